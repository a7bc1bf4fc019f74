package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Text;
import org.gridbench.runs.RunDriver;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.log.EventLog;
import org.gridbench.ui.run.RunSession;
import org.gridbench.ui.views.MarketPart;
import org.gridbench.ui.views.MetricsChartPart;
import org.gridbench.ui.views.RoutingPart;
import org.gridbench.ui.views.TreesPart;
import org.gridbench.ui.views.ValueCurvePart;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * After Run is refused, no live view shows the run before it as if it were the refused scenario's. Found at the review
 * of the live views: a market run paused at tick 12, then Run on a market scenario whose written-out workload has no
 * job: the Run view said "Cannot run", while the Market, Metrics and Value Curve views kept tick 12 of the other run
 * and the Trees and Results views the run before. Now the run before is stopped, as a run of the file would replace
 * it, every live view is empty and says which file it shows no run of and why, and the Results view keeps its rows of
 * ended runs under that line. Pictures {@code target/views/refused-*.png} at 1280 x 800.
 */
@ExtendWith(ScreenshotOnFailure.class)
class RefusedRunTest {

    private static final String PROBLEM = "workload.jobs: no job yet; draw one on the Workflow DAG page (Add job) or"
            + " import a WfFormat or DAX workflow there";

    @Test
    void aRefusedRunLeavesEveryLiveViewSayingItShowsNoRunOfTheRefusedFile() throws Exception {
        Workbench wb = Workbench.get();
        At1280 at1280 = new At1280(wb);
        Path workspace = Path.of(System.getProperty("gridbench.workspace"));
        RunSession session = wb.ui(() -> wb.app.getContext().get(RunSession.class));
        at1280.editingAsShipped(() -> {
            FastRun.toEnd(wb, copy(workspace, "trees-star.gridbench.json", "refused-trees-before.gridbench.json"));
            RunDriver before = pausedAtTick12(wb, copy(workspace, "market-two-clusters.gridbench.json",
                    "refused-market-before.gridbench.json"));
            Button restart = wb.ui(() -> FastRun.runControl(wb, Button.class, "restart"));
            assertTrue(wb.ui(restart::isEnabled), "Restart sets the paused run up again");
            wb.showPart("org.gridbench.ui.part.market");
            MarketPart market = part(wb, "market", MarketPart.class);
            assertTrue(wb.waitUntil(() -> market.shown() != null && market.shown().tick() == 12));

            Path empty = workspace.resolve("refused-no-job.gridbench.json");
            Files.writeString(empty, """
                    {"format": "gridbench-scenario", "version": 1, "family": "market", "name": "no job yet", "seed": 1,
                     "platform": {"ccr": 0.5, "clusters": [{"id": "C1", "cores": 16, "kind": "Kind1"}]},
                     "workload": {"jobs": []}, "policy": "FIFO"}
                    """);
            wb.ui(() -> wb.app.getContext().get(EditorOpener.class).open(empty.toAbsolutePath().normalize()));
            wb.settle();
            wb.showPart("org.gridbench.ui.part.run");
            wb.run(() -> FastRun.runControl(wb, Button.class, "run").notifyListeners(SWT.Selection, new Event()));
            Label title = wb.ui(() -> FastRun.runControl(wb, Label.class, "title"));
            assertTrue(wb.waitUntil(() -> title.getText().equals("Cannot run refused-no-job.gridbench.json:")),
                    wb.ui(title::getText));
            assertEquals(PROBLEM, wb.ui(() -> FastRun.runControl(wb, Label.class, "state").getText()),
                    "the Run view names the file once, in its title");
            wb.settle();
            at1280.shoot("refused-run");

            String line = "No run of refused-no-job.gridbench.json: it cannot run (" + PROBLEM + ")";
            assertEquals(RunDriver.Status.STOPPED, before.status(), "the paused run was stopped, as a new run would");
            assertTrue(wb.ui(() -> session.driver().isEmpty()));
            assertFalse(wb.ui(restart::isEnabled), "Restart is greyed out: the views show no run to restart");
            wb.run(() -> restart.notifyListeners(SWT.Selection, new Event()));
            assertFalse(wb.waitUntil(() -> wb.ui(() -> session.driver().isPresent()), 3),
                    "Restart set up the run before the refusal again");
            assertEquals("Cannot run refused-no-job.gridbench.json:", wb.ui(title::getText));
            EventLog log = wb.ui(() -> wb.app.getContext().get(EventLog.class));
            assertEquals(before.run().title() + " stopped at time 12 ticks of 1 min for a run of"
                    + " refused-no-job.gridbench.json, which cannot run, before its end (so not in the Results view)",
                    wb.ui(() -> log.entries().stream().map(e -> e.message()).filter(m -> m.contains(
                            " stopped at time ")).toList().getLast()));

            wb.showPart("org.gridbench.ui.part.market");
            assertNull(wb.ui(market::shown), "the Market view kept tick 12 of the run before");
            assertEquals(line, wb.ui(market::hint));
            at1280.shoot("refused-market");
            for (String id : List.of("routing", "trees")) {
                wb.showPart("org.gridbench.ui.part." + id);
                Object view = part(wb, id, Object.class);
                assertNull(wb.ui(() -> view instanceof TreesPart t ? t.shown() : ((RoutingPart) view).shown()), id);
                assertEquals(line, wb.ui(() -> view instanceof TreesPart t ? t.hint() : ((RoutingPart) view).hint()));
                at1280.shoot("refused-" + id);
            }

            wb.showPart("org.gridbench.ui.part.valuecurve");
            ValueCurvePart curve = part(wb, "valuecurve", ValueCurvePart.class);
            assertEquals(line, wb.ui(curve::reading));
            Text job = control(wb, "valuecurve", Text.class, "job");
            assertEquals("", wb.ui(job::getText), "no job of the run before is kept");
            assertFalse(wb.ui(job::isEnabled));
            at1280.shoot("refused-valuecurve");

            wb.showPart("org.gridbench.ui.part.metrics");
            Label metricsLine = control(wb, "metrics", Label.class, "refusal");
            assertTrue(wb.ui(metricsLine::isVisible));
            assertEquals(line, wb.ui(metricsLine::getText));
            assertEquals(0, wb.ui(() -> control(wb, "metrics", Combo.class, "measure").getItemCount()),
                    "no measure of the run before is offered");
            at1280.shoot("refused-metrics");

            wb.showPart("org.gridbench.ui.part.results");
            Label resultsLine = control(wb, "results", Label.class, "refusal");
            assertEquals(line + ". Each row is a run that ended before it.", wb.ui(resultsLine::getText));
            Table trees = control(wb, "results", Table.class, "results-trees");
            assertTrue(wb.ui(() -> trees.getItemCount() >= 1), "the rows of the runs that ended are kept");
            at1280.shoot("refused-results");

            FastRun.toEnd(wb, workspace.resolve("refused-trees-before.gridbench.json").toAbsolutePath().normalize());
            assertFalse(wb.ui(metricsLine::isVisible), "a run set up takes the line away");
            assertFalse(wb.ui(resultsLine::isVisible));
            assertTrue(wb.ui(restart::isEnabled), "a run set up can be restarted");
            TreesPart treesView = part(wb, "trees", TreesPart.class);
            assertNotNull(wb.ui(treesView::shown));
        });
    }

