package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.gridbench.ui.views.AxisPower;
import org.gridbench.ui.views.ChartFit;
import org.gridbench.ui.views.MetricsChartPart;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.XYChart;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The Metrics view's list of measures after a trees run: every rate and throughput says its unit, tasks per time
 * unit (the trees paper's times have none), as the fair throughputs did and the per-application rates did not.
 */
@ExtendWith(ScreenshotOnFailure.class)
class MetricsUnitsTest {

    // Runs trees-star to its end and shows the Metrics view.
    private static MPart metricsAfterTreesStar(Workbench wb) throws Exception {
        Path workspace = Path.of(System.getProperty("gridbench.workspace"));
        FastRun.toEnd(wb, workspace.resolve("trees-star.gridbench.json").toAbsolutePath().normalize());
        wb.showPart("org.gridbench.ui.part.metrics");
        return wb.ui(() -> (MPart) wb.app.getContext().get(EModelService.class).find(
                "org.gridbench.ui.part.metrics", wb.app));
    }

    private static Combo measureList(Workbench wb, MPart part) {
        return wb.ui(() -> Dialogs.find((Composite) part.getWidget(), Combo.class,
                c -> "measure".equals(c.getData(MetricsChartPart.CONTROL_KEY))));
    }

    @Test
    void everyTreesRateInTheMetricsListSaysItsUnit() throws Exception {
        Workbench wb = Workbench.get();
        MPart part = metricsAfterTreesStar(wb);
        Combo measure = measureList(wb, part);
        List<String> names = wb.ui(() -> Arrays.asList(measure.getItems()));
        List<String> rates = names.stream().filter(n -> n.contains("rate") || n.contains("throughput")).toList();
        assertEquals(2 + 2 * 2, rates.size(), "two fair throughputs, an observed and an LP rate per application of"
                + " trees-star's two: " + names);
        for (String rate : rates) {
            assertTrue(rate.endsWith(" (tasks per time unit)"), "the unit of " + rate);
        }
    }

    /**
     * A Metrics chart too low for its y title "name (unit)" drops the unit or the whole title (ChartFit); the unit is
     * then written at the top of the y axis, as the Sweep chart writes it, so that the chart's numbers keep their unit.
     */
    @Test
    void aLowMetricsChartSaysItsUnitAtTheTopOfTheYAxis() throws Exception {
        Workbench wb = Workbench.get();
        MPart part = metricsAfterTreesStar(wb);
        Combo measure = measureList(wb, part);
        String title = "experimental fair throughput (tasks per time unit)";
        wb.run(() -> {
            measure.select(Arrays.asList(measure.getItems()).indexOf(title));
            measure.notifyListeners(SWT.Selection, new Event());
        });
        MetricsChartPart metrics = (MetricsChartPart) wb.ui(part::getObject);
        for (int height : new int[] { 500, 200, 120 }) {
            XYChart chart = wb.ui(metrics::build);
            ChartFit.fit(chart, 700, height);
            String top = String.join("", DefaultLayoutTest.annotations(chart, AxisPower.class).stream()
                    .map(AxisPower::text).toList());
            boolean titled = chart.getStyler().isYAxisTitleVisible() && chart.getYAxisTitle().equals(title);
            assertTrue(titled ^ top.equals("tasks per time unit"), "at " + height + " px the unit is said once: title "
                    + chart.getStyler().isYAxisTitleVisible() + " " + chart.getYAxisTitle() + ", axis top " + top);
            if (height == 500) {
                assertTrue(titled, "a high chart keeps its whole y title");
            } else {
                assertFalse(titled, "at " + height + " px the y title does not fit whole");
            }
        }
    }
}
