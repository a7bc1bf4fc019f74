package org.gridbench.experiments.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.gridbench.runs.report.ChartFiles;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.Styler.LegendPosition;
import org.knowm.xchart.style.markers.SeriesMarkers;

/** A line chart of named series, written as PNG and SVG side by side for reports. */
public final class LinePlot {

    /** One line: x and y values of equal length. */
    public record Series(List<Double> x, List<Double> y) {
    }

    private final String title;
    private final String xLabel;
    private final String yLabel;
    private final Map<String, Series> series = new LinkedHashMap<>();
    private boolean logX;

    public LinePlot(String title, String xLabel, String yLabel) {
        this.title = title;
        this.xLabel = xLabel;
        this.yLabel = yLabel;
    }

    public LinePlot add(String name, List<Double> x, List<Double> y) {
        series.put(name, new Series(List.copyOf(x), List.copyOf(y)));
        return this;
    }

    public LinePlot logarithmicX() {
        logX = true;
        return this;
    }

    /** Writes {@code base.png} and {@code base.svg} into folder; returns the two paths. */
    public List<Path> write(Path folder, String base) throws IOException {
        return ChartFiles.write(chart(), folder, base);
    }

    XYChart chart() {
        XYChart chart = new XYChartBuilder().width(900).height(600).title(title).xAxisTitle(xLabel)
                .yAxisTitle(yLabel).build();
        chart.getStyler().setLegendPosition(LegendPosition.OutsideE);
        chart.getStyler().setXAxisLogarithmic(logX);
        series.forEach((name, s) -> chart.addSeries(name, s.x(), s.y()).setMarker(SeriesMarkers.CIRCLE));
        return chart;
    }
}
