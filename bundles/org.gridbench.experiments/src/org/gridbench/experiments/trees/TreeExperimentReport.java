package org.gridbench.experiments.trees;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

import org.gridbench.runs.report.CsvTable;
import org.gridbench.experiments.report.HistogramPlot;
import org.gridbench.model.scenario.AtomicFiles;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * What the trees experiment found: {@code trees.csv}, {@code summary.json}, and the paper's figures: histograms of
 * ln(LP heuristic / heuristic) experimental fair throughput (Figure 3, clamped at 8 as the paper does for throughputs
 * close to 0), of ln(LP optimum / heuristic), and of the deviation of experimental from theoretical throughput
 * (Figure 2) for the standard and the large-buffer pass; a pass of 2,000 tasks with the standard buffers checks
 * that 200 tasks reach the steady state, as the paper did.
 */
public final class TreeExperimentReport {

    public static final List<String> HEADER = List.of("instance", "nodes", "max_degree", "replicate", "ccr_max",
            "heuristic", "tasks", "buffer", "lp_fair_throughput", "theoretical_fair_throughput",
            "experimental_fair_throughput");
    /** The paper normalises the log ratio of throughputs close to 0 to 8 (section 5.2.2). */
    public static final double LOG_RATIO_CAP = 8;
    private static final String REFERENCE = "LP";

    private final List<TreeExperimentRow> standard;
    private final List<TreeExperimentRow> longRuns;
    private final List<TreeExperimentRow> largeBuffer;

    /**
     * @param standard 200 tasks per application, buffers of 10
     * @param longRuns 2,000 tasks, buffers of 10: the check that 200 tasks reach the steady state
     * @param largeBuffer 2,000 tasks, buffers of 100
     */
    public TreeExperimentReport(List<TreeExperimentRow> standard, List<TreeExperimentRow> longRuns,
            List<TreeExperimentRow> largeBuffer) {
        this.standard = List.copyOf(standard);
        this.longRuns = List.copyOf(longRuns);
        this.largeBuffer = List.copyOf(largeBuffer);
    }

    /** Mean |rho(200 tasks) - rho(2,000 tasks)| / rho(2,000 tasks) of one heuristic's fair throughput. */
    public double steadyStateChange(String heuristic) {
        Map<Integer, Double> longer = new LinkedHashMap<>();
        longRuns.stream().filter(r -> r.heuristic().equals(heuristic))
                .forEach(r -> longer.put(r.instance(), r.experimentalFairThroughput()));
        return standard.stream().filter(r -> r.heuristic().equals(heuristic) && longer.get(r.instance()) > 0)
                .mapToDouble(r -> Math.abs(r.experimentalFairThroughput() - longer.get(r.instance()))
                        / longer.get(r.instance()))
                .average().orElse(Double.NaN);
    }

    /**
     * ln(reference / heuristic) in [-8, 8]: 8 when the heuristic's throughput is 0, as the paper counts it; -8 when the
     * reference's is (the LP heuristic itself can collapse, docs/validation/trees.md); 0 when both are.
     */
    static double logRatio(double reference, double heuristic) {
        if (!(heuristic > 0)) {
            return reference > 0 ? LOG_RATIO_CAP : 0;
        }
        return reference > 0 ? Math.max(-LOG_RATIO_CAP, Math.min(LOG_RATIO_CAP, Math.log(reference / heuristic)))
                : -LOG_RATIO_CAP;
    }

    private List<String> heuristics() {
        return standard.stream().map(TreeExperimentRow::heuristic).distinct().toList();
    }

    /** ln(LP heuristic's experimental throughput / this heuristic's), one value per instance (Figure 3). */
    public List<Double> logRatiosToLpHeuristic(String heuristic, Predicate<TreeExperimentRow> which) {
        Map<Integer, Double> lp = new LinkedHashMap<>();
        standard.stream().filter(r -> r.heuristic().equals(REFERENCE))
                .forEach(r -> lp.put(r.instance(), r.experimentalFairThroughput()));
        return standard.stream().filter(r -> r.heuristic().equals(heuristic)).filter(which)
                .map(r -> logRatio(lp.get(r.instance()), r.experimentalFairThroughput())).toList();
    }

