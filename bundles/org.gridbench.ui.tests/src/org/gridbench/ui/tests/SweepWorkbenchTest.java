package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.eclipse.e4.core.commands.ECommandService;
import org.eclipse.e4.core.commands.EHandlerService;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartStack;
import org.eclipse.e4.ui.workbench.IPresentationEngine;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.Text;
import org.gridbench.runs.MarketMetrics;
import org.gridbench.runs.StarsMetrics;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.editor.InvalidScenarioPage;
import org.gridbench.ui.parts.ProblemsPart;
import org.gridbench.ui.run.HumanNumbers;
import org.gridbench.ui.run.RunPart;
import org.gridbench.ui.views.SweepEditor;
import org.gridbench.ui.parts.ExplorerActions;
import org.gridbench.ui.parts.ScenarioExplorerPart;
import org.gridbench.ui.views.MetricsChartPart;
import org.gridbench.ui.views.SweepPart;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.style.lines.SeriesLines;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The sweep editor and the Sweep view, driven as a user would: a sweep file opens on a form whose run count follows
 * the axes, refuses a bad value, saves atomically; a bad file opens on its problems; Run fills the view's table and
 * chart as runs finish, with the rows of the command line's results.csv; Cancel stops it and Resume, after the view
 * was closed and opened again, runs only what is missing.
 */
@ExtendWith(ScreenshotOnFailure.class)
class SweepWorkbenchTest {

    private static final Path SHOTS = Path.of(System.getProperty("gridbench.screenshots", "target/screenshots"));
    private static final Path WORKSPACE = Path.of(System.getProperty("gridbench.workspace")).toAbsolutePath()
            .normalize();

    private final List<Path> opened = new ArrayList<>();

    @AfterEach
    void closeEditors() throws Exception {
        Workbench wb = Workbench.get();
        wb.run(() -> {
            EditorOpener opener = wb.app.getContext().get(EditorOpener.class);
            for (Path file : opened) {
                MPart part = opener.find(file);
                if (part != null) {
                    opener.close(part);
                }
            }
        });
    }

    private static String sweep(String axes) {
        return sweep(axes, 1500);
    }

    /** Runs of {@code jobs} jobs each: more make a sweep last long enough to be cancelled midway. */
    private static String sweep(String axes, int jobs) {
        return """
                {
                  "format": "gridbench-sweep",
                  "version": 1,
                  "experiment": "market",
                  "parameters": { "jobs": %d },
                  "axes": [
                %s
                  ],
                  "seeds": [1],
                  "measures": ["value_fraction", "mean_slr"]
                }
                """.formatted(jobs, axes);
    }

    private MPart open(Workbench wb, String name, String text) throws Exception {
        Path file = WORKSPACE.resolve(name);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        opened.add(file);
        return wb.ui(() -> wb.app.getContext().get(EditorOpener.class).open(file));
    }

    @SuppressWarnings("unchecked")
    private static <T extends Control> T control(Workbench wb, MPart part, String key) {
        return wb.ui(() -> (T) Dialogs.find((Composite) part.getWidget(), Control.class,
                c -> key.equals(c.getData(SweepPart.CONTROL_KEY))));
    }

    private static void type(Workbench wb, Text text, String value) {
        wb.run(() -> text.setText(value));
    }

    private static void press(Workbench wb, Button button) {
        wb.run(() -> button.notifyListeners(SWT.Selection, new Event()));
    }

    private static String status(Workbench wb, MPart part) {
        Label status = control(wb, part, "status");
        return wb.ui(status::getText);
    }

