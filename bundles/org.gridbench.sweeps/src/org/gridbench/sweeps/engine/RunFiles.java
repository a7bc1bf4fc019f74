package org.gridbench.sweeps.engine;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.gridbench.model.scenario.AtomicFiles;
import org.gridbench.sweeps.RunPoint;
import org.gridbench.sweeps.RunRecord;
import org.gridbench.sweeps.SweepPlan;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

/**
 * The result folder of a sweep: {@code sweep.json} (the plan) and one {@code runs/ID.json} per finished run, each
 * written whole by one rename, so that a driver killed at any instant leaves only complete run files.
 */
public final class RunFiles {

    static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    public static final String PLAN = "sweep.json";

    private final Path folder;

    public RunFiles(Path folder) {
        this.folder = folder;
    }

    public Path folder() {
        return folder;
    }

    public Path runFile(String id) {
        return folder.resolve("runs").resolve(id + ".json");
    }

    public void writePlan(SweepPlan plan) throws IOException {
        Files.createDirectories(folder.resolve("runs"));
        write(folder.resolve(PLAN), PlanJson.write(plan));
    }

    /**
     * @throws NoSuchFileException when the folder holds no sweep
     * @throws IOException naming the line and column of a syntax error, or saying the plan is not one Gridbench wrote
     */
    public SweepPlan readPlan() throws IOException {
        String text;
        try {
            text = Files.readString(folder.resolve(PLAN));
        } catch (CharacterCodingException e) {
            throw new IOException("not UTF-8 text, so not a plan Gridbench wrote", e);
        }
        JsonNode tree;
        try {
            tree = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            throw new IOException((at == null ? "" : "line " + at.getLineNr() + ", column " + at.getColumnNr() + ": ")
                    + e.getOriginalMessage(), e);
        }
        Optional<String> unsupported = PlanJson.unsupportedVersion(tree);
        if (unsupported.isPresent()) {
            throw new IOException(unsupported.get());
        }
        try {
            return PlanJson.read(tree);
        } catch (IllegalArgumentException e) {
            throw new IOException("not a plan Gridbench wrote: " + e.getMessage() + "; run the sweep again into a new"
                    + " folder", e);
        } catch (RuntimeException e) {
            throw new IOException("not a plan Gridbench wrote (" + e.getClass().getSimpleName() + "); run the sweep"
                    + " again into a new folder", e);
        }
    }

    public void write(RunRecord record) throws IOException {
        write(runFile(record.point().id()), RunJson.write(record));
    }

    /** The runs of {@code plan} with a run file, by id; a file that cannot be read counts as not finished. */
    public Map<String, RunRecord> finished(SweepPlan plan) {
        Map<String, RunRecord> finished = new LinkedHashMap<>();
        for (RunPoint point : plan.runs()) {
            read(point).ifPresent(record -> finished.put(point.id(), record));
        }
        return finished;
    }

    /** Refuses, before any run, a folder where a pending run's file goes: the run's rename could not replace it. */
    public void checkWritable(List<RunPoint> pending) throws IOException {
        for (RunPoint point : pending) {
            Path file = runFile(point.id());
            if (Files.isDirectory(file, LinkOption.NOFOLLOW_LINKS)) {
                throw new IOException(folder.relativize(file) + " is a folder, and run " + point.id() + " writes its"
                        + " result there; move it away");
            }
        }
    }

    /** The records of {@code plan} in canonical order; the ids of runs without a file in {@code missing}. */
    public List<RunRecord> inOrder(SweepPlan plan, List<String> missing) {
        Map<String, RunRecord> finished = finished(plan);
        plan.runs().stream().filter(p -> !finished.containsKey(p.id())).forEach(p -> missing.add(p.id()));
        return List.copyOf(finished.values());
    }

    private Optional<RunRecord> read(RunPoint point) {
        Path file = runFile(point.id());
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            return Optional.of(RunJson.read(point, JSON.readTree(Files.readString(file))));
        } catch (IOException | RuntimeException e) {
            // a run file Gridbench did not write whole (edited, cut): the run counts as not done, and runs again
            return Optional.empty();
        }
    }

    private static void write(Path file, JsonNode content) throws IOException {
        AtomicFiles.write(file, text(content).getBytes(StandardCharsets.UTF_8));
    }

    static String text(JsonNode content) throws JsonProcessingException {
        return JSON.writeValueAsString(content) + "\n";
    }
}
