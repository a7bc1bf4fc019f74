package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.font.FontRenderContext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.gridbench.runs.MarketMetrics;
import org.gridbench.ui.views.ChartFit;
import org.gridbench.ui.views.MetricsChartPart;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/**
 * The Metrics view in the Editing perspective as shipped, at 1280 x 800, comparing five runs of one scenario: its
 * legend stays in sight beside the plot and names each run by its number and policy, whole; picture
 * {@code target/views/metrics-legend.png}.
 */
@ExtendWith(ScreenshotOnFailure.class)
class MetricsLegendTest {

    /** XChart cuts a legend's label wider than this share of the chart's width (Legend_'s own ratio). */
    private static final double XCHART_LABEL_SHARE = 0.45;

    @Test
    void fiveRunsOfOneScenarioAreNamedByTheirPolicyInALegendThatStaysAt1280x800() throws Exception {
        Workbench wb = Workbench.get();
        At1280 at1280 = new At1280(wb);
        Path workspace = Path.of(System.getProperty("gridbench.workspace"));
        String example = Files.readString(workspace.resolve("market-two-clusters.gridbench.json"));
        assertTrue(example.contains("\"policy\": \"PVR\""), "the example runs PVR");
        List<String> policies = List.of("PVR", "FIFO", "EDF", "PVR", "FIFO");
        at1280.editingAsShipped(() -> {
            for (int i = 0; i < policies.size(); i++) {
                Path file = workspace.resolve("legend-" + i + ".gridbench.json").toAbsolutePath().normalize();
                Files.writeString(file, example.replace("\"policy\": \"PVR\"", "\"policy\": \"" + policies.get(i)
                        + "\""));
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
            at1280.shoot("metrics-legend");
            Canvas canvas = wb.ui(() -> Dialogs.find((Composite) part.getWidget(), Canvas.class, c -> true));
            Point size = wb.ui(canvas::getSize);
            String tip = wb.ui(canvas::getToolTipText);
            assertTrue(tip == null || !tip.contains("legend:"), "the legend is drawn, not moved to the tooltip ("
                    + size + "): " + tip);
            XYChart chart = wb.ui(metrics::build);
            List<String> hidden = ChartFit.fit(chart, size.x, size.y);
            assertTrue(chart.getStyler().isLegendVisible() && hidden.stream().noneMatch(h -> h.startsWith(
                    "legend:")), hidden.toString());
            assertEquals(MarketMetrics.VALUE_CAPTURED + ": Two clusters, four workflows", chart.getTitle(),
                    "the scenario the runs share, said once");
            List<String> names = chart.getSeriesCollection().stream().map(XYSeries::getName).toList();
            assertEquals(policies.size(), names.size(), names.toString());
            FontRenderContext text = new FontRenderContext(null, true, true);
            for (int i = 0; i < names.size(); i++) {
                assertTrue(names.get(i).matches((i + 1) + "\\. (\\d+ samples?: )?" + policies.get(i)),
                        "run " + (i + 1) + " by its number and policy: " + names.get(i));
                double width = chart.getStyler().getLegendFont().getStringBounds(names.get(i), text).getWidth();
                assertTrue(width <= XCHART_LABEL_SHARE * size.x, names.get(i) + " is drawn whole: " + width
                        + " px of " + size.x);
            }
        });
    }
}
