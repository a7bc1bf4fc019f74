package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.Optional;
import java.util.Set;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.eclipse.core.runtime.RegistryFactory;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.e4.core.commands.ECommandService;
import org.eclipse.e4.core.commands.EHandlerService;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Text;
import org.gridbench.cli.Cli;
import org.gridbench.cli.Console;
import org.gridbench.editing.PolicyEdit;
import org.gridbench.runs.FamilySnapshot;
import org.gridbench.runs.MarketMetrics;
import org.gridbench.runs.MarketScenarioRun;
import org.gridbench.runs.RunDriver;
import org.gridbench.runs.RunFrame;
import org.gridbench.runs.ScenarioRuns;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.editor.ScenarioEditor;
import org.gridbench.ui.run.HumanNumbers;
import org.gridbench.ui.run.RunPart;
import org.gridbench.ui.run.RunSession;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.ui.log.EventLog;
import org.gridbench.ui.log.LogEntry;
import org.gridbench.ui.views.MarketPart;
import org.gridbench.ui.views.MetricsChartPart;
import org.gridbench.stars.sim.StarsSnapshot;
import org.gridbench.trees.sim.TreeSnapshot;
import org.gridbench.ui.views.ResultsPart;
import org.gridbench.ui.views.RoutingPart;
import org.gridbench.ui.views.TreesPart;
import org.gridbench.ui.views.ValueCurvePart;
import org.junit.jupiter.api.BeforeAll;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.XYSeries.XYSeriesRenderStyle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The Run view and the live views driven through their widgets: stepping shows the simulation's state at that step,
 * a run to the end shows the metrics {@code ./gridbench run} prints, and the UI thread keeps answering while a run
 * executes. Leaves screenshots of the views mid-run in {@code target/live/}.
 */
@ExtendWith(ScreenshotOnFailure.class)
class LiveViewsTest {

    private static Workbench wb;
    private static Path workspace;
    private static final Path SHOTS = Path.of(System.getProperty("gridbench.screenshots", "target/live"));

    @BeforeAll
    static void start() throws Exception {
        wb = Workbench.get();
        workspace = Path.of(System.getProperty("gridbench.workspace"));
        assertTrue(wb.waitUntil(() -> Files.isDirectory(workspace)));
        Files.createDirectories(SHOTS);
        wb.run(() -> {
            MWindow window = wb.app.getChildren().get(0);
            window.setX(0);
            window.setY(0);
            window.setWidth(1600);
            window.setHeight(1000);
        });
    }

    private static Path open(String example, String name) throws Exception {
        Path target = workspace.resolve(name);
        Files.copy(workspace.resolve(example), target, StandardCopyOption.REPLACE_EXISTING);
        Path file = target.toAbsolutePath().normalize();
        IEclipseContext context = wb.app.getContext();
        wb.ui(() -> context.get(EditorOpener.class).open(file));
        wb.settle();
        return file;
    }

    /** Window > Maximize Active View or Editor on {@code part}: maximizes it, or restores it when maximized. */
    private static void maximize(MPart part) throws InterruptedException {
        wb.run(() -> {
            IEclipseContext context = wb.window.getContext();
            context.get(EPartService.class).activate(part);
            context.get(EHandlerService.class).executeHandler(context.get(ECommandService.class).createCommand(
                    "org.gridbench.ui.command.maximizePart", null));
        });
        wb.settle();
    }

    private static void showPart(String id) throws InterruptedException {
        wb.showPart(id);
    }

    private static <T> T part(String id, Class<T> type) {
        return wb.ui(() -> type.cast(((MPart) wb.app.getContext().get(EModelService.class).find(id, wb.app))
                .getObject()));
    }

    /** The canvas the view with this id draws on. */
    private static Canvas canvas(String id) {
        return wb.ui(() -> Dialogs.find((Composite) ((MPart) wb.app.getContext().get(EModelService.class).find(id,
                wb.app)).getWidget(), Canvas.class, c -> true));
    }

