package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.e4.core.commands.ECommandService;
import org.eclipse.e4.core.commands.EHandlerService;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Text;
import org.gridbench.model.scenario.Family;
import org.gridbench.model.workflow.Job;
import org.gridbench.runs.FamilySnapshot;
import org.gridbench.runs.MarketScenarioRun;
import org.gridbench.runs.RunDriver;
import org.gridbench.ui.views.ChartFit;
import org.gridbench.ui.views.MetricsChartPart;
import org.gridbench.ui.views.ValueCurvePart;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/**
 * The Value Curve view at 1280 x 800 follows the run in front: a market job waiting for its input to cross the router
 * has its projected SLR at or right of SLR 1, its curve drawn over the shaded value left; a STaRS or trees run, which
 * has no value curves, gets one line saying so and no market job. Pictures {@code target/views/valuecurve-transfer.png}
 * and {@code target/views/valuecurve-stars.png}, and {@code target/views/market-bid-unit.png}, the Market view at the
 * same tick, whose bids are said to be the policy's own score.
 */
@ExtendWith(ScreenshotOnFailure.class)
class ValueCurveViewTest {

    private static final String VIEW = "org.gridbench.ui.part.valuecurve";

    @Test
    void theViewShowsTheRunInFrontsFamilyAndAJobInTransferRightOfSlr1() throws Exception {
        Workbench wb = Workbench.get();
        At1280 at1280 = new At1280(wb);
        at1280.editingAsShipped(() -> {
            // J2 arrives at 3; "load" (5 ticks, Kind1) ends at 8 and its output needs 5 x 0.5 = 2.5, so 3 ticks, to
            // reach "render" (12 ticks, Kind2): at tick 9 the job ends at 11 + 12 = 23 at the soonest, an SLR of
            // (23 - 3) / J_CP = 20 / (5 + 2.5 + 12) = 1.026 (now + T_R gave 18 / 19.5 = 0.923, left of SLR 1)
            RunDriver market = atTick9(wb, "curve-transfer.gridbench.json");
            ValueCurvePart curve = view(wb);
            Text job = jobField(wb);
            wb.run(() -> job.setText("J2"));
            wb.settle();
            double slr = ((FamilySnapshot.Market) market.frame().detail()).snapshot().projectedSlr()[1];
            assertEquals(20 / 19.5, slr, 1e-12);
            assertTrue(wb.ui(curve::reading).startsWith("projected SLR 1.026: "), wb.ui(curve::reading));
            XYChart chart = wb.ui(curve::build);
            List<String> order = chart.getSeriesCollection().stream().map(XYSeries::getName).toList();
            assertEquals(List.of("value left (PVR)", "value curve", "projected SLR now"), order,
                    "the curve is drawn over the area, the marker over both");
            XYSeries area = chart.getSeriesCollection().iterator().next();
            assertTrue(area.getXData()[0] >= 1, "the value left starts at the projected SLR: " + area.getXData()[0]);
            at1280.shoot("valuecurve-transfer");
            wb.showPart("org.gridbench.ui.part.market");
            maximized(wb, "org.gridbench.ui.part.market");
            at1280.shoot("market-bid-unit");
            maximized(wb, "org.gridbench.ui.part.market");

            for (String[] other : List.of(new String[] { "stars-overlay-64.gridbench.json", "STaRS" },
                    new String[] { "trees-star.gridbench.json", "trees" })) {
                RunDriver run = stepped(wb, other[0], "curve-" + other[0]);
                assertFalse(run.run().family() == Family.MARKET);
                wb.showPart(VIEW);
                String reading = wb.ui(curve::reading);
                assertTrue(reading.startsWith("A " + other[1] + " run has no value curves: "), reading);
                assertEquals("", wb.ui(job::getText), "no market job is kept while a " + other[1] + " run is in front");
                assertFalse(wb.ui(job::isEnabled));
                assertEquals("No value curves", wb.ui(curve::build).getTitle());
                if (other[1].equals("STaRS")) {
                    at1280.shoot("valuecurve-stars");
                }
            }
        });
    }

    /**
     * At 1280 x 800 in the Editing perspective as it ships, the view drew J1's task ids as "pr\u2026re" and
     * "ana\u2026eA" although its DAG had room for them, and its chart hid its x axis title: the reading, three lines
     * beside the job's choice, took the chart's height. The reading is now over the DAG, and each id is whole where its
     * row holds it. Picture {@code target/views/valuecurve-default-layout.png}.
     */
    @Test
    void atTheDefaultLayoutTheDagShowsWholeIdsAndTheChartItsAxisTitles() throws Exception {
        Workbench wb = Workbench.get();
        At1280 at1280 = new At1280(wb);
        at1280.editingAsShipped(() -> {
            atTick9(wb, "curve-layout.gridbench.json");
            ValueCurvePart curve = view(wb);
            Text job = jobField(wb);
            wb.run(() -> job.setText("J1"));
            List<String> ids = List.of("prepare", "analyseA", "analyseB", "merge");
            assertTrue(wb.waitUntil(() -> curve.taskLabels().equals(ids)), () -> "the DAG drew "
                    + wb.ui(curve::taskLabels));
            Canvas canvas = wb.ui(() -> chartCanvas(wb));
            Point size = wb.ui(canvas::getSize);
            List<String> hidden = wb.ui(() -> ChartFit.fit(curve.build(), size.x, size.y));
            assertFalse(hidden.contains("x: " + ValueCurvePart.X_TITLE), "the " + size + " px chart hides "
                    + hidden);
            assertFalse(hidden.contains("y: value"), "the " + size + " px chart hides " + hidden);
            at1280.shoot("valuecurve-default-layout");
        });
    }