    @Test
    void theFormCountsRunsRefusesABadValueAndSavesAtomically() throws Exception {
        Workbench wb = Workbench.get();
        String before = sweep("""
                    { "parameter": "load", "values": [0.9, 1.2] },
                    { "parameter": "policy", "values": ["FIFO", "PVR"] }""");
        MPart part = open(wb, "form-test.sweep.json", before);
        assertTrue(wb.waitUntil(() -> part.getObject() instanceof SweepEditor e && e.loaded()));
        assertTrue(status(wb, part).startsWith("4 runs (0 finished); no estimate"), status(wb, part));

        type(wb, control(wb, part, "axis.load"), "0.9, 1.2, 1.5");
        assertTrue(status(wb, part).startsWith("6 runs"), status(wb, part));
        assertTrue(wb.ui(part::isDirty), "an edit marks the editor dirty");

        type(wb, control(wb, part, "axis.policy"), "FIFO, NOPE");
        org.eclipse.swt.widgets.List problems = control(wb, part, "problems");
        assertTrue(wb.ui(() -> problems.getItemCount() == 1 && problems.getItem(0).contains("NOPE")),
                () -> wb.ui(() -> List.of(problems.getItems()).toString()));
        Button run = control(wb, part, "run");
        assertFalse(wb.ui(run::isEnabled), "a sweep with a problem cannot run");
        wb.run(() -> wb.window.getContext().get(EPartService.class).savePart(part, false));
        assertEquals(before, Files.readString(WORKSPACE.resolve("form-test.sweep.json")), "not saved with a problem");

        type(wb, control(wb, part, "axis.policy"), "FIFO, PVR, EDF");
        type(wb, control(wb, part, "new.values"), "0, 1");
        wb.run(() -> ((org.eclipse.swt.widgets.Combo) control(wb, part, "new.parameter")).setText("workload"));
        press(wb, control(wb, part, "add"));
        assertTrue(status(wb, part).startsWith("18 runs"), status(wb, part));
        wb.run(() -> wb.window.getContext().get(EPartService.class).savePart(part, false));
        assertFalse(wb.ui(part::isDirty), "saved");
        Path file = WORKSPACE.resolve("form-test.sweep.json");
        JsonNode axes = new ObjectMapper().readTree(Files.readString(file)).get("axes");
        assertEquals(List.of("load", "policy", "workload"), Stream.of(0, 1, 2).map(i -> axes.get(i).get("parameter")
                .asText()).toList());
        assertEquals("[0.9,1.2,1.5]", axes.get(0).get("values").toString());
        assertEquals(before, Files.readString(file.resolveSibling("form-test.sweep.json.bak")),
                "the previous version is kept");
        wb.settle();
        wb.screenshot(SHOTS.resolve("sweep-editor.png").toFile());
    }

    @Test
    void theNewAxisListOffersAnExperimentsParametersWithoutDefaultsToo() throws Exception {
        Workbench wb = Workbench.get();
        MPart part = open(wb, "stars-test.sweep.json", """
                {"format": "gridbench-sweep", "version": 1, "experiment": "stars",
                 "parameters": {"policy": "MMP", "nodes": 100},
                 "axes": [{"parameter": "sfmax", "values": [20, 50]}]}
                """);
        assertTrue(wb.waitUntil(() -> part.getObject() instanceof SweepEditor e && e.loaded()));
        org.eclipse.swt.widgets.Combo parameter = control(wb, part, "new.parameter");
        List<String> items = wb.ui(() -> List.of(parameter.getItems()));
        assertEquals(List.of("policy", "nodes", "mode", "sfmax"), items.subList(0, 4), items.toString());
        assertTrue(items.containsAll(List.of("beta", "churn", "user-fraction")) && !items.contains("seed"),
                items.toString());
        assertTrue(status(wb, part).startsWith("2 runs"), status(wb, part));
        Text measures = control(wb, part, "measures");
        assertEquals("", wb.ui(measures::getText), "the file names no measure");
        String hint = wb.ui(measures::getMessage);
        assertTrue(hint.startsWith("empty: every measure a run reports ("),
                "the empty field says what it stands for: " + hint);
        assertTrue(hint.contains("requests (" + StarsMetrics.SUBMITTED_REQUESTS + "), allocatedRequests ("
                + StarsMetrics.ALLOCATED_REQUESTS + "), submittedTasks"), "each key to type, with the name the Sweep"
                        + " and Results views show: " + hint);
        List<String> tip = wb.ui(measures::getToolTipText).lines().toList();
        assertEquals("empty: every measure a run reports:", tip.get(0), "the whole list, where the field cuts it");
        assertEquals(17, tip.size(), "a measure a line: " + tip);
        assertTrue(tip.contains("allocationTimeMean (" + StarsMetrics.MEAN_ALLOCATION_TIME + ")"), tip.toString());
    }

