package org.gridbench.ui.views;

import org.knowm.xchart.XYChart;
import org.knowm.xchart.style.XYStyler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * A chart with nothing to plot yet. XChart paints only a chart that has a series, so it gets an invisible one at the
 * origin; its legend, axis ticks and grid are hidden, so that no axis reads 0 and no legend shows a nameless line.
 * The chart's title says why it is empty.
 */
public final class EmptyChart {

    private EmptyChart() {
    }

    /** Makes {@code chart}, which has no series, paint as its title alone. */
    public static void blank(XYChart chart) {
        chart.addSeries(" ", new double[] { 0 }, new double[] { 0 }).setMarker(SeriesMarkers.NONE);
        XYStyler s = chart.getStyler();
        s.setLegendVisible(false);
        s.setAxisTicksVisible(false);
        s.setPlotGridLinesVisible(false);
    }
}
