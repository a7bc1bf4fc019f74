package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;

import org.gridbench.ui.views.EmptyChart;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;

/** A chart with nothing to plot paints its title alone: no axis reading 0, no legend of a nameless line. */
class EmptyChartTest {

    @Test
    void anEmptyChartHidesItsLegendTicksAndGridAndPaintsNothingOfItsSeries() {
        XYChart chart = new XYChartBuilder().width(400).height(300).title("No run yet").xAxisTitle("time")
                .yAxisTitle("value").build();
        EmptyChart.blank(chart);
        assertEquals(1, chart.getSeriesCollection().size(), "XChart needs one series to paint");
        assertFalse(chart.getStyler().isLegendVisible());
        assertFalse(chart.getStyler().isXAxisTicksVisible());
        assertFalse(chart.getStyler().isYAxisTicksVisible());
        assertFalse(chart.getStyler().isPlotGridLinesVisible());
        BufferedImage image = new BufferedImage(400, 300, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        chart.paint(g, 400, 300);
        g.dispose();
        Color series = chart.getSeriesCollection().iterator().next().getLineColor();
        long painted = 0;
        for (int x = 0; x < image.getWidth(); x++) {
            for (int y = 0; y < image.getHeight(); y++) {
                painted += near(new Color(image.getRGB(x, y)), overWhite(series)) ? 1 : 0;
            }
        }
        assertEquals(0, painted, "pixels of the series' colour (a legend line or a marker)");
    }

    // the colour a translucent series colour takes when drawn on a white background
    private static Color overWhite(Color c) {
        double a = c.getAlpha() / 255.0;
        return new Color((int) Math.round(a * c.getRed() + (1 - a) * 255),
                (int) Math.round(a * c.getGreen() + (1 - a) * 255), (int) Math.round(a * c.getBlue() + (1 - a) * 255));
    }

    private static boolean near(Color p, Color q) {
        return Math.abs(p.getRed() - q.getRed()) + Math.abs(p.getGreen() - q.getGreen())
                + Math.abs(p.getBlue() - q.getBlue()) < 40;
    }
}