    /**
     * A sweep with a Latin-1 byte opened on an empty text and the problems of an empty document, the file's own problem
     * unsaid: the reader's problem with the file now comes first, at the byte, beside the text to fix.
     */
    @Test
    void aSweepThatIsNotUtf8OpensOnItsFirstBadByteAndItsText() throws Exception {
        Workbench wb = Workbench.get();
        String text = sweep("""
                    { "parameter": "policy", "values": ["FIFO"] }""").replace("\"version\": 1,",
                "\"version\": 1,\n  \"description\": \"Caf\u00e9\",");
        Path file = WORKSPACE.resolve("latin1-test.sweep.json");
        Files.write(file, text.getBytes(StandardCharsets.ISO_8859_1));
        opened.add(file);
        MPart part = wb.ui(() -> wb.app.getContext().get(EditorOpener.class).open(file));
        assertTrue(wb.waitUntil(() -> part.getObject() instanceof SweepEditor));
        assertFalse(wb.ui(() -> ((SweepEditor) part.getObject()).loaded()));
        org.eclipse.swt.widgets.List problems = wb.ui(() -> Dialogs.find((Composite) part.getWidget(),
                org.eclipse.swt.widgets.List.class, l -> l.getItemCount() > 0));
        assertEquals(List.of(file + ":4:22: (file): cannot be read: it is not UTF-8 text: byte 0xE9 here is not part of"
                + " a UTF-8 character; save the file as UTF-8"), wb.ui(() -> List.of(problems.getItems())));
        StyledText source = wb.ui(() -> Dialogs.find((Composite) part.getWidget(), StyledText.class,
                t -> "source".equals(t.getData(InvalidScenarioPage.CONTROL_KEY))));
        assertEquals(text.replace('\u00e9', '\uFFFD'), wb.ui(source::getText), "the text, the bad byte as U+FFFD");
    }

    @Test
    void aBadFileOpensOnItsProblemsAtTheirLines() throws Exception {
        Workbench wb = Workbench.get();
        MPart part = open(wb, "bad-test.sweep.json", sweep("""
                    { "parameter": "load", "values": [0.9, -1] },
                    { "parameter": "policy", "values": ["FIFO"] }"""));
        assertTrue(wb.waitUntil(() -> part.getObject() instanceof SweepEditor));
        assertFalse(wb.ui(() -> ((SweepEditor) part.getObject()).loaded()));
        org.eclipse.swt.widgets.List problems = wb.ui(() -> Dialogs.find((Composite) part.getWidget(),
                org.eclipse.swt.widgets.List.class, l -> l.getItemCount() > 0));
        String first = wb.ui(() -> problems.getItem(0));
        assertTrue(first.contains("bad-test.sweep.json:7:") && first.contains("axes[0].values[1]"), first);

        // a document that does not read is in the Problems view without being opened
        Path unread = WORKSPACE.resolve("unread-test.sweep.json");
        Files.writeString(unread, sweep("""
                    { "parameter": "load", "values": [0.9] }""").replace("\"seeds\": [1]", "\"seeds\": [\"one\"]"));
        MPart view = wb.ui(() -> (MPart) wb.app.getContext().get(EModelService.class).find(ProblemsPart.ID, wb.app));
        // the part in front of the Problems view's stack, put back after: a shown Problems view rechecks the
        // workspace at every change, which later tests must not pay for
        Object front = wb.ui(() -> ((MPartStack) (Object) view.getParent()).getSelectedElement());
        try {
            wb.run(() -> wb.window.getContext().get(EPartService.class).showPart(view,
                    EPartService.PartState.VISIBLE));
            ProblemsPart listed = wb.ui(() -> (ProblemsPart) view.getObject());
            assertTrue(wb.waitUntil(() -> listed.problems().stream().anyMatch(p -> p.source().equals(
                    unread.toString()) && p.line() == 9 && p.field().equals("seeds[0]"))),
                    () -> "the Problems view lists " + wb.ui(listed::problems));
        } finally {
            Files.deleteIfExists(unread);
            if (front instanceof MPart previous && previous != view) {
                wb.run(() -> wb.window.getContext().get(EPartService.class).showPart(previous,
                        EPartService.PartState.VISIBLE));
            }
        }
    }

