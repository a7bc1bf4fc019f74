package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

import org.eclipse.core.runtime.RegistryFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.gridbench.cli.Cli;
import org.gridbench.cli.Console;
import org.gridbench.runs.MarketMetrics;
import org.gridbench.runs.RunDriver;
import org.gridbench.runs.StarsMetrics;
import org.gridbench.runs.TreesMetrics;
import org.gridbench.runs.plugins.PluginInstaller;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.run.HumanNumbers;
import org.gridbench.ui.run.RunPart;
import org.gridbench.ui.run.RunSession;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Runs the market, trees and STaRS examples from the Run view at two speeds, animated, and checks that every headline
 * measure it shows at the end is, to the last digit, what {@code ./gridbench run --json} prints for the same file.
 */
@ExtendWith(ScreenshotOnFailure.class)
class MeasuresAgreeTest {

    /** Leaves no ended run behind for the tests that wait for theirs to end. */
    @AfterEach
    void closeTheRun() throws InterruptedException {
        Workbench wb = Workbench.get();
        wb.run(() -> wb.app.getContext().get(RunSession.class).close());
    }

    @ParameterizedTest(name = "{0} at {1}")
    @CsvSource({ "market-two-clusters, '10,000x'", "market-two-clusters, as fast as possible",
            "trees-two-level, '10,000x'", "trees-two-level, as fast as possible",
            "trees-star, '10,000x'", "trees-star, as fast as possible",
            "stars-overlay-64, '10,000x'", "stars-overlay-64, as fast as possible" })
    void theRunViewShowsTheCommandLinesMeasuresWhateverTheSpeed(String example, String speed) throws Exception {
        Workbench wb = Workbench.get();
        Path file = Path.of(System.getProperty("gridbench.workspace")).resolve(example + ".gridbench.json")
                .toAbsolutePath().normalize();
        RunSession session = wb.ui(() -> wb.app.getContext().get(RunSession.class));
        wb.run(() -> wb.app.getContext().get(EditorOpener.class).open(file));
        wb.settle();
        wb.run(() -> {
            Combo speeds = runControl(wb, Combo.class, "speed");
            speeds.select(Arrays.asList(RunPart.SPEED_LABELS).indexOf(speed));
            speeds.notifyListeners(SWT.Selection, new Event());
            Button animate = runControl(wb, Button.class, "animate");
            animate.setSelection(true);
            animate.notifyListeners(SWT.Selection, new Event());
            runControl(wb, Button.class, "run").notifyListeners(SWT.Selection, new Event());
        });
        assertTrue(wb.waitUntil(() -> session.isOf(file) && session.driver().map(d -> d.status()
                == RunDriver.Status.ENDED).orElse(false), 120), example + " ended at " + speed);
        wb.settle();
        Map<String, Double> frame = wb.ui(() -> session.driver().orElseThrow().frame().metrics());
        Map<String, String> shown = wb.ui(() -> shownMeasures(wb));
        JsonNode cli = new ObjectMapper().readTree(cliRun(wb, file));
        Map<String, Double> expected = example.startsWith("market") ? market(cli)
                : example.startsWith("trees") ? trees(cli) : stars(cli);
        expected.forEach((measure, value) -> {
            assertEquals(value, frame.get(measure), () -> measure + " in the run's frame at " + speed);
            assertEquals(HumanNumbers.format(value), shown.get(measure), () -> measure + " in the Run view at " + speed);
        });
    }

    /** The market's headline measures (section VI) under the names the Run view gives them. */
    private static Map<String, Double> market(JsonNode cli) {
        Map<String, Double> m = new LinkedHashMap<>();
        m.put(MarketMetrics.VALUE_FRACTION, cli.path("valueFraction").doubleValue());
        m.put(MarketMetrics.VALUE_CAPTURED, cli.path("earnedValue").doubleValue());
        m.put(MarketMetrics.MEAN_SLR, cli.path("meanSlr").doubleValue());
        m.put(MarketMetrics.UTILISATION, cli.path("utilisation").doubleValue());
        return m;
    }

    /** The trees run's fair throughputs and per-application rates (section 5.1.1). */
    private static Map<String, Double> trees(JsonNode cli) {
        Map<String, Double> m = new LinkedHashMap<>();
        m.put(TreesMetrics.EXPERIMENTAL_FAIR_THROUGHPUT, cli.path("experimentalFairThroughput").doubleValue());
        m.put(TreesMetrics.LP_FAIR_THROUGHPUT, cli.path("lpFairThroughput").doubleValue());
        m.put(TreesMetrics.MAKESPAN, cli.path("makespan").doubleValue());
        m.put(TreesMetrics.TASKS_COMPUTED, cli.path("tasks").doubleValue());
        cli.path("observedRates").properties().forEach(rate -> m.put(TreesMetrics.observedRate(rate.getKey()),
                rate.getValue().doubleValue()));
        return m;
    }

    /** STaRS's headline measures (Celaya, section 8.2) and the counts beside them. */
    private static Map<String, Double> stars(JsonNode cli) {
        Map<String, Double> m = new LinkedHashMap<>();
        m.put(StarsMetrics.MEAN_ALLOCATION_TIME, cli.path("allocationTime").path("mean").doubleValue());
        m.put(StarsMetrics.FINISHED_COMPUTATION, cli.path("finishedComputation").doubleValue());
        m.put(StarsMetrics.MAKESPAN, cli.path("makespan").doubleValue());
        m.put(StarsMetrics.ALLOCATED_REQUESTS, cli.path("allocatedRequests").doubleValue());
        m.put(StarsMetrics.FINISHED_TASKS, cli.path("finishedTasks").doubleValue());
        m.put(StarsMetrics.MESSAGES, cli.path("messages").doubleValue());
        m.put(StarsMetrics.MAX_SLOWNESS, cli.path("maxSlowness").doubleValue());
        return m;
    }

    private static String cliRun(Workbench wb, Path file) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PluginInstaller installer = wb.ui(() -> wb.app.getContext().get(PluginInstaller.class));
        int code = Cli.standard(RegistryFactory.getRegistry(), installer).run(new String[] { "run", file.toString(),
                "--json" }, new Console(new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8)));
        assertEquals(Cli.OK, code, err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    private static Map<String, String> shownMeasures(Workbench wb) {
        Map<String, String> shown = new LinkedHashMap<>();
        for (TableItem row : runControl(wb, Table.class, "metrics").getItems()) {
            shown.put(row.getText(0), row.getText(1));
        }
        return shown;
    }

    private static <T extends Control> T runControl(Workbench wb, Class<T> type, String name) {
        return Dialogs.find((Shell) wb.window.getWidget(), type, c -> name.equals(c.getData(RunPart.CONTROL_KEY)));
    }
}