    /** The geometric mean of the ratios whose logarithms are given. */
    public static double geometricMean(List<Double> logs) {
        return Math.exp(logs.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN));
    }

    /** The geometric mean of LP heuristic / heuristic over the platforms {@code which} selects (Figure 3). */
    public double geometricMeanToLpHeuristic(String heuristic, Predicate<TreeExperimentRow> which) {
        return geometricMean(logRatiosToLpHeuristic(heuristic, which));
    }

    /**
     * The fraction of platforms where the heuristic's fair throughput is close to 0: its ratio to the LP optimum is
     * capped at 8 (e^-8 of the optimum or less), the paper's criterion, measured against the optimum so that the LP
     * heuristic has one too.
     */
    public double fractionCloseToZero(String heuristic) {
        List<TreeExperimentRow> rows = standard.stream().filter(r -> r.heuristic().equals(heuristic)).toList();
        return rows.stream().filter(r -> logRatio(r.lpFairThroughput(), r.experimentalFairThroughput())
                >= LOG_RATIO_CAP).count() / (double) rows.size();
    }

    /** Mean deviation (Figure 2) of the standard pass (buffer 10, 200 tasks). */
    public double meanDeviationStandard() {
        return meanDeviation(standard);
    }

    /** Mean deviation (Figure 2) of the large-buffer pass (buffer 100, 2,000 tasks). */
    public double meanDeviationLargeBuffer() {
        return meanDeviation(largeBuffer);
    }

    /** Median deviation of the large-buffer pass. */
    public double medianDeviationLargeBuffer() {
        double[] d = deviations(largeBuffer).stream().mapToDouble(Double::doubleValue).sorted().toArray();
        if (d.length == 0) {
            return Double.NaN;
        }
        return d.length % 2 == 1 ? d[d.length / 2] : (d[d.length / 2 - 1] + d[d.length / 2]) / 2;
    }

    public void write(Path folder) throws IOException {
        Files.createDirectories(folder);
        CsvTable table = new CsvTable(HEADER);
        for (TreeExperimentRow r : concat()) {
            table.row(List.of(r.instance(), r.nodes(), r.maxDegree(), r.replicate(), r.ccrMax(), r.heuristic(),
                    r.tasks(), r.buffer(), r.lpFairThroughput(), r.theoreticalFairThroughput(),
                    r.experimentalFairThroughput()));
        }
        table.write(folder.resolve("trees.csv"));
        AtomicFiles.write(folder.resolve("summary.json"), summary().getBytes(StandardCharsets.UTF_8));
        HistogramPlot toLp = new HistogramPlot("ln(LP heuristic / heuristic), experimental fair throughput",
                "ln ratio (capped at 8)", 16);
        HistogramPlot toOptimum = new HistogramPlot("ln(LP optimum / heuristic), experimental fair throughput",
                "ln ratio (capped at 8)", 16);
        for (String h : heuristics()) {
            if (!h.equals(REFERENCE)) {
                toLp.add(h, logRatiosToLpHeuristic(h, r -> true));
            }
            toOptimum.add(h, standard.stream().filter(r -> r.heuristic().equals(h))
                    .map(r -> logRatio(r.lpFairThroughput(), r.experimentalFairThroughput())).toList());
        }
        toLp.write(folder, "log-ratio-to-lp-heuristic");
        toOptimum.write(folder, "log-ratio-to-lp-optimum");
        new HistogramPlot("Deviation of experimental from theoretical fair throughput", "(theoretical - experimental)"
                + " / theoretical", 20).add("buffer 10, 200 tasks", deviations(standard))
                        .add("buffer 100, 2000 tasks", deviations(largeBuffer)).write(folder, "deviation");
    }

    private List<TreeExperimentRow> concat() {
        List<TreeExperimentRow> all = new ArrayList<>(standard);
        all.addAll(longRuns);
        all.addAll(largeBuffer);
        return all;
    }

    /** Deviations of the heuristics that have a theoretical throughput (the paper: CGBC, LP, DATA-CENTRIC). */
    public static List<Double> deviations(List<TreeExperimentRow> rows) {
        return rows.stream().filter(r -> Double.isFinite(r.theoreticalFairThroughput()))
                .map(TreeExperimentRow::deviation).toList();
    }

    public static double meanDeviation(List<TreeExperimentRow> rows) {
        return deviations(rows).stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN);
    }

    String summary() throws IOException {
        ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        ObjectNode root = mapper.createObjectNode();
        ObjectNode geo = root.putObject("geometricMeanOfRatioToLpHeuristic");
        ObjectNode large = root.putObject("geometricMeanOfRatioToLpHeuristicOn50To100Nodes");
        ObjectNode nearZero = root.putObject("fractionCloseToZero");
        ObjectNode steady = root.putObject("meanRelativeChangeFrom200To2000TasksBuffer10");
        for (String h : heuristics()) {
            geo.put(h, geometricMeanToLpHeuristic(h, r -> true));
            large.put(h, geometricMeanToLpHeuristic(h, r -> r.nodes() >= 50));
            nearZero.put(h, fractionCloseToZero(h));
            steady.put(h, steadyStateChange(h));
        }
        root.put("meanDeviationBuffer10", meanDeviationStandard());
        root.put("meanDeviationBuffer100Tasks2000", meanDeviationLargeBuffer());
        root.put("medianDeviationBuffer100Tasks2000", medianDeviationLargeBuffer());
        return mapper.writeValueAsString(root) + "\n";
    }
}
