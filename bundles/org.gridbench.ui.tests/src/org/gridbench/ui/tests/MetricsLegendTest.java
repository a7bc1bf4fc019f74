package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.font.FontRenderContext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.gridbench.runs.MarketMetrics;
import org.gridbench.ui.run.RunResult;
import org.gridbench.ui.run.RunSession;
import org.gridbench.ui.views.ChartFit;
import org.gridbench.ui.views.MetricsChartPart;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/**
 * The Metrics view in the Editing perspective as shipped, at 1280 x 800, comparing five runs: its legend stays in
 * sight beside the plot and names each run whole, by the number the Results view's "no." column gives it and by its
 * policy (runs of one scenario) or by what tells its scenario apart (runs of several); pictures
 * {@code target/views/metrics-legend.png} and {@code target/views/metrics-legend-scenarios.png}.
 */
@ExtendWith(ScreenshotOnFailure.class)
class MetricsLegendTest {

    /** XChart cuts a legend's line wider than this share of the chart's width (Legend_'s own ratio). */
    private static final double XCHART_LABEL_SHARE = 0.45;
    private static final int COMPARED = 5;

    @Test
    void fiveRunsOfOneScenarioAreNamedByTheirPolicyInALegendThatStaysAt1280x800() throws Exception {
        List<String> policies = List.of("PVR", "FIFO", "EDF", "PVR", "FIFO");
        List<String> shown = legendOf("legend", policies, List.of("", "", "", "", ""),
                MarketMetrics.VALUE_CAPTURED + ": Two clusters, four workflows", "metrics-legend");
        for (int i = 0; i < COMPARED; i++) {
            assertEquals(policies.get(i), shown.get(i), "run " + (i + 1) + " by its policy");
        }
    }

    // Cut in the middle at 24 characters, these read "Two cluste…d load (PVR)" and "Two cluste…d load (FIFO)"
    @Test
    void runsOfSeveralScenariosAreNamedByWhatTellsTheirScenariosApartWhole() throws Exception {
        List<String> policies = List.of("PVR", "FIFO", "FIFO", "EDF", "PVR");
        List<String> variants = List.of(", light load", ", heavy load", ", light load", ", urgent first",
                ", heavy load");
        List<String> shown = legendOf("legend-scenario", policies, variants, MarketMetrics.VALUE_CAPTURED
                + ": Two clusters, four workflows, \u2026", "metrics-legend-scenarios");
        for (int i = 0; i < COMPARED; i++) {
            assertEquals(variants.get(i).substring(2) + " (" + policies.get(i) + ")", shown.get(i).replace('\n',
                    ' '), "run " + (i + 1) + " by the end of its scenario's name, and its policy");
            assertFalse(shown.get(i).contains("\u2026"), shown.get(i));
        }
    }

