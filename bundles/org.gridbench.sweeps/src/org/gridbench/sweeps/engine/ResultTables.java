package org.gridbench.sweeps.engine;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.gridbench.model.scenario.AtomicFiles;
import org.gridbench.model.scenario.PlainNumbers;
import org.gridbench.sweeps.RunRecord;
import org.gridbench.sweeps.SweepPlan;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The tables every sweep gets, whatever its experiment: {@code results.csv} (one row per run in canonical order: id,
 * seed and axis values, status, the measures, the failure message) and {@code results.json} (the same runs with all
 * their parameters).
 */
public final class ResultTables {

    private final SweepPlan plan;
    private final List<RunRecord> runs;

    public ResultTables(SweepPlan plan, List<RunRecord> runs) {
        this.plan = plan;
        this.runs = List.copyOf(runs);
    }

    /** The plan's measures, or when it names none those the runs reported, in order of first appearance. */
    public List<String> measures() {
        if (!plan.measures().isEmpty()) {
            return plan.measures();
        }
        Set<String> seen = new LinkedHashSet<>();
        runs.forEach(r -> r.result().ifPresent(res -> res.path("measures").fieldNames().forEachRemaining(seen::add)));
        return List.copyOf(seen);
    }

    /** The parameters that differ between runs: the seed when the sweep lists seeds, then the axes. */
    public List<String> varied() {
        return varied(plan);
    }

    /** The parameters that differ between a plan's runs: the seed when it lists seeds, then the axes. */
    public static List<String> varied(SweepPlan plan) {
        List<String> columns = new ArrayList<>();
        if (!plan.seeds().isEmpty()) {
            columns.add(SweepPlanner.SEED);
        }
        plan.axes().forEach(a -> columns.add(a.parameter()));
        return columns;
    }

    /** The columns of {@code results.csv}: run, seed and axes, status, the measures, message. */
    public List<String> header() {
        List<String> header = new ArrayList<>(List.of("run"));
        header.addAll(varied());
        header.add("status");
        header.addAll(measures());
        header.add("message");
        return header;
    }

    /** The rows of {@code results.csv} as text, one per run in canonical order: what the workbench's table shows. */
    public List<List<String>> rows() {
        List<List<String>> rows = new ArrayList<>();
        for (RunRecord run : runs) {
            List<String> row = new ArrayList<>(List.of(run.point().id()));
            varied().forEach(p -> row.add(run.point().parameters().get(p).asText()));
            row.add(run.done() ? "done" : "failed");
            JsonNode all = run.result().map(r -> r.path("measures")).orElse(RunFiles.JSON.missingNode());
            measures().forEach(m -> row.add(all.path(m).isMissingNode() ? "" : plain(all.get(m))));
            row.add(run.message());
            rows.add(row);
        }
        return rows;
    }

    /**
     * A measure with every digit and never an exponent ({@link PlainNumbers#exact}): 8.568293327907019E-4 reads
     * 0.0008568293327907019, 7.0207054312E7 reads 70207054.312; a whole number as its digits, a text as is.
     */
    public static String plain(JsonNode value) {
        return value.isFloatingPointNumber() ? PlainNumbers.exact(value.doubleValue()) : value.asText();
    }

    public String csv() throws IOException {
        StringWriter text = new StringWriter();
        try (CSVPrinter printer = CSVFormat.RFC4180.builder().setRecordSeparator('\n')
                .setHeader(header().toArray(String[]::new)).get().print(text)) {
            for (List<String> row : rows()) {
                printer.printRecord(row);
            }
        }
        return text.toString();
    }

    public String json() throws IOException {
        ObjectNode root = RunFiles.JSON.createObjectNode().put("experiment", plan.experiment());
        ArrayNode array = root.putArray("runs");
        for (RunRecord run : runs) {
            ObjectNode row = array.addObject().put("id", run.point().id());
            run.point().parameters().forEach(row.putObject("parameters")::set);
            row.put("status", run.done() ? "done" : "failed");
            if (run.done()) {
                ObjectNode measures = row.putObject("measures");
                JsonNode all = run.result().orElseThrow().path("measures");
                measures().forEach(m -> measures.set(m, all.path(m).isMissingNode() ? null : all.get(m)));
            } else {
                row.put("message", run.message());
            }
        }
        return RunFiles.text(root);
    }

    public List<Path> write(Path folder) throws IOException {
        Path csv = folder.resolve("results.csv");
        AtomicFiles.write(csv, csv().getBytes(StandardCharsets.UTF_8));
        Path json = folder.resolve("results.json");
        AtomicFiles.write(json, json().getBytes(StandardCharsets.UTF_8));
        return List.of(csv, json);
    }
}
