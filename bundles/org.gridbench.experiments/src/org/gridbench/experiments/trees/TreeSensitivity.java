package org.gridbench.experiments.trees;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

import org.gridbench.runs.report.ChartFiles;
import org.gridbench.runs.report.CsvTable;
import org.gridbench.model.scenario.AtomicFiles;
import org.gridbench.trees.heuristic.TreeHeuristicInstance;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.Styler.LegendPosition;

/**
 * How much the paper's comparison depends on what it leaves unsaid: the experiment of section 5 under every reading of
 * {@link TreeReading#sensitivity()}, each with the standard pass (200 tasks, buffers of 10) and the large-buffer pass
 * (2,000 tasks, buffers of 100), summarised in one table beside the paper's numbers.
 */
public final class TreeSensitivity {

    static final List<String> HEURISTICS = List.of("DATA-CENTRIC", "CGBC", "FCFS", "PBC");
    static final List<String> HEADER = List.of("reading", "LP/DATA-CENTRIC", "LP/CGBC", "LP/FCFS", "LP/PBC",
            "PBC close to 0", "DATA-CENTRIC close to 0", "CGBC close to 0", "LP close to 0", "LP/CGBC 50-100 nodes",
            "LP/FCFS 50-100 nodes", "mean deviation buffer 10", "mean deviation buffer 100",
            "median deviation buffer 100");
    /** Section 5.2: the paper's numbers, in the order of {@link #HEADER}; NaN where the paper gives none. */
    static final double[] PAPER = {1.164, 1.156, 1.564, Double.NaN, 0.35, Double.NaN, 0, Double.NaN, 1.243, 2.0399,
        0.09426, 0.00334, Double.NaN};

    /** One reading's line of the table. */
    public record Line(String reading, double[] values) {
    }

    private final long seed;
    private final int threads;

    public TreeSensitivity(long seed, int threads) {
        this.seed = seed;
        this.threads = threads;
    }

    /** Runs every reading; {@code progress} hears each reading's name as it starts. */
    public List<Line> run(List<TreeHeuristicInstance> heuristics, List<TreeReading> readings,
            Consumer<String> progress) {
        List<Line> lines = new ArrayList<>();
        for (TreeReading reading : readings) {
            progress.accept(reading.name());
            TreeExperiment experiment = new TreeExperiment(seed, reading.setup(), reading.network(), threads);
            List<TreeExperimentRow> standard = experiment.run(heuristics, new TreeExperiment.Pass(200, 10));
            List<TreeExperimentRow> large = experiment.run(heuristics, new TreeExperiment.Pass(2000, 100));
            lines.add(line(reading.name(), new TreeExperimentReport(standard, List.of(), large)));
        }
        return lines;
    }

    static Line line(String name, TreeExperimentReport r) {
        return new Line(name, new double[] {r.geometricMeanToLpHeuristic(HEURISTICS.get(0), x -> true),
            r.geometricMeanToLpHeuristic(HEURISTICS.get(1), x -> true),
            r.geometricMeanToLpHeuristic(HEURISTICS.get(2), x -> true),
            r.geometricMeanToLpHeuristic(HEURISTICS.get(3), x -> true), r.fractionCloseToZero("PBC"),
            r.fractionCloseToZero("DATA-CENTRIC"), r.fractionCloseToZero("CGBC"), r.fractionCloseToZero("LP"),
            r.geometricMeanToLpHeuristic("CGBC", x -> x.nodes() >= 50),
            r.geometricMeanToLpHeuristic("FCFS", x -> x.nodes() >= 50), r.meanDeviationStandard(),
            r.meanDeviationLargeBuffer(), r.medianDeviationLargeBuffer()});
    }

    /** sensitivity.csv, sensitivity.md (the table with the paper's line first) and sensitivity.png / .svg. */
    public static void write(List<Line> lines, Path folder) throws IOException {
        Files.createDirectories(folder);
        CsvTable csv = new CsvTable(HEADER);
        StringBuilder md = new StringBuilder("| " + String.join(" | ", HEADER) + " |\n|---"
                + "|---:".repeat(HEADER.size() - 1) + "|\n");
        md.append(markdown("paper", PAPER));
        csv.row(row("paper", PAPER));
        for (Line line : lines) {
            csv.row(row(line.reading(), line.values()));
            md.append(markdown(line.reading(), line.values()));
        }
        csv.write(folder.resolve("sensitivity.csv"));
        AtomicFiles.write(folder.resolve("sensitivity.md"), md.toString().getBytes(StandardCharsets.UTF_8));
        ChartFiles.write(chart(lines), folder, "sensitivity");
    }

    private static List<Object> row(String name, double[] values) {
        List<Object> row = new ArrayList<>(List.of(name));
        for (double v : values) {
            row.add(v);
        }
        return row;
    }

    private static String markdown(String name, double[] values) {
        StringBuilder s = new StringBuilder("| " + name);
        for (int i = 0; i < values.length; i++) {
            boolean fraction = HEADER.get(i + 1).contains("close to 0") || HEADER.get(i + 1).contains("deviation");
            s.append(" | ").append(Double.isNaN(values[i]) ? "" : fraction
                    ? String.format(Locale.ROOT, "%.1f %%", 100 * values[i])
                    : String.format(Locale.ROOT, "%.3f", values[i]));
        }
        return s.append(" |\n").toString();
    }

    // the geometric means of the heuristics the paper gives one for, per reading, the paper's first; PBC's (up to
    // several hundred) would flatten the others, so it stays in the table
    private static CategoryChart chart(List<Line> lines) {
        CategoryChart chart = new CategoryChartBuilder().width(1200).height(600)
                .title("Geometric mean of LP heuristic / heuristic under each reading (paper first; PBC in the table)")
                .xAxisTitle("reading").yAxisTitle("geometric mean").build();
        chart.getStyler().setLegendPosition(LegendPosition.InsideNE);
        chart.getStyler().setXAxisLabelRotation(30);
        List<String> names = new ArrayList<>(List.of("paper"));
        lines.forEach(l -> names.add(l.reading()));
        for (int h = 0; h < HEURISTICS.size(); h++) {
            if (Double.isNaN(PAPER[h])) {
                continue;
            }
            List<Double> values = new ArrayList<>(List.of(PAPER[h]));
            for (Line line : lines) {
                values.add(line.values()[h]);
            }
            chart.addSeries(HEURISTICS.get(h), names, values);
        }
        return chart;
    }
}
