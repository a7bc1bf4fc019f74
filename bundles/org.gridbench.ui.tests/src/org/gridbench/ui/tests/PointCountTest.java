package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.stream.Stream;

import org.gridbench.sweeps.engine.SweepSeries;
import org.gridbench.ui.views.PointCount;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;

/**
 * The Sweep chart's counts of markers that lie on one another ("2 alike", "2 within 0.5 %"): written beside the
 * markers, never over one another, the spread said against the top of the axis from 0.
 */
class PointCountTest {

    /** Six loads, at each of which two seeds' values lie 0.1 % of the axis apart. */
    private static final List<Double> LOADS = List.of(0.2, 0.4, 0.6, 0.8, 1.0, 1.2);

    // a chart of the lines, from 0, with their counts; painted at width x height
    private static PointCount painted(List<SweepSeries.Line> lines, int width, int height) {
        XYChart chart = new XYChartBuilder().title("value").xAxisTitle("load").yAxisTitle("value").build();
        for (SweepSeries.Line line : lines) {
            chart.addSeries(line.name(), line.x(), line.y());
        }
        chart.getStyler().setYAxisMin(0.0);
        double top = lines.stream().flatMap(l -> l.y().stream()).mapToDouble(Math::abs).max().orElseThrow();
        PointCount counts = new PointCount(SweepSeries.columns(lines), top);
        chart.addAnnotation(counts);
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        chart.paint(g, width, height);
        g.dispose();
        return counts;
    }

    private static SweepSeries.Line line(String name, List<Double> x, List<Double> y) {
        return new SweepSeries.Line(name, x, y, x.stream().map(v -> 1).toList());
    }

    /**
     * On a narrow chart the counts at neighbouring loads ran into one another. A count that would overlap one written
     * before it, on either side of its marker, is left out of the picture (and said in the tooltip); the others are
     * written apart.
     */
    @Test
    void countsAtNeighbouringPlacesNeverOverlap() {
        List<Double> y = List.of(0.9, 0.8, 0.7, 0.6, 0.5, 0.4);
        List<SweepSeries.Line> lines = List.of(line("seed 1", LOADS, y), line("seed 2", LOADS, y.stream().map(
                v -> v + 0.0009).toList()));
        PointCount narrow = painted(lines, 360, 300);
        List<Rectangle2D> boxes = narrow.boxes();
        for (int i = 0; i < boxes.size(); i++) {
            for (int j = i + 1; j < boxes.size(); j++) {
                assertFalse(boxes.get(i).intersects(boxes.get(j)), narrow.painted().get(i) + " over " + narrow
                        .painted().get(j));
            }
        }
        assertFalse(narrow.unwritten().isEmpty(), "six counts do not fit side by side in 360 px: " + narrow.painted());
        assertFalse(narrow.painted().isEmpty(), "some do");
        assertEquals(LOADS, sorted(narrow), "each load's count is either written or left out");
        assertTrue(narrow.painted().stream().allMatch(l -> l.text().equals("2 within 0.1 %")), narrow.painted()
                .toString());

        PointCount wide = painted(lines, 1600, 300);
        assertEquals(6, wide.painted().size(), "wide, every count is written: " + wide.unwritten());
        assertEquals(List.of(), wide.unwritten());
    }

    // the loads of the counts written and left out, in order
    private static List<Double> sorted(PointCount counts) {
        return Stream.concat(counts.painted().stream(), counts.unwritten().stream()).map(
                PointCount.Label::x).sorted().toList();
    }

    /**
     * A crowd's spread is the share of the axis from 0 that it spans, as the Sweep view's docs say: 0.500 and 0.505
     * on an axis up to 1 are "within 0.5 %" (the count said 0.99 %, against the crowd's own top value).
     */
    @Test
    void aSpreadIsTheShareOfTheAxisFromZero() {
        List<Double> x = List.of(0.0, 1.0);
        PointCount counts = painted(List.of(line("PVR", x, List.of(1.0, 0.505)), line("FIFO", x, List.of(0.9,
                0.5))), 600, 400);
        assertEquals(List.of(new PointCount.Label("2 within 0.5 %", 1.0, 0.505)), counts.painted());
    }
}
