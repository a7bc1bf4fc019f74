package org.gridbench.experiments.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.DoubleStream;

import org.gridbench.runs.report.ChartFiles;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.Styler.LegendPosition;

/**
 * Histograms of several samples over one set of equal-width bins, drawn as side-by-side bars and written as PNG and
 * SVG. Non-finite values are left out and counted in the title.
 */
public final class HistogramPlot {

    private final String title;
    private final String xLabel;
    private final int bins;
    private final Map<String, List<Double>> samples = new LinkedHashMap<>();

    public HistogramPlot(String title, String xLabel, int bins) {
        this.title = title;
        this.xLabel = xLabel;
        this.bins = bins;
    }

    public HistogramPlot add(String name, List<Double> values) {
        samples.put(name, List.copyOf(values));
        return this;
    }

    /** Equal-width bins from the smallest to the largest finite value of all samples. */
    private record Bins(double min, double width) {
    }

    private Bins binning() {
        double min = finite().min().orElse(0);
        double max = finite().max().orElse(1);
        return new Bins(min, max > min ? (max - min) / bins : 1);
    }

    /** The count of each sample in each bin. */
    public Map<String, int[]> counts() {
        Bins b = binning();
        Map<String, int[]> counts = new LinkedHashMap<>();
        samples.forEach((name, values) -> {
            int[] c = new int[bins];
            values.stream().filter(Double::isFinite)
                    .forEach(v -> c[Math.min(bins - 1, (int) ((v - b.min()) / b.width()))]++);
            counts.put(name, c);
        });
        return counts;
    }

    private DoubleStream finite() {
        return samples.values().stream().flatMap(List::stream).mapToDouble(Double::doubleValue)
                .filter(Double::isFinite);
    }

    public List<Path> write(Path folder, String base) throws IOException {
        return ChartFiles.write(chart(), folder, base);
    }

    private CategoryChart chart() {
        Bins b = binning();
        List<String> centres = new ArrayList<>();
        for (int i = 0; i < bins; i++) {
            centres.add(String.format(Locale.ROOT, "%.2f", b.min() + (i + 0.5) * b.width()));
        }
        long dropped = samples.values().stream().flatMap(List::stream).filter(v -> !Double.isFinite(v)).count();
        CategoryChart chart = new CategoryChartBuilder().width(1000).height(600)
                .title(dropped == 0 ? title : title + " (" + dropped + " non-finite values left out)")
                .xAxisTitle(xLabel).yAxisTitle("cases").build();
        chart.getStyler().setLegendPosition(LegendPosition.OutsideE);
        chart.getStyler().setXAxisLabelRotation(45);
        counts().forEach((name, c) -> chart.addSeries(name, centres,
                Arrays.stream(c).boxed().map(Integer::doubleValue).toList()));
        return chart;
    }
}
