package org.gridbench.experiments.market;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

import org.gridbench.runs.MarketMetrics;
import org.gridbench.runs.report.CsvTable;
import org.gridbench.experiments.report.LinePlot;
import org.gridbench.model.scenario.AtomicFiles;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Writes what a sweep found: {@code market.csv} (one row per run), {@code summary.json} (means over workloads) and
 * the paper's plots as PNG and SVG: value against load (Figures 3-4), starvation against load (5-6) and SLR across
 * job sizes at the load nearest 120 % (7).
 */
public final class SweepReport {

    public static final List<String> HEADER = List.of("workload", "load", "policy", "value_fraction",
            "starved_job_fraction", "starved_task_fraction", "mean_slr", "jobs", "tasks", "wall_ms");
    private static final double FIGURE_7_LOAD = 1.2;

    private final MarketSweep sweep;
    private final List<SweepRow> rows;

    public SweepReport(MarketSweep sweep, List<SweepRow> rows) {
        this.sweep = sweep;
        this.rows = List.copyOf(rows);
    }

    /** The CSV; with {@code reproducible} the wall times are written as 0, so the same seed gives the same bytes. */
    public String csv(boolean reproducible) {
        CsvTable table = new CsvTable(HEADER);
        for (SweepRow r : rows) {
            table.row(List.of(r.workload(), r.load(), r.policy(), r.valueFraction(), r.starvedJobFraction(),
                    r.starvedTaskFraction(), r.meanSlr(), r.jobs(), r.tasks(), reproducible ? 0 : r.wallMillis()));
        }
        return table.text();
    }

    public List<Path> write(Path folder, boolean reproducible) throws IOException {
        Files.createDirectories(folder);
        List<Path> written = new ArrayList<>();
        Path csv = folder.resolve("market.csv");
        AtomicFiles.write(csv, csv(reproducible).getBytes(StandardCharsets.UTF_8));
        written.add(csv);
        Path json = folder.resolve("summary.json");
        AtomicFiles.write(json, summary(reproducible).getBytes(StandardCharsets.UTF_8));
        written.add(json);
        written.addAll(plot("value", "Value against load", MarketMetrics.VALUE_FRACTION, SweepRow::valueFraction)
                .write(folder, "value-vs-load"));
        written.addAll(plot("starved jobs", "Starved jobs against load", MarketMetrics.STARVED_JOB_FRACTION,
                SweepRow::starvedJobFraction).write(folder, "starved-jobs-vs-load"));
        written.addAll(plot("starved tasks", "Starved tasks against load", MarketMetrics.STARVED_TASK_FRACTION,
                SweepRow::starvedTaskFraction).write(folder, "starved-tasks-vs-load"));
        double figure7Load = nearestLoad(FIGURE_7_LOAD);
        written.addAll(new SizeBandPlot(rows, sweep.policies(), figure7Load).plot().write(folder, "slr-by-size"));
        return written;
    }

    private LinePlot plot(String what, String title, String yLabel, ToDoubleFunction<SweepRow> metric) {
        LinePlot plot = new LinePlot(title + " (mean of " + sweep.workloads() + " workloads of " + sweep.jobs()
                + " jobs)", "load (offered work / capacity)", yLabel);
        for (String policy : sweep.policies()) {
            List<Double> y = sweep.loads().stream().map(load -> mean(policy, load, metric)).toList();
            plot.add(policy, sweep.loads(), y);
        }
        return plot;
    }

    /** The mean of a metric over the workloads of one policy at one load. */
    public double mean(String policy, double load, ToDoubleFunction<SweepRow> metric) {
        return rows.stream().filter(r -> r.policy().equals(policy) && r.load() == load).mapToDouble(metric)
                .average().orElse(Double.NaN);
    }

    private double nearestLoad(double target) {
        return sweep.loads().stream().min((a, b) -> Double.compare(Math.abs(a - target), Math.abs(b - target)))
                .orElseThrow();
    }

    String summary(boolean reproducible) throws IOException {
        ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        ObjectNode root = mapper.createObjectNode();
        ObjectNode settings = root.putObject("sweep");
        settings.putPOJO("policies", sweep.policies());
        settings.putPOJO("loads", sweep.loads());
        settings.put("workloads", sweep.workloads()).put("jobs", sweep.jobs()).put("seed", sweep.seed())
                .put("market", sweep.options().singleMarket() ? "single" : "per-kind")
                .put("workloadModel", sweep.model().id()).put("earlyRemoval", sweep.options().earlyRemoval());
        if (!reproducible) {
            settings.put("threads", sweep.threads());
            root.put("wallSecondsOfRuns", rows.stream().mapToLong(SweepRow::wallMillis).sum() / 1000.0);
        }
        ObjectNode byPolicy = root.putObject("meansOverWorkloads");
        for (String policy : sweep.policies()) {
            ObjectNode perLoad = byPolicy.putObject(policy);
            for (double load : sweep.loads()) {
                perLoad.putObject(Double.toString(load))
                        .put("valueFraction", mean(policy, load, SweepRow::valueFraction))
                        .put("starvedJobFraction", mean(policy, load, SweepRow::starvedJobFraction))
                        .put("starvedTaskFraction", mean(policy, load, SweepRow::starvedTaskFraction))
                        .put("meanSlr", mean(policy, load, SweepRow::meanSlr))
                        .put("utilisation", mean(policy, load, SweepRow::utilisation));
            }
        }
        return mapper.writeValueAsString(root) + "\n";
    }
}