    /**
     * At 1280 x 800 in the Editing perspective as it ships, a paper-week job's x axis was labelled at one tick (XChart's
     * 74 px between ticks on a plot about 180 px wide), a curve without its shading at sampled SLRs (1, 2.17, 3.34...),
     * and the chart's title went to the tooltip. Every job of both shipped market examples, at a time when some jobs
     * wait, some run and some are done, now has at least three labelled ticks on its SLR axis, which keeps its title
     * and unit, and nothing of the chart is hidden (the Job field over it names the job). Pictures
     * {@code target/views/valuecurve-ticks-*.png}.
     */
    @Test
    void atTheDefaultLayoutEveryShippedJobsSlrAxisHasSeveralLabelledTicks() throws Exception {
        Workbench wb = Workbench.get();
        At1280 at1280 = new At1280(wb);
        at1280.editingAsShipped(() -> {
            for (String example : List.of("market-two-clusters", "market-paper-week")) {
                RunDriver market = stepped(wb, example + ".gridbench.json", "ticks-" + example + ".gridbench.json");
                market.runUntil(example.equals("market-paper-week") ? 3000 : 9).get();
                assertTrue(wb.waitUntil(() -> market.status() == RunDriver.Status.PAUSED, 120), market.status().name());
                wb.settle();
                wb.showPart(VIEW);
                ValueCurvePart curve = view(wb);
                Text job = jobField(wb);
                Point size = wb.ui(() -> chartCanvas(wb).getSize());
                Map<String, String> few = new LinkedHashMap<>();
                for (Job each : ((MarketScenarioRun) market.run()).scenario().workload().jobs()) {
                    wb.run(() -> job.setText(each.id()));
                    XYChart chart = wb.ui(curve::build);
                    List<String> hidden = ChartFit.fit(chart, size.x, size.y);
                    List<String> ticks = XTicks.painted(chart, size.x, size.y);
                    if (ticks.size() < 3 || !hidden.isEmpty()) {
                        few.put(each.id(), wb.ui(curve::reading) + ": ticks " + ticks + ", hidden " + hidden);
                    }
                }
                assertEquals(Map.of(), few, example + " at tick " + market.frame().time() + ", chart " + size);
                wb.run(() -> Dialogs.find((Composite) part(wb).getWidget(), Button.class, b -> "pickRunning".equals(b
                        .getData(MetricsChartPart.CONTROL_KEY))).notifyListeners(SWT.Selection, new Event()));
                at1280.shoot("valuecurve-ticks-" + example);
            }
        });
    }

    // the canvas the view's chart is drawn on
    private static Canvas chartCanvas(Workbench wb) {
        return Dialogs.find((Composite) part(wb).getWidget(), Canvas.class, c -> "chart".equals(c.getData(
                MetricsChartPart.CONTROL_KEY)));
    }

    // a copy of market-two-clusters run until tick 9, paused, with the view in front
    private static RunDriver atTick9(Workbench wb, String name) throws Exception {
        RunDriver market = stepped(wb, "market-two-clusters.gridbench.json", name);
        market.runUntil(9).get();
        assertTrue(wb.waitUntil(() -> market.status() == RunDriver.Status.PAUSED), market.status().name());
        wb.settle();
        wb.showPart(VIEW);
        return market;
    }

    // a copy of the example opened in its editor and set up by the Run view's Step, stepped once
    private static RunDriver stepped(Workbench wb, String example, String name) throws Exception {
        Path workspace = Path.of(System.getProperty("gridbench.workspace"));
        return FastRun.stepped(wb, Files.copy(workspace.resolve(example), workspace.resolve(name),
                StandardCopyOption.REPLACE_EXISTING).toAbsolutePath().normalize());
    }

    // Window > Maximize Active View or Editor on the view: the Market view lists the auction only when it is wide
    private static void maximized(Workbench wb, String id) throws InterruptedException {
        wb.run(() -> {
            IEclipseContext context = wb.window.getContext();
            context.get(EPartService.class).activate((MPart) wb.app.getContext().get(EModelService.class).find(id,
                    wb.app));
            context.get(EHandlerService.class).executeHandler(context.get(ECommandService.class).createCommand(
                    "org.gridbench.ui.command.maximizePart", null));
        });
        wb.settle();
    }

    private static ValueCurvePart view(Workbench wb) {
        return wb.ui(() -> (ValueCurvePart) part(wb).getObject());
    }

    private static Text jobField(Workbench wb) {
        return wb.ui(() -> Dialogs.find((Composite) part(wb).getWidget(), Text.class,
                t -> "job".equals(t.getData(MetricsChartPart.CONTROL_KEY))));
    }

    private static MPart part(Workbench wb) {
        return (MPart) wb.app.getContext().get(EModelService.class).find(VIEW, wb.app);
    }
}
