package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.function.Function;

import org.gridbench.ui.views.TickLabels;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;

/** Y tick labels as precise as the plotted values need, never an exponent, never a small value read as 0. */
class TickLabelsTest {

    private static Function<Double, String> labels(double[]... ys) {
        XYChart chart = new XYChartBuilder().build();
        for (int i = 0; i < ys.length; i++) {
            double[] x = new double[ys[i].length];
            for (int j = 0; j < x.length; j++) {
                x[j] = j;
            }
            chart.addSeries("s" + i, x, ys[i]);
        }
        TickLabels.fitY(chart);
        return chart.getStyler().getyAxisTickLabelsFormattingFunction();
    }

    @Test
    void aLoneValueIsItsOwnTickWithFourSignificantDigits() {
        // a STaRS run's mean allocation time: no value at its first sample, 0.001798 s at its end ("#,##0.##" gave 0)
        assertEquals("0.001798", labels(new double[] { Double.NaN, 0.001798 }).apply(0.001798));
    }

    @Test
    void ticksOverHundredsAreWholeAndLargeOnesGroupedWithoutAnExponent() {
        Function<Double, String> value = labels(new double[] { 0, 370 });
        assertEquals("100", value.apply(100.0), "370 / 20 = 18.5: no decimal");
        assertEquals("0", value.apply(-0.0));
        assertEquals("60,000,000", labels(new double[] { 0, 7e7 }).apply(6e7));
    }

    @Test
    void ticksANarrowSpanApartReadDifferently() {
        // the Results view's sweep chart: shares of 0.9999 to 1 (1e-4 / 20 = 5e-6, so 7 decimals)
        Function<Double, String> share = labels(new double[] { 1, 0.9999 }, new double[] { 1, 1 });
        assertEquals("0.9999", share.apply(0.9999));
        assertEquals("0.99995", share.apply(0.99995));
        assertEquals("1", share.apply(1.0));
        Function<Double, String> unit = labels(new double[] { 0, 1 });
        assertEquals("0.25", unit.apply(0.25), "1 / 20 = 0.05: 3 decimals");
        assertEquals("0.3", unit.apply(0.30000000000000004));
    }

    @Test
    void anAxisHeldToZeroSpreadsItsTicksOverTheSpanFromZero() {
        // the Sweep chart's proportions of 0.9832 to 1 on its axis from 0: ticks 0.2 apart, not 0.0168 / 20
        XYChart chart = new XYChartBuilder().build();
        chart.addSeries("policies", new double[] { 0, 1, 2 }, new double[] { 1, 0.9831831831831832, 1 });
        chart.getStyler().setYAxisMin(0.0);
        TickLabels.fitY(chart);
        Function<Double, String> share = chart.getStyler().getyAxisTickLabelsFormattingFunction();
        assertEquals("0.983", share.apply(0.9831831831831832), "1 / 20 = 0.05: 3 decimals, where 5 were given");
        assertEquals("0.2", share.apply(0.2));
    }

    @Test
    void aChartWithoutAFiniteValueKeepsXChartsLabels() {
        assertNull(labels(new double[] { Double.NaN }));
    }
}