    /**
     * The Run view's Run with a sweep's editor in front only wrote to the Event Log while F11 ran the sweep; it now
     * runs the sweep as F11 does, and the steps, which a sweep has not, are greyed out with a tooltip saying why.
     */
    @Test
    void theRunViewsRunWithASweepInFrontRunsTheSweepAsF11Does() throws Exception {
        Workbench wb = Workbench.get();
        MPart part = open(wb, "run-view-test.sweep.json", sweep("""
                    { "parameter": "policy", "values": ["FIFO"] }"""));
        assertTrue(wb.waitUntil(() -> part.getObject() instanceof SweepEditor e && e.loaded()));
        MPart view = sweepView(wb);
        assertTrue(wb.waitUntil(() -> !(view.getObject() instanceof SweepPart p) || !p.running(), 120),
                "no other sweep is running");
        wb.showPart("org.gridbench.ui.part.run");
        Button run = wb.ui(() -> FastRun.runControl(wb, Button.class, "run"));
        Button step = wb.ui(() -> FastRun.runControl(wb, Button.class, "step"));
        assertTrue(wb.waitUntil(() -> !step.isEnabled()), "Step is greyed out with a sweep in front");
        assertEquals("Greyed out: " + RunPart.SWEEP_RUNS_WHOLE, wb.ui(step::getToolTipText));
        // GTK shows no tooltip over a greyed-out button (hovered in the product, none came): the view says it
        Label why = wb.ui(() -> FastRun.runControl(wb, Label.class, "greyed"));
        assertTrue(wb.ui(why::isVisible), "the Run view says why the steps are greyed out");
        assertEquals(RunPart.STEPS_GREYED + RunPart.SWEEP_RUNS_WHOLE, wb.ui(why::getText));
        assertTrue(wb.ui(() -> why.getSize().y >= why.computeSize(why.getSize().x, SWT.DEFAULT).y),
                "its lines are whole at " + wb.ui(why::getSize));
        assertFalse(wb.ui(() -> FastRun.runControl(wb, Button.class, "decision").isEnabled()));
        assertTrue(wb.ui(run::isEnabled));
        press(wb, run);
        assertTrue(wb.waitUntil(() -> Files.isRegularFile(WORKSPACE.resolve("run-view-test-results").resolve(
                "results.csv")), 120), "the Run view's Run ran the sweep in front into its folder");
        SweepPart sweep = wb.ui(() -> (SweepPart) view.getObject());
        assertTrue(wb.waitUntil(() -> !sweep.running()));
        wb.run(() -> wb.app.getContext().get(EditorOpener.class).open(WORKSPACE.resolve(
                "market-two-clusters.gridbench.json")));
        wb.settle();
        assertFalse(wb.ui(why::isVisible), "a scenario in front: the steps are offered and the line goes");
    }

    /** The explorer's Run on a sweep file was greyed out; it now starts the sweep as its editor's Run button does. */
    @Test
    void theExplorersRunStartsASweepInTheSweepView() throws Exception {
        Workbench wb = Workbench.get();
        Path file = WORKSPACE.resolve("explorer-run-test.sweep.json");
        Files.writeString(file, sweep("""
                    { "parameter": "policy", "values": ["FIFO", "PVR"] }"""));
        ExplorerActions actions = wb.ui(() -> ((ScenarioExplorerPart) ((MPart) wb.app.getContext().get(
                EModelService.class).find("org.gridbench.ui.part.explorer", wb.app)).getObject()).actions());
        wb.run(() -> actions.run(file.toAbsolutePath().normalize()));
        Path folder = WORKSPACE.resolve("explorer-run-test-results");
        assertTrue(wb.waitUntil(() -> Files.isRegularFile(folder.resolve("results.csv")), 120),
                "the sweep ran into its folder from the explorer");
        MPart view = sweepView(wb);
        SweepPart sweep = wb.ui(() -> (SweepPart) view.getObject());
        assertTrue(wb.waitUntil(() -> !sweep.running()));
        assertEquals(2, runFiles(folder).size(), "two runs: FIFO and PVR");
    }

