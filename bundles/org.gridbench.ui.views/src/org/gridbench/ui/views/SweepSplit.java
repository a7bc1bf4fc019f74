package org.gridbench.ui.views;

import java.util.List;
import java.util.function.Supplier;

import org.knowm.xchart.XYChart;

/**
 * How the Sweep view shares its width between its table and its chart: the table gets the width its columns need as
 * long as the chart keeps the least width at which {@link ChartFit} hides no more of its titles or legend than with the
 * whole view; past that the chart keeps that width and the table scrolls, never below {@link #TABLE_LEAST} of the
 * view.
 */
final class SweepSplit {

    /** The least share of the view's width the table keeps, as it had before the split adapted. */
    static final double TABLE_LEAST = 0.35;
    /** The bisection stops within this many pixels of the chart's least width. */
    private static final int PRECISION = 1;
    /** Pixels the chart gets over its least width, for the sash's rounding of its shares. */
    private static final int MARGIN = 2;

    private SweepSplit() {
    }

    /** The table's width, in pixels, of {@code room} shared with a chart {@code height} pixels high. */
    static int tableWidth(int room, int height, int need, Supplier<XYChart> charts) {
        int least = (int) (room * TABLE_LEAST);
        return Math.max(least, Math.min(need, room - chartLeast(room, height, charts) - MARGIN));
    }

    // bisection on the width: the least at which fitting the chart hides no more than with all the room (a y axis
    // title longer than a low plot is hidden at any width, and used to give the chart all the room)
    static int chartLeast(int room, int height, Supplier<XYChart> charts) {
        List<String> roomy = ChartFit.fit(charts.get(), room, height);
        int hides = 0;
        int fits = room;
        while (fits - hides > PRECISION) {
            int middle = (hides + fits) / 2;
            if (ChartFit.fit(charts.get(), middle, height).equals(roomy)) {
                fits = middle;
            } else {
                hides = middle;
            }
        }
        return fits;
    }
}
