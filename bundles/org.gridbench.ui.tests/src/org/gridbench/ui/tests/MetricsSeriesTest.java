package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.gridbench.runs.RunFrame;
import org.gridbench.ui.views.MetricsChartPart;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.XYSeries.XYSeriesRenderStyle;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * How the Metrics view draws one run's samples: as steps when the run was sampled often enough to follow, and as the
 * samples alone, counted in the legend, when it was not (a run stepped a few events, sampled at its start and
 * where it stopped, where a step from one to the other would show value arriving at the end that arrived all along).
 */
class MetricsSeriesTest {

    private static List<RunFrame> samples(double... valueAtTimes) {
        List<RunFrame> frames = new ArrayList<>();
        for (int i = 0; i < valueAtTimes.length; i += 2) {
            frames.add(new RunFrame(valueAtTimes[i], i, 0, Map.of("value captured", valueAtTimes[i + 1]), null));
        }
        return frames;
    }

    @Test
    void aRunSampledAtItsStartAndEndIsDrawnAsItsTwoSamples() {
        XYChart chart = new XYChartBuilder().build();
        XYSeries series = MetricsChartPart.addRun(chart, 1, "Two clusters", samples(0, 0, 205, 370), "value captured");
        assertEquals("1. Two clusters\n2 samples", series.getName());
        assertEquals(Optional.of(XYSeriesRenderStyle.Scatter), series.getXYSeriesRenderStyle());
        assertEquals(SeriesMarkers.CIRCLE, series.getMarker());
        assertArrayEquals(new double[] { 0, 205 }, series.getXData());
        assertArrayEquals(new double[] { 0, 370 }, series.getYData());
    }

    @Test
    void aRunWithEightSamplesIsAStepLine() {
        XYChart chart = new XYChartBuilder().build();
        XYSeries series = MetricsChartPart.addRun(chart, 2, "Paced", samples(0, 0, 10, 0, 20, 50, 30, 50, 40, 120, 50,
                120, 60, 200, 70, 370), "value captured");
        assertArrayEquals(new double[] { 0, 20, 40, 60, 70 }, series.getXData(), "a sample equal to the one before"
                + " adds nothing to a step");
        assertArrayEquals(new double[] { 0, 50, 120, 200, 370 }, series.getYData());
        assertEquals("2. Paced", series.getName());
        assertEquals(Optional.of(XYSeriesRenderStyle.Step), series.getXYSeriesRenderStyle());
        assertEquals(SeriesMarkers.NONE, series.getMarker());
    }
}