    /**
     * Runs copies of market-two-clusters, each with a policy and its name followed by a variant, then reads the
     * Metrics view's value captured chart: its title, then each run's label without its number, after checking that
     * the numbers are the Results view's and that each line of the legend is drawn whole.
     */
    private static List<String> legendOf(String prefix, List<String> policies, List<String> variants, String title,
            String picture) throws Exception {
        Workbench wb = Workbench.get();
        At1280 at1280 = new At1280(wb);
        Path workspace = Path.of(System.getProperty("gridbench.workspace"));
        String example = Files.readString(workspace.resolve("market-two-clusters.gridbench.json"));
        assertTrue(example.contains("\"policy\": \"PVR\""), "the example runs PVR");
        assertTrue(example.contains("\"name\": \"Two clusters, four workflows\""), "the example's name");
        List<String> labels = new ArrayList<>();
        at1280.editingAsShipped(() -> {
            for (int i = 0; i < policies.size(); i++) {
                Path file = workspace.resolve(prefix + "-" + i + ".gridbench.json").toAbsolutePath().normalize();
                Files.writeString(file, example.replace("\"policy\": \"PVR\"", "\"policy\": \"" + policies.get(i)
                        + "\"").replace("\"name\": \"Two clusters, four workflows\"",
                                "\"name\": \"Two clusters, four workflows" + variants.get(i) + "\""));
                FastRun.toEnd(wb, file);
            }
            wb.showPart("org.gridbench.ui.part.metrics");
            MPart part = wb.ui(() -> (MPart) wb.app.getContext().get(EModelService.class).find(
                    "org.gridbench.ui.part.metrics", wb.app));
            MetricsChartPart metrics = wb.ui(() -> (MetricsChartPart) part.getObject());
            Combo measure = wb.ui(() -> Dialogs.find((Composite) part.getWidget(), Combo.class,
                    c -> "measure".equals(c.getData(MetricsChartPart.CONTROL_KEY))));
            wb.run(() -> {
                measure.select(measure.indexOf(MarketMetrics.VALUE_CAPTURED));
                measure.notifyListeners(SWT.Selection, new Event());
            });
            wb.settle();
            Thread.sleep(500);
            at1280.shoot(picture);
            Canvas canvas = wb.ui(() -> Dialogs.find((Composite) part.getWidget(), Canvas.class, c -> true));
            Point size = wb.ui(canvas::getSize);
            String tip = wb.ui(canvas::getToolTipText);
            assertTrue(tip == null || !tip.contains("legend:"), "the legend is drawn, not moved to the tooltip ("
                    + size + "): " + tip);
            XYChart chart = wb.ui(metrics::build);
            assertEquals(title, chart.getTitle(), "the scenario the runs share, said once");
            List<String> hidden = ChartFit.fit(chart, size.x, size.y);
            assertTrue(chart.getStyler().isLegendVisible() && hidden.stream().noneMatch(h -> h.startsWith(
                    "legend:")), hidden.toString());
            // where narrow, the title drops the measure the y axis names and keeps the scenario
            assertTrue(title.endsWith(chart.getTitle()), chart.getTitle());
            List<String> names = chart.getSeriesCollection().stream().map(XYSeries::getName).toList();
            assertEquals(COMPARED, names.size(), names.toString());
            List<RunResult> results = wb.ui(() -> wb.app.getContext().get(RunSession.class).results());
            List<RunResult> last = results.subList(results.size() - COMPARED, results.size());
            Table table = resultsTable(wb);
            FontRenderContext text = new FontRenderContext(null, true, true);
            for (int i = 0; i < names.size(); i++) {
                int number = last.get(i).number();
                String lead = Pattern.quote(number + ". ");
                assertTrue(names.get(i).matches("(?s)" + lead + ".+"), "run " + number + " by its number in the"
                        + " session: " + names.get(i));
                assertTrue(rowNumbered(wb, table, number, last.get(i).title()), "the Results view lists run "
                        + number + " as " + last.get(i).title());
                for (String line : names.get(i).split("\n")) {
                    double width = chart.getStyler().getLegendFont().getStringBounds(line, text).getWidth();
                    assertTrue(width <= XCHART_LABEL_SHARE * size.x, line + " is drawn whole: " + width + " px of "
                            + size.x);
                }
                labels.add(names.get(i).replaceFirst("(?s)^" + lead, "").replaceFirst("\n\\d+ samples?$", ""));
            }
        });
        return labels;
    }

    private static Table resultsTable(Workbench wb) throws InterruptedException {
        wb.showPart("org.gridbench.ui.part.results");
        return wb.ui(() -> {
            CTabFolder tabs = Dialogs.find((Shell) wb.window.getWidget(), CTabFolder.class,
                    c -> "results".equals(c.getData(MetricsChartPart.CONTROL_KEY)));
            return Arrays.stream(tabs.getItems()).map(t -> (Table) t.getControl()).filter(t -> "results-market"
                    .equals(t.getData(MetricsChartPart.CONTROL_KEY))).findFirst().orElseThrow();
        });
    }

    // a row of the table numbered as given whose run is the title given (its cell may show it shorter)
    private static boolean rowNumbered(Workbench wb, Table table, int number, String title) {
        return wb.ui(() -> {
            assertEquals("no.", table.getColumn(0).getText());
            for (TableItem row : table.getItems()) {
                if (row.getText(0).equals(Integer.toString(number)) && title.equals(row.getData("run"))) {
                    return true;
                }
            }
            return false;
        });
    }
}