    /** Run > Run Scenario in Front (F11) was greyed out with a sweep's editor in front; it now starts the sweep. */
    @Test
    void runInFrontStartsTheSweepOfTheEditorInFront() throws Exception {
        Workbench wb = Workbench.get();
        MPart part = open(wb, "f11-test.sweep.json", sweep("""
                    { "parameter": "policy", "values": ["SRTF"] }"""));
        assertTrue(wb.waitUntil(() -> part.getObject() instanceof SweepEditor e && e.loaded()));
        MPart view = sweepView(wb);
        assertTrue(wb.waitUntil(() -> !(view.getObject() instanceof SweepPart p) || !p.running(), 120),
                "no other sweep is running");
        wb.run(() -> {
            IEclipseContext context = wb.window.getContext();
            EHandlerService handlers = context.get(EHandlerService.class);
            var command = context.get(ECommandService.class).createCommand("org.gridbench.ui.command.runFront", null);
            assertTrue(handlers.canExecute(command), "Run in front is offered with a sweep in front");
            handlers.executeHandler(command);
        });
        assertTrue(wb.waitUntil(() -> Files.isRegularFile(WORKSPACE.resolve("f11-test-results").resolve(
                "results.csv")), 120), "the sweep in front ran into its folder");
    }

    @Test
    void runFillsTheViewCancelStopsAndResumeRunsOnlyWhatIsMissing() throws Exception {
        Workbench wb = Workbench.get();
        MPart editor = open(wb, "view-test.sweep.json", sweep("""
                    { "parameter": "load", "values": [0.8, 1.0, 1.2, 1.4] },
                    { "parameter": "policy", "values": ["FIFO", "SRTF", "PVR"] }""", 6000));
        assertTrue(wb.waitUntil(() -> editor.getObject() instanceof SweepEditor e && e.loaded()));
        Path folder = WORKSPACE.resolve("view-test-results");
        String asWritten = Files.readString(WORKSPACE.resolve("view-test.sweep.json"));
        wb.run(() -> ((org.eclipse.swt.widgets.Spinner) control(wb, editor, "threads")).setSelection(1));
        press(wb, control(wb, editor, "run"));
        assertEquals(asWritten, Files.readString(WORKSPACE.resolve("view-test.sweep.json")),
                "Run leaves an unedited file as it is written, not reformatted");
        assertFalse(Files.exists(WORKSPACE.resolve("view-test.sweep.json.bak")), "nor backed up");
        MPart view = sweepView(wb);
        Table table = control(wb, view, "table");
        assertTrue(wb.waitUntil(() -> table.getItemCount() >= 2 && table.getItemCount() < 12, 120),
                "the table fills while runs go on");
        Label progress = control(wb, view, "progress");
        assertTrue(wb.ui(progress::getText).matches("sweep: \\d+ done, \\d running, 0 failed, \\d+ waiting, .*"),
                wb.ui(progress::getText));
        press(wb, control(wb, view, "cancel"));
        SweepPart sweep = wb.ui(() -> (SweepPart) view.getObject());
        assertTrue(wb.waitUntil(() -> !sweep.running()), "Cancel stops the sweep");
        Map<Path, FileTime> before = runFiles(folder);
        assertTrue(before.size() >= 2 && before.size() < 12, before.keySet().toString());
        assertTrue(wb.ui(progress::getText).endsWith("cancelled: Resume runs the rest"), wb.ui(progress::getText));

        // closed and opened again, the view shows the last sweep from the preferences, as after a restart
        wb.run(() -> wb.window.getContext().get(EPartService.class).hidePart(view));
        MPart again = wb.ui(() -> wb.window.getContext().get(EPartService.class).showPart(SweepPart.ID,
                EPartService.PartState.VISIBLE));
        Table restored = control(wb, again, "table");
        assertEquals(before.size(), (int) wb.ui(restored::getItemCount), "the finished runs are shown again");
        press(wb, control(wb, again, "resume"));
        SweepPart resumed = wb.ui(() -> (SweepPart) again.getObject());
        assertTrue(wb.waitUntil(() -> !resumed.running() && restored.getItemCount() == 12, 180),
                "Resume finishes the sweep");
        assertTrue(wb.waitUntil(() -> Files.isRegularFile(folder.resolve("market.csv"))));
        assertTrue(wb.waitUntil(() -> status(wb, editor).equals("12 runs (12 finished); all in view-test-results")),
                "the editor's status follows the sweep without being activated: " + status(wb, editor));
        Map<Path, FileTime> after = runFiles(folder);
        assertEquals(12, after.size());
        before.forEach((file, time) -> assertEquals(time, after.get(file), file + " was not run again"));

        List<CSVRecord> csv = CSVFormat.RFC4180.builder().setHeader().get().parse(new StringReader(Files
                .readString(folder.resolve("results.csv")))).getRecords();
        List<String> keys = List.of(Files.readString(folder.resolve("results.csv")).lines().findFirst().orElseThrow()
                .split(","));
        assertTrue(keys.containsAll(List.of("value_fraction", "mean_slr")), "results.csv keeps the keys: " + keys);
        List<List<String>> shown = wb.ui(() -> Stream.of(restored.getItems()).map(item -> {
            List<String> row = new ArrayList<>();
            for (int c = 0; c < restored.getColumnCount(); c++) {
                row.add(item.getText(c));
            }
            return row;
        }).toList());
        // the measures (between status and message) as the Results view writes them, the run by its short id
        List<List<String>> expected = csv.stream().map(r -> {
            List<String> row = new ArrayList<>(r.toList());
            row.set(0, row.get(0).substring(0, 7));
            for (int c = keys.indexOf("status") + 1; c < keys.indexOf("message"); c++) {
                row.set(c, row.get(c).isEmpty() ? "" : HumanNumbers.format(Double.parseDouble(row.get(c))));
            }
            return row;
        }).toList();
        assertEquals(expected, shown, "the table holds the rows of results.csv, numbers as the Results view has them");
        int fraction = keys.indexOf("value_fraction");
        wb.run(() -> Dialogs.pointAt(restored, 0, fraction));
        assertEquals(csv.get(0).get(fraction), wb.ui(restored::getToolTipText),
                "a measure's cell has the file's every digit in its tooltip");
        List<String> headings = wb.ui(() -> Stream.of(restored.getColumns()).map(c -> c.getText().replace('\n', ' '))
                .toList());
        assertEquals(keys.stream().map(k -> switch (k) {
        case "value_fraction" -> MarketMetrics.VALUE_FRACTION;
        case "mean_slr" -> MarketMetrics.MEAN_SLR;
        default -> k;
        }).toList(), headings, "each measure under the name live runs give it (wrapped at spaces), the other "
                + "columns as results.csv");
        assertEquals("results.csv: value_fraction", wb.ui(() -> restored.getColumn(keys.indexOf("value_fraction"))
                .getToolTipText()), "the heading's tooltip gives the file's key");
        wb.settle();
        wb.screenshot(SHOTS.resolve("sweep-view.png").toFile());
        XYChart byLoad = wb.ui(resumed::chart);
        assertTrue(byLoad.getTitle().startsWith(MarketMetrics.VALUE_FRACTION + ": "), byLoad.getTitle());
        assertEquals(MarketMetrics.VALUE_FRACTION, byLoad.getYAxisTitle(), "the measure by its name, not its key");
        assertEquals(0, byLoad.getStyler().getXAxisLabelRotation(), "numbers on the x axis lie flat");
        assertEquals(List.of("FIFO", "SRTF", "PVR"), byLoad.getSeriesCollection().stream().map(s -> s.getName())
                .toList(), "a line per policy, named by the policy alone");
        assertTrue(byLoad.getTitle().endsWith(": one run per point"), "load x policy against load by policy, one "
                + "seed: nothing is averaged, and the title says so: " + byLoad.getTitle());

        org.eclipse.swt.widgets.Combo against = control(wb, again, "x");
        wb.run(() -> {
            against.select(against.indexOf("policy"));
            against.notifyListeners(SWT.Selection, new Event());
        });
        XYChart byPolicy = wb.ui(resumed::chart);
        assertEquals(90, byPolicy.getStyler().getXAxisLabelRotation(), "names on the x axis stand upright");
        assertTrue(byPolicy.getTitle().endsWith(": mean over 4 values of load"),
                "against the policy in one line, the four loads are averaged, and the title says so: "
                        + byPolicy.getTitle());
        assertEquals(List.of(MarketMetrics.VALUE_FRACTION), byPolicy.getSeriesCollection().stream().map(s -> s
                .getName()).toList(), "one line, named by the measure's name, not its key");
        assertEquals(List.of("FIFO", "SRTF", "PVR"), Stream.of(0.0, 1.0, 2.0).map(byPolicy.getStyler()
                .getxAxisTickLabelsFormattingFunction()).toList(), "each name at its index");
        assertTrue(byPolicy.getSeriesCollection().stream().allMatch(s -> s.getLineStyle() == SeriesLines.NONE),
                "points against names are not joined: policies have no order to draw a trend along");
        assertTrue(byLoad.getSeriesCollection().stream().allMatch(s -> s.getLineStyle() != SeriesLines.NONE),
                "points against a load are");
        wb.settle();
        wb.screenshot(SHOTS.resolve("sweep-view-by-policy.png").toFile());
        press(wb, control(wb, again, "export"));
        org.eclipse.swt.widgets.Combo shownMeasure = control(wb, again, "measure");
        assertEquals(List.of(MarketMetrics.VALUE_FRACTION, MarketMetrics.MEAN_SLR), wb.ui(() -> List.of(
                shownMeasure.getItems())), "the measures offered by their names");
        String base = "value-fraction-by-policy";
        for (String type : List.of(".png", ".svg")) {
            assertTrue(Files.size(folder.resolve("charts").resolve(base + type)) > 0, "Export wrote " + base + type
                    + " into the sweep's folder");
        }

        Shell shell = (Shell) wb.window.getWidget();
        Rectangle bounds = wb.ui(shell::getBounds);
        At1280 at1280 = new At1280(wb);
        try {
            wb.run(() -> shell.setBounds(At1280.SCREEN));
            at1280.shootPart("sweep", (Composite) wb.ui(again::getWidget));
            for (String name : List.of("measure", "x", "lines")) {
                org.eclipse.swt.widgets.Combo combo = control(wb, again, name);
                assertTrue(wb.ui(() -> combo.getSize().x + 1 >= combo.computeSize(SWT.DEFAULT, SWT.DEFAULT).x),
                        name + ": '" + wb.ui(combo::getText) + "' is cut at 1280 x 800");
            }
            // maximized (Ctrl+M tags the stack so), the chart against the policy has room for its title
            List<String> stack = wb.ui(() -> again.getParent().getTags());
            wb.run(() -> stack.add(IPresentationEngine.MAXIMIZED));
            wb.settle();
            at1280.shootPart("sweep-maximized", (Composite) wb.ui(again::getWidget));
            wb.run(() -> stack.remove(IPresentationEngine.MAXIMIZED));
            wb.settle();
        } finally {
            wb.run(() -> shell.setBounds(bounds));
        }
        assertEquals(List.of(), at1280.clipped(), "the Sweep view's labels and buttons fit at 1280 x 800");

        // a market run's measures in the Results view carry the names the Sweep view gave the sweep's columns
        Path scenario = WORKSPACE.resolve("market-two-clusters.gridbench.json");
        opened.add(scenario);
        FastRun.toEnd(wb, scenario);
        wb.showPart("org.gridbench.ui.part.results");
        Table results = wb.ui(() -> Dialogs.find((Shell) wb.window.getWidget(), Table.class,
                c -> "results-market".equals(c.getData(MetricsChartPart.CONTROL_KEY))));
        List<String> resultsHeadings = wb.ui(() -> Stream.of(results.getColumns()).map(TableColumn::getText)
                .toList());
        for (String key : List.of("value_fraction", "mean_slr")) {
            assertTrue(resultsHeadings.contains(headings.get(keys.indexOf(key))), key + ": the Sweep view's '"
                    + headings.get(keys.indexOf(key)) + "' is a column of the Results view too: " + resultsHeadings);
        }
    }

    private static MPart sweepView(Workbench wb) {
        return wb.ui(() -> (MPart) wb.app.getContext().get(EModelService.class).find(SweepPart.ID, wb.app));
    }

    private static Map<Path, FileTime> runFiles(Path folder) throws Exception {
        Map<Path, FileTime> times = new HashMap<>();
        try (Stream<Path> files = Files.list(folder.resolve("runs"))) {
            for (Path file : files.filter(p -> p.toString().endsWith(".json")).toList()) {
                times.put(file, Files.getLastModifiedTime(file));
            }
        }
        return times;
    }
}