    private static Path copy(Path workspace, String example, String name) throws Exception {
        return Files.copy(workspace.resolve(example), workspace.resolve(name), StandardCopyOption.REPLACE_EXISTING)
                .toAbsolutePath().normalize();
    }

    // the file opened in its editor, set up by the Run view's Step and run until tick 12 by its Run until
    private static RunDriver pausedAtTick12(Workbench wb, Path file) throws Exception {
        RunDriver run = FastRun.stepped(wb, file);
        wb.run(() -> {
            FastRun.runControl(wb, Text.class, "until").setText("12");
            FastRun.runControl(wb, Button.class, "runUntil").notifyListeners(SWT.Selection, new Event());
        });
        assertTrue(wb.waitUntil(() -> run.status() == RunDriver.Status.PAUSED && run.frame().time() == 12),
                file + " at tick 12");
        wb.settle();
        return run;
    }

    private static <T> T part(Workbench wb, String id, Class<T> type) {
        return wb.ui(() -> type.cast(view(wb, id).getObject()));
    }

    private static MPart view(Workbench wb, String id) {
        return (MPart) wb.app.getContext().get(EModelService.class).find("org.gridbench.ui.part." + id, wb.app);
    }

    private static <T extends org.eclipse.swt.widgets.Control> T control(Workbench wb, String id, Class<T> type,
            String name) {
        return wb.ui(() -> Dialogs.find((Composite) view(wb, id).getWidget(), type, c -> name.equals(c.getData(
                MetricsChartPart.CONTROL_KEY))));
    }
}
