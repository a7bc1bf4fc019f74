package org.gridbench.ui.views;

import java.util.function.Function;

import org.gridbench.ui.run.HumanNumbers;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/**
 * The y axis's tick labels of a chart, as precise as its values need: grouped thousands, never an exponent, and
 * enough decimals that ticks a twentieth of the plotted span apart read differently. A chart whose values are all
 * equal gets one tick, at that value, written with four significant digits (0.001798 s, not 0).
 */
public final class TickLabels {

    /** The most decimals a label gets, however narrow the span. */
    static final int MAX_DECIMALS = 12;

    private TickLabels() {
    }

    /**
     * Sets the y tick labels of {@code chart} from the finite y values of its series and the bounds its axis is held
     * to; a chart without any value is left.
     */
    public static void fitY(XYChart chart) {
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (XYSeries series : chart.getSeriesCollection()) {
            for (double y : series.getYData()) {
                if (Double.isFinite(y)) {
                    min = Math.min(min, y);
                    max = Math.max(max, y);
                }
            }
        }
        // an axis held to a bound (the Sweep chart's 0) plots that far, and its ticks are spread over that span
        Double from = chart.getStyler().getYAxisMin();
        Double to = chart.getStyler().getYAxisMax();
        if (min <= max) {
            chart.getStyler().setyAxisTickLabelsFormattingFunction(forSpan(from == null ? min : Math.min(min, from),
                    to == null ? max : Math.max(max, to)));
        }
    }

    /** Labels for ticks over [min, max]: the decimals of a twentieth of the span, and one more. */
    static Function<Double, String> forSpan(double min, double max) {
        if (max == min) {
            return HumanNumbers::format;
        }
        int decimals = (int) Math.max(0, Math.min(MAX_DECIMALS, 1 - Math.floor(Math.log10((max - min) / 20))));
        return tick -> HumanNumbers.format(tick, decimals);
    }
}
