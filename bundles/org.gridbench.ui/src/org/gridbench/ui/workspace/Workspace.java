package org.gridbench.ui.workspace;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import org.gridbench.model.scenario.Examples;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.sweeps.engine.RunFiles;

/**
 * The folder the Scenario Explorer shows. Chosen by the system property {@code gridbench.workspace}, else the
 * environment variable {@code GRIDBENCH_WORKSPACE}, else {@code ~/gridbench-workspace}; created with the example
 * scenarios on first start, and given them whenever it is empty.
 */
public final class Workspace {

    public static final String TOPIC_CHANGED = "gridbench/workspace/changed";
    /** A file a command made in the workspace (New Scenario, Import): the explorer selects and reveals it. */
    public static final String TOPIC_CREATED = "gridbench/workspace/created";
    public static final String SCENARIO_SUFFIX = ScenarioDocument.FILE_SUFFIX;
    public static final String SWEEP_SUFFIX = ".sweep.json";

    private final Path root;

    private Workspace(Path root) {
        this.root = root;
    }

    /** The workspace folder: -Dgridbench.workspace, else GRIDBENCH_WORKSPACE, else preferred, else the default. */
    public static Path defaultRoot(String preferred) {
        String property = System.getProperty("gridbench.workspace");
        if (property != null && !property.isBlank()) {
            return Path.of(property).toAbsolutePath();
        }
        String env = System.getenv("GRIDBENCH_WORKSPACE");
        if (env != null && !env.isBlank()) {
            return Path.of(env).toAbsolutePath();
        }
        if (!preferred.isBlank()) {
            return Path.of(preferred).toAbsolutePath();
        }
        return Path.of(System.getProperty("user.home"), "gridbench-workspace");
    }

    /** Opens the workspace at root; a folder that does not exist yet, or holds nothing, gets the examples. */
    public static Workspace open(Path root) throws IOException {
        Files.createDirectories(root);
        if (isEmpty(root)) {
            for (String name : Examples.withSweeps()) {
                Files.writeString(root.resolve(name), Examples.text(name), StandardCharsets.UTF_8);
            }
        }
        return new Workspace(root);
    }

    private static boolean isEmpty(Path folder) throws IOException {
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.findAny().isEmpty();
        }
    }

    public Path root() {
        return root;
    }

    public static boolean isScenario(Path file) {
        return file.getFileName().toString().endsWith(SCENARIO_SUFFIX) && Files.isRegularFile(file);
    }

    public static boolean isSweep(Path file) {
        return file.getFileName().toString().endsWith(SWEEP_SUFFIX) && Files.isRegularFile(file);
    }

    /** Whether two paths name the same file, however written (relative or absolute, with "." or ".."). */
    public static boolean sameFile(Path a, Path b) {
        return a != null && b != null && a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
    }

    /** A file the workbench opens in an editor: a scenario or a sweep document. */
    public static boolean isEditable(Path file) {
        return isScenario(file) || isSweep(file);
    }

    /**
     * Sub-folders first, then every file, each by name; hidden entries are left out. Files other than scenarios and
     * sweeps are listed too, as Eclipse's explorers list them: a sweep's results.csv, market.csv and plots.
     */
    public static List<Path> children(Path folder) {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> entries = Files.list(folder)) {
            List<Path> result = new ArrayList<>(entries
                    .filter(p -> !p.getFileName().toString().startsWith(".")).toList());
            result.sort(Comparator.comparing((Path p) -> !Files.isDirectory(p))
                    .thenComparing(p -> p.getFileName().toString()));
            return result;
        } catch (IOException e) {
            return List.of();
        }
    }

    /** Whether a folder holds a sweep's results: the plan {@code sweep.json} that every sweep run writes first. */
    public static boolean isSweepResults(Path folder) {
        return Files.isRegularFile(folder.resolve(RunFiles.PLAN));
    }

    /** A file name in the workspace root for a new scenario named base, not yet taken. */
    public Path newScenarioPath(String base) {
        String stem = base.strip().replaceAll("[^A-Za-z0-9._-]+", "-");
        if (stem.isEmpty()) {
            stem = "scenario";
        }
        Path candidate = root.resolve(stem + SCENARIO_SUFFIX);
        for (int i = 2; Files.exists(candidate); i++) {
            candidate = root.resolve(stem + "-" + i + SCENARIO_SUFFIX);
        }
        return candidate;
    }

    /** The example opened at start-up, if the workspace still has it. */
    public Path firstExample() {
        return Examples.names().stream().map(root::resolve).filter(Files::isRegularFile).findFirst().orElse(null);
    }
}