    private static <T extends Control> T control(Class<T> type, String name) {
        return control(type, name, RunPart.CONTROL_KEY);
    }

    private static <T extends Control> T control(Class<T> type, String name, String key) {
        return wb.ui(() -> {
            for (Shell shell : wb.display.getShells()) {
                T found = find(shell, type, name, key);
                if (found != null) {
                    return found;
                }
            }
            throw new AssertionError("no control " + name);
        });
    }

    private static <T extends Control> T find(Composite parent, Class<T> type, String name, String key) {
        for (Control c : parent.getChildren()) {
            if (type.isInstance(c) && name.equals(c.getData(key))) {
                return type.cast(c);
            }
            if (c instanceof Composite inner) {
                T found = find(inner, type, name, key);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private static void press(String name) {
        press(name, RunPart.CONTROL_KEY);
    }

    private static void press(String name, String key) {
        Button button = control(Button.class, name, key);
        wb.run(() -> button.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event()));
    }

    private static RunSession session() {
        return wb.ui(() -> wb.app.getContext().get(RunSession.class));
    }

    private static RunDriver driver() {
        return session().driver().orElseThrow();
    }

    private static String cliRun(Path file) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Cli.standard(RegistryFactory.getRegistry()).run(new String[] { "run", file.toString() },
                new Console(new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8)));
        assertEquals(Cli.OK, code, err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void stepsShowTheSimulationsStateAndARunToTheEndShowsTheCommandLinesMetrics() throws Exception {
        Path file = open("market-two-clusters.gridbench.json", "live-two-clusters.gridbench.json");
        showPart("org.gridbench.ui.part.run");
        for (int i = 0; i < 12; i++) {
            press("step");
            int steps = i + 1;
            assertTrue(wb.waitUntil(() -> session().driver().map(d -> d.frame().events() == steps).orElse(false)),
                    "step " + steps);
        }
        assertTrue(wb.waitUntil(() -> driver().status() == RunDriver.Status.PAUSED));
        wb.settle();
        RunFrame frame = driver().frame();
        Label state = control(Label.class, "state");
        wb.waitUntil(() -> state.getText().contains("12 events"));
        String shown = wb.ui(state::getText);
        assertTrue(shown.startsWith("PAUSED   time ") && shown.contains(" ticks of 1 min   12 events")
                && shown.contains("events   " + frame.decisions() + " decision"), shown);
        Table metrics = control(Table.class, "metrics");
        Map<String, Double> values = frame.metrics();
        assertEquals(values.size(), (int) wb.ui(metrics::getItemCount));
        for (int row = 0; row < values.size(); row++) {
            int r = row;
            String measure = wb.ui(() -> metrics.getItem(r).getText(0));
            assertTrue(values.containsKey(measure), measure);
        }
        showPart("org.gridbench.ui.part.market");
        MarketPart market = part("org.gridbench.ui.part.market", MarketPart.class);
        assertSame(((FamilySnapshot.Market) frame.detail()).snapshot(), wb.ui(market::shown),
                "the market view shows the frame of the last step");
        showPart("org.gridbench.ui.part.valuecurve");
        ValueCurvePart curve = part("org.gridbench.ui.part.valuecurve", ValueCurvePart.class);
        Text job = control(Text.class, "job", MetricsChartPart.CONTROL_KEY);
        wb.run(() -> job.setText("J1"));
        double slr = ((FamilySnapshot.Market) frame.detail()).snapshot().projectedSlr()[0];
        String reading = wb.ui(curve::reading);
        assertTrue(reading.contains(String.format(Locale.ROOT, "SLR %.3f", slr)), reading + " against " + slr);

        press("run");
        assertTrue(wb.waitUntil(() -> driver().status() == RunDriver.Status.ENDED, 120));
        wb.settle();
        assertTrue(wb.ui(state::getText).startsWith("ENDED"), wb.ui(state::getText));
        assertEquals(cliRun(file), driver().run().metrics());
        showPart("org.gridbench.ui.part.results");
        Table results = control(Table.class, "results-market", MetricsChartPart.CONTROL_KEY);
        assertTrue(wb.waitUntil(() -> results.getItemCount() >= 1));
        String title = driver().run().title();
        assertTrue(wb.ui(() -> Arrays.stream(results.getItems()).anyMatch(i -> title.equals(i.getData("run")))),
                "a row for " + title);
    }

    @Test
    void aRunThatCannotStartSaysWhyInTheRunView() throws Exception {
        Path noPolicy = workspace.resolve("no-policy.gridbench.json");
        String example = Files.readString(workspace.resolve("market-two-clusters.gridbench.json"));
        assertTrue(example.contains(",\n  \"policy\": \"PVR\"\n}"), "the example ends with its policy");
        Files.writeString(noPolicy, example.replace(",\n  \"policy\": \"PVR\"\n}", "\n}"));
        wb.ui(() -> wb.app.getContext().get(EditorOpener.class).open(noPolicy.toAbsolutePath().normalize()));
        wb.settle();
        showPart("org.gridbench.ui.part.run");
        Label state = control(Label.class, "state");
        Label title = control(Label.class, "title");
        press("run");
        assertTrue(wb.waitUntil(() -> wb.ui(state::getText).contains("policy: missing; choose a bidding policy")),
                wb.ui(state::getText));
        assertEquals("Cannot run no-policy.gridbench.json:", wb.ui(title::getText));

        Path broken = workspace.resolve("broken-run.gridbench.json");
        Files.writeString(broken, "{\n  \"format\": \"gridbench-scenario\",\n  \"version\": 7\n}\n");
        wb.ui(() -> wb.app.getContext().get(EditorOpener.class).open(broken.toAbsolutePath().normalize()));
        wb.settle();
        press("run");
        assertTrue(wb.waitUntil(() -> wb.ui(title::getText).equals("Cannot run broken-run.gridbench.json:")),
                wb.ui(title::getText));
        assertTrue(wb.ui(state::getText).startsWith("line 1, column 1: "), "the position, the file named once above: "
                + wb.ui(state::getText));
        wb.screenshot(SHOTS.resolve("run-cannot-start.png").toFile());

        Path edited = open("stars-overlay-64.gridbench.json", "edited-to-dp.gridbench.json");
        ScenarioEditor editor = wb.ui(() -> (ScenarioEditor) wb.app.getContext().get(EditorOpener.class).find(edited)
                .getObject());
        wb.run(() -> editor.execute(new PolicyEdit(editor.document(), "policy", "DP", null)));
        wb.settle();
        press("run");
        assertTrue(wb.waitUntil(() -> wb.ui(title::getText).equals("Cannot run edited-to-dp.gridbench.json:")),
                wb.ui(title::getText));
        assertTrue(wb.ui(state::getText).matches("line \\d+, column \\d+: workload\\.requests"
                + "\\[0\\]\\.deadline: missing; DP needs a deadline per request, in seconds after its 'at'  \\(and 2"
                + " more\\)"), "an unsaved edit that leaves problems is refused as the saved file would be: "
                + wb.ui(state::getText));
    }

    @Test
    void theTreesViewShowsTheStepsOfATreesRunAndItsEndTheCommandLinesMetrics() throws Exception {
        Path file = open("trees-two-level.gridbench.json", "live-trees.gridbench.json");
        showPart("org.gridbench.ui.part.run");
        press("decision");
        assertTrue(wb.waitUntil(() -> session().isOf(file) && driver().status() == RunDriver.Status.PAUSED));
        Text until = control(Text.class, "until");
        double paused = driver().frame().time();
        wb.run(() -> until.setText(""));
        press("runUntil");
        wb.settle();
        assertEquals("Run until: '' is not a simulated time (a number of seconds, or ticks, from 0)",
                wb.ui(until::getToolTipText), "said beside the field, not only in the Event Log");
        assertEquals(paused, driver().frame().time(), "the run stays where it was");
        wb.run(() -> until.setText("40"));
        press("runUntil");
        assertNull(wb.ui(until::getToolTipText));
        assertTrue(wb.waitUntil(() -> driver().frame().time() == 40 && driver().status() == RunDriver.Status.PAUSED));
        showPart("org.gridbench.ui.part.trees");
        wb.settle();
        TreesPart trees = part("org.gridbench.ui.part.trees", TreesPart.class);
        assertTrue(wb.waitUntil(() -> trees.shown() == ((FamilySnapshot.Trees) driver().frame().detail())
                .snapshot()));
        TreeSnapshot at = trees.shown();
        assertEquals(40, at.time());
        assertTrue(at.done()[0] > 0, "tasks computed by time 40");
        for (int u = 0; u < at.sendingTo().length; u++) {
            assertTrue(at.sendingTo()[u] < 0 || at.sending()[u], "node " + u + " sends to the child it names");
        }
        wb.screenshot(SHOTS.resolve("trees.png").toFile());
        Canvas treesCanvas = canvas("org.gridbench.ui.part.trees");
        List<String> tips = wb.ui(() -> hoverTips(treesCanvas));
        assertTrue(tips.stream().anyMatch(t -> t.startsWith("P0  buf ") && t.contains("cpu ")), tips.toString());
        assertTrue(tips.stream().anyMatch(t -> t.startsWith("P5  buf ") && t.contains("link ")),
                "pointing at a node shows its buffered tasks and busy shares, whatever the view's width: " + tips);
        MPart treesPart = wb.ui(() -> (MPart) wb.app.getContext().get(EModelService.class).find(
                "org.gridbench.ui.part.trees", wb.app));
        maximize(treesPart);
        try {
            assertTrue(wb.waitUntil(() -> treesCanvas.getSize().y > 600 && trees.labelsEnd() > 0));
            wb.run(treesCanvas::redraw);
            wb.settle();
            assertTrue(wb.ui(() -> trees.labelsEnd() <= treesCanvas.getSize().y), "maximized, the deepest nodes'"
                    + " full labels (buf, cpu, link) end inside the view: " + wb.ui(trees::labelsEnd) + " of "
                    + wb.ui(() -> treesCanvas.getSize().y) + " px");
        } finally {
            maximize(treesPart);
        }
        press("run");
        assertTrue(wb.waitUntil(() -> driver().status() == RunDriver.Status.ENDED, 120));
        assertEquals(cliRun(file), driver().run().metrics());
    }

    @Test
    void theRoutingViewShowsARequestThatReachedTheRoot() throws Exception {
        Path file = open("stars-overlay-64.gridbench.json", "live-stars.gridbench.json");
        showPart("org.gridbench.ui.part.run");
        Button atRoot = control(Button.class, "root");
        wb.run(() -> {
            atRoot.setSelection(true);
            atRoot.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
        });
        press("run");
        assertTrue(wb.waitUntil(() -> session().isOf(file) && driver().status() == RunDriver.Status.PAUSED));
        wb.settle();
        Label state = control(Label.class, "state");
        assertTrue(wb.ui(state::getText).matches("PAUSED   time [\\d.,]+ s   .* at breakpoint: a request of \\d+ tasks"
                + " reached the root"),
                "the Run view names the breakpoint that fired: " + wb.ui(state::getText));
        showPart("org.gridbench.ui.part.routing");
        wb.settle();
        RoutingPart routing = part("org.gridbench.ui.part.routing", RoutingPart.class);
        assertTrue(wb.waitUntil(() -> routing.shown() == ((FamilySnapshot.Stars) driver().frame().detail())
                .snapshot()));
        StarsSnapshot at = routing.shown();
        assertEquals(1, at.hops().get(at.hops().size() - 1).to(), "paused with the last fragment at the root");
        wb.run(() -> routing.inspect(1));
        assertTrue(wb.waitUntil(() -> routing.shown() != null && routing.shown().inspected() == 1));
        List<String> summary = routing.shown().summary();
        assertEquals(2, summary.size(), summary.toString());
        assertTrue(summary.get(0).startsWith("left child: ") && summary.get(1).startsWith("right child: "),
                summary.toString());
        assertTrue(summary.get(0).matches("left child: \\d+ functions? for \\d+ nodes?: memory [\\d,]+ MB, disk [\\d,]+ MB"
                + " \\(\\d+ nodes?\\).*"), "IBP's summary in MB: " + summary);
        List<String> leaves = new java.util.ArrayList<>();
        for (int leaf = 64; leaf < 128; leaf++) {
            int position = leaf;
            wb.run(() -> routing.inspect(position));
            assertTrue(wb.waitUntil(() -> routing.shown() != null && routing.shown().inspected() == position));
            leaves.add(routing.shown().summary().get(0));
        }
        assertTrue(leaves.stream().allMatch(l -> l.equals("reports: an empty summary (no node there can take a task"
                + " now)") || l.matches("reports: 1 function for 1 node: memory [\\d,]+ MB, disk [\\d,]+ MB .*")),
                "a leaf reports one function for itself, or an empty summary in words: " + leaves);
        wb.run(routing::follow);
        assertEquals(at.hops().get(at.hops().size() - 1).request(), (long) wb.ui(routing::following));
        wb.settle();
        wb.screenshot(SHOTS.resolve("routing.png").toFile());
        wb.run(routing::follow);
        assertEquals(-1, (long) wb.ui(routing::following), "a second double-click shows every request again");
        wb.run(() -> {
            atRoot.setSelection(false);
            atRoot.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
        });
        press("run");
        assertTrue(wb.waitUntil(() -> driver().status() == RunDriver.Status.ENDED, 120));
        assertEquals(cliRun(file), driver().run().metrics());
    }

    @Test
    void theUiAnswersWhileA100000NodeStarsRunAndA10000JobMarketRunExecute() throws Exception {
        String week = "market-paper-week.gridbench.json";
        ScenarioDocument market = ScenarioReader.parse(Files.readString(workspace.resolve(week)), week);
        ((ObjectNode) market.root().path("workload").path("generator")).put("jobs", 10_000);
        Path marketFile = workspace.resolve("live-10000-jobs.gridbench.json");
        StringBuilder requests = new StringBuilder();
        for (int i = 0; i < 300; i++) {
            requests.append(i == 0 ? "" : ",").append(String.format(Locale.ROOT,
                    "{\"at\": %d, \"node\": %d, \"tasks\": 50, \"length\": 600000, \"memory\": 128, \"disk\": 0}",
                    i, (i * 7919) % 100_000));
        }
        ScenarioDocument stars = ScenarioReader.parse("""
                {"format": "gridbench-scenario", "version": 1, "family": "stars", "seed": 3, "duration": 600,
                 "overlay": {"nodes": 100000, "sfMax": 20, "updateBandwidth": 1000}, "network": {"model": "fast"},
                 "policy": "IBP", "workload": {"requests": [%s]}}
                """.formatted(requests), "stars-100000.gridbench.json");
        RunDriver starsRun = new RunDriver(ScenarioRuns.open(stars, workspace.resolve("stars-100000.gridbench.json"),
                RegistryFactory.getRegistry(), Optional.empty()), d -> { });
        showPart("org.gridbench.ui.part.run");
        Button pause = control(Button.class, "pause");
        RunSession session = session();
        wb.run(() -> session.open(market, marketFile, d -> { }));
        assertTrue(wb.waitUntil(() -> session.isOf(marketFile), WhileRunning.LIMIT_SECONDS));
        RunDriver marketRun = driver();
        wb.settle();
        marketRun.start();
        starsRun.start();
        WhileRunning user = new WhileRunning(wb, List.of(marketRun, starsRun));
        user.pressOnceRunning(pause, "Pause");
        user.posted();
        user.show("org.gridbench.ui.part.market");
        user.repaint(canvas("org.gridbench.ui.part.market"));
        user.show("org.gridbench.ui.part.run");
        assertTrue(wb.waitUntil(() -> marketRun.status() != RunDriver.Status.RUNNING, WhileRunning.LIMIT_SECONDS));
        user.assertAnsweredWhileRunning("a 100,000-node STaRS run and a 10,000-job market run execute");
        assertEquals(RunDriver.Status.PAUSED, marketRun.status(), "Pause, pressed while the market run executes");
        marketRun.start();
        assertTrue(wb.waitUntil(() -> marketRun.status() == RunDriver.Status.ENDED, WhileRunning.LIMIT_SECONDS));
        assertTrue(starsRun.awaitIdle(WhileRunning.LIMIT_SECONDS, TimeUnit.SECONDS));
        assertEquals(RunDriver.Status.ENDED, starsRun.status());
        starsRun.close();
    }

    @Test
    void theViewsFollowAPacedRunAndTheUiAnswersWhileARunExecutes() throws Exception {
        open("market-paper-week.gridbench.json", "live-paper-week.gridbench.json");
        showPart("org.gridbench.ui.part.run");
        Combo speed = control(Combo.class, "speed");
        wb.run(() -> {
            speed.select(Arrays.asList(RunPart.SPEED_LABELS).indexOf("100,000x"));
            speed.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
        });
        RunDriver earlier = wb.ui(() -> session().driver().orElse(null));
        press("run");
        assertTrue(wb.waitUntil(() -> session().driver().map(d -> d != earlier).orElse(false), 120));
        WhileRunning user = new WhileRunning(wb, List.of(driver()));
        user.awaitStarted();
        user.posted();
        user.show("org.gridbench.ui.part.metrics");
        user.assertAnsweredWhileRunning("a market run paced at 100,000x executes");
        assertTrue(wb.waitUntil(() -> session().driver().map(d -> d != earlier && d.frame().time() > 8_000)
                .orElse(false), 120));
        Job running = Arrays.stream(Job.getJobManager().find(RunSession.JOB_FAMILY))
                .filter(job -> job.getState() == Job.RUNNING).findFirst().orElseThrow(
                        () -> new AssertionError("the run executes in an Eclipse Job"));
        running.cancel();
        assertTrue(wb.waitUntil(() -> driver().status() == RunDriver.Status.PAUSED), "Cancel pauses the run");
        showPart("org.gridbench.ui.part.market");
        wb.settle();
        wb.screenshot(SHOTS.resolve("market.png").toFile());
        showPart("org.gridbench.ui.part.metrics");
        wb.settle();
        assertTrue(session().history().orElseThrow().frames().size() > 5, "frames gathered while paced");
        wb.screenshot(SHOTS.resolve("metrics.png").toFile());
        MetricsChartPart metricsPart = part("org.gridbench.ui.part.metrics", MetricsChartPart.class);
        XYChart chart = wb.ui(metricsPart::build);
        assertEquals("simulated time (ticks of 1 min)", chart.getXAxisTitle());
        // a step line keeps a sample only where the value changed, so its points may be fewer than its samples
        java.util.Optional<XYSeriesRenderStyle> step = java.util.Optional.of(XYSeriesRenderStyle.Step);
        java.util.Optional<XYSeriesRenderStyle> alone = java.util.Optional.of(XYSeriesRenderStyle.Scatter);
        assertTrue(chart.getSeriesCollection().stream().allMatch(series -> series.getXYSeriesRenderStyle().equals(step)
                || series.getXYSeriesRenderStyle().equals(alone) && series.getXData().length < MetricsChartPart
                        .STEP_SAMPLES && series.getName().matches("(?s).*\\n" + series.getXData().length
                                + " samples?")),
                "sampled measures are drawn as steps, not slopes between samples, or as few samples alone");
        List<XYSeries> drawn = List.copyOf(chart.getSeriesCollection());
        assertEquals(step, drawn.get(drawn.size() - 1).getXYSeriesRenderStyle(),
                "the paced market run, sampled every tick and then at a doubling step, is a step line");
        showPart("org.gridbench.ui.part.valuecurve");
        press("pickRunning", MetricsChartPart.CONTROL_KEY);
        ValueCurvePart curve = part("org.gridbench.ui.part.valuecurve", ValueCurvePart.class);
        assertTrue(wb.waitUntil(() -> curve.reading().startsWith("projected SLR")), wb.ui(curve::reading));
        wb.settle();
        wb.screenshot(SHOTS.resolve("valuecurve.png").toFile());
        Path sweep = workspace.resolve("sweep-for-results");
        ByteArrayOutputStream ignored = new ByteArrayOutputStream();
        assertEquals(Cli.OK, Cli.standard(RegistryFactory.getRegistry()).run(new String[] { "market", "--policies",
                "PVR,FIFO,EDF", "--loads", "1.0,1.5,2.0", "--workloads", "1", "--jobs", "100", "--out",
                sweep.toString() }, new Console(new PrintStream(ignored, true), new PrintStream(ignored, true))));
        showPart("org.gridbench.ui.part.results");
        ResultsPart resultsPart = part("org.gridbench.ui.part.results", ResultsPart.class);
        Button exportSweep = control(Button.class, "exportSweep", MetricsChartPart.CONTROL_KEY);
        assertFalse(wb.ui(exportSweep::isEnabled), "no sweep chart to export before a sweep is opened");
        assertFalse(wb.ui(() -> resultsPart.sweepChart().getStyler().isLegendVisible()),
                "the empty sweep chart shows its title alone, not a nameless line at 0");
        assertTrue(wb.ui(() -> resultsPart.openSweep(sweep)));
        assertTrue(wb.ui(exportSweep::isEnabled));
        assertTrue(wb.ui(() -> resultsPart.sweepChart().getStyler().isLegendVisible()));
        XYChart plotted = wb.ui(resultsPart::sweepChart);
        assertEquals("Sweep sweep-for-results: mean " + MarketMetrics.VALUE_FRACTION, plotted.getTitle(),
                "market.csv's value_fraction is named as the runs' tables and the Sweep view name it");
        assertEquals(MarketMetrics.VALUE_FRACTION, plotted.getYAxisTitle());
        assertTrue(!wb.ui(() -> resultsPart.openSweep(workspace)), "a folder without market.csv is refused");
        wb.settle();
        Thread.sleep(500);
        wb.settle();
        wb.screenshot(SHOTS.resolve("results.png").toFile());

        Combo fastest = control(Combo.class, "speed");
        wb.run(() -> {
            fastest.select(fastest.getItemCount() - 1);
            fastest.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
        });
        open("market-paper-week.gridbench.json", "live-paper-week-2.gridbench.json");
        EventLog log = wb.app.getContext().get(EventLog.class);
        List<LogEntry> before = log.entries();
        LogEntry lastBefore = before.isEmpty() ? null : before.get(before.size() - 1);
        press("run");
        assertTrue(wb.waitUntil(() -> session().isOf(workspace.resolve("live-paper-week-2.gridbench.json"))
                && driver().status() == RunDriver.Status.ENDED, 120));
        wb.settle();
        String fastRun = driver().run().title();
        Text jobField = control(Text.class, "job", MetricsChartPart.CONTROL_KEY);
        List<String> ids = ((MarketScenarioRun) driver().run()).scenario().workload().jobs().stream()
                .map(j -> j.id()).toList();
        String completed = ids.stream().filter(id -> {
            wb.run(() -> jobField.setText(id));
            return wb.ui(curve::reading).startsWith("completed at SLR ");
        }).findFirst().orElseThrow(() -> new AssertionError("no completed job in the ended run"));
        XYChart completedCurve = wb.ui(curve::build);
        assertEquals(List.of("value curve", "completed"), completedCurve.getSeriesCollection().stream()
                .map(series -> series.getName()).toList(), completed + ": what it earned, no value left to shade");
        assertTrue(wb.ui(curve::reading).matches("completed at SLR \\d+\\.\\d{3}: earned [\\d,.]+ of [\\d,.]+"),
                wb.ui(curve::reading));
        assertEquals(1.0, completedCurve.getStyler().getXAxisMin(), "the curve is undefined below an SLR of 1");
        assertTrue(wb.waitUntil(() -> endsLoggedAfter(log, lastBefore) > 0), "the Event Log logs the run's end");
        wb.settle();
        assertEquals(1L, endsLoggedAfter(log, lastBefore), "the Event Log logs the end of a run as fast as possible once");
        assertEquals(1L, (long) wb.ui(() -> session().results().stream().filter(r -> r.file().equals(
                "live-paper-week-2.gridbench.json")).count()), "a run as fast as possible gives one result: " + fastRun);
        Table rows = control(Table.class, "results-market", MetricsChartPart.CONTROL_KEY);
        assertEquals(1L, (long) wb.ui(() -> Arrays.stream(rows.getItems()).filter(i -> i.getText(2).equals(
                "live-paper-week-2")).count()), "one Results row for the run as fast as possible");
        String events = wb.ui(() -> Arrays.stream(rows.getItems()).filter(i -> i.getText(2).equals(
                "live-paper-week-2")).findFirst().orElseThrow().getText(4));
        assertEquals("end time (min)", wb.ui(() -> rows.getColumn(3).getText()), "the end time's unit");
        assertEquals(HumanNumbers.format(driver().frame().events()), events, "events grouped as the Run view writes"
                + " them (the CSV keeps the digits alone)");
        press("exportCsv", MetricsChartPart.CONTROL_KEY);
        Map<String, Double> measured = driver().frame().metrics();
        try (java.io.Reader in = Files.newBufferedReader(workspace.resolve("results/runs.csv"))) {
            CSVRecord row = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get().parse(in)
                    .stream().filter(r -> r.get("file").equals("live-paper-week-2.gridbench.json")).findFirst()
                    .orElseThrow();
            assertEquals("ticks of 1 min", row.get("time unit"));
            measured.forEach((measure, value) -> {
                assertEquals(value, Double.parseDouble(row.get(measure)), "runs.csv keeps every digit of " + measure);
                assertTrue(!row.get(measure).contains("e") && !row.get(measure).contains("E"), row.get(measure));
            });
        }
    }

    // the tooltips met while the mouse crosses the canvas in steps of 3 pixels, each once
    static List<String> hoverTips(Canvas canvas) {
        Set<String> tips = new LinkedHashSet<>();
        for (int y = 0; y < canvas.getSize().y; y += 3) {
            for (int x = 0; x < canvas.getSize().x; x += 3) {
                org.eclipse.swt.widgets.Event move = new org.eclipse.swt.widgets.Event();
                move.x = x;
                move.y = y;
                canvas.notifyListeners(SWT.MouseMove, move);
                if (canvas.getToolTipText() != null) {
                    tips.add(canvas.getToolTipText());
                }
            }
        }
        return List.copyOf(tips);
    }

    // the Event Log's lines that say a run ended, among those logged after the entry given (the log keeps the latest
    // entries only, so a count over all of them can fall while the run is logged)
    private static long endsLoggedAfter(EventLog log, LogEntry last) {
        List<LogEntry> entries = log.entries();
        int from = 0;
        for (int i = entries.size() - 1; i >= 0 && last != null; i--) {
            if (entries.get(i) == last) {
                from = i + 1;
                break;
            }
        }
        return entries.subList(from, entries.size()).stream().filter(e -> e.message().contains(" ended at time "))
                .count();
    }
}
