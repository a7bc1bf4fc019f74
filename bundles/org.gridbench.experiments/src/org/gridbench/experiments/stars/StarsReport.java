package org.gridbench.experiments.stars;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.gridbench.runs.report.CsvTable;
import org.gridbench.model.scenario.AtomicFiles;
import org.gridbench.runs.StarsResultText;
import org.gridbench.runs.TerminalNumbers;
import org.gridbench.stars.sim.StarsConfig;
import org.gridbench.stars.sim.StarsResult;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * What one {@code stars} run writes: {@code series.csv} (columns {@link StarsResult#SERIES_COLUMNS}) and
 * {@code summary.json} (the measures of Celaya, sections 8.3-8.4 and Table 8.1), and a short text for the terminal.
 *
 * @param link the link model's name, {@code slow} or {@code fast}
 * @param workload what the run replayed
 */
public record StarsReport(StarsConfig config, StarsResult result, String link, WorkloadSummary workload,
        long workloadSeed, double wallSeconds) implements RunReport {

    @Override
    public List<Path> write(Path folder) throws IOException {
        Files.createDirectories(folder);
        Path csv = folder.resolve("series.csv");
        series().write(csv);
        Path json = folder.resolve("summary.json");
        AtomicFiles.write(json, json().getBytes(StandardCharsets.UTF_8));
        return List.of(csv, json);
    }

    CsvTable series() {
        CsvTable table = new CsvTable(StarsResult.SERIES_COLUMNS);
        for (double[] row : result.series()) {
            List<Object> values = new ArrayList<>(row.length);
            for (double x : row) {
                values.add(x == Math.rint(x) && Math.abs(x) < 1e15 ? (Object) (long) x : (Object) x);
            }
            table.row(values);
        }
        return table;
    }

    public String json() {
        ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        ObjectNode root = mapper.createObjectNode().put("nodes", config.nodes()).put("policy", result.policy())
                .put("mode", name(config.mode())).put("sfMax", config.sfMax()).put("link", link)
                .put("updateBandwidth", config.updateBandwidth()).put("duration", config.duration())
                .put("seed", config.seed()).put("workloadSeed", workloadSeed).put("workload", workload.name());
        StarsResultText.putMeasures(root, result);
        if (workload.users() > 0) {
            root.put("users", workload.users()).put("userFraction", workload.userFraction());
        }
        if (!Double.isNaN(workload.offeredLoad())) {
            root.put("offeredLoad", workload.offeredLoad());
        }
        root.put("wallSeconds", wallSeconds);
        try {
            return mapper.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of numbers and strings always serialises", e);
        }
    }

    @Override
    public String text() {
        return String.format(Locale.ROOT, "%s %s, %d nodes, SF_max %d, %s link: %s simulated s in %.2f s wall%n",
                result.policy(), name(config.mode()), config.nodes(), config.sfMax(), link,
                TerminalNumbers.fixed(config.duration(), 0),
                wallSeconds) + StarsResultText.measures(result);
    }

    public static String name(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT);
    }
}
