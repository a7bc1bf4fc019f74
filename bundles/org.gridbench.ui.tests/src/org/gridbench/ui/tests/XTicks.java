package org.gridbench.ui.tests;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;

import org.knowm.xchart.XYChart;
import org.knowm.xchart.internal.chartpart.AxesChart;
import org.knowm.xchart.internal.chartpart.AxisTickCalculator;
import org.knowm.xchart.internal.chartpart.Axis_;

/** The x tick labels XChart draws on a chart, read from its x axis once the chart is painted at a size. */
final class XTicks {

    private XTicks() {
    }

    /** Paints the chart at width x height pixels and returns the x tick labels it drew inside the plot, left first. */
    static List<String> painted(XYChart chart, int width, int height) throws ReflectiveOperationException {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        chart.paint(g, width, height);
        g.dispose();
        // XChart keeps its x axis to itself: the axis and its ticks are reached as XChart's own painter reaches them
        Method xAxis = AxesChart.class.getDeclaredMethod("getXAxis");
        xAxis.setAccessible(true);
        Axis_<?, ?> axis = (Axis_<?, ?>) xAxis.invoke(chart);
        AxisTickCalculator ticks = axis.getAxisTickCalculator();
        double plot = axis.getBounds().getWidth();
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < ticks.getTickLabels().size(); i++) {
            double at = ticks.getTickLocations().get(i);
            // AxisTickLabels draws a label whose tick lies strictly inside the axis's bounds
            if (ticks.getTickLabels().get(i) != null && at > 0 && at < plot) {
                labels.add(ticks.getTickLabels().get(i));
            }
        }
        return labels;
    }
}
