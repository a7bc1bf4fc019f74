package org.gridbench.model.fuzz.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import org.gridbench.model.importers.SwfReader;
import org.gridbench.model.importers.tests.TestData;
import org.gridbench.model.market.MarketScenario;
import org.gridbench.model.scenario.Examples;
import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioImports;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.model.scenario.ScenarioWriter;
import org.gridbench.model.tree.TreeScenario;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 26: a few hundred seeded mutants of each format go through the real readers. Each is read completely or
 * refused with problems that have a position (or name the file as a whole), on one line each; nothing else escapes,
 * and a refused import leaves no file behind. A failure names the format, seed and mutant, which reproduce it.
 */
class ReadersFuzzTest {

    private static final int MUTANTS = 300;
    private static final long SEED = 26;

    @TempDir
    Path folder;

    /** A real file of each format; every mutant is written under the seed file's own extension. */
    static Stream<Arguments> seeds() {
        return Stream.of(
                Arguments.of("scenario", "market-two-clusters.gridbench.json"),
                Arguments.of("scenario", "stars-overlay-64.gridbench.json"),
                Arguments.of("scenario", "trees-two-level.gridbench.json"),
                Arguments.of("import", "workflows/wfformat/helloworld-forkjoin-10-chameleon.json"),
                Arguments.of("import", "workflows/dax/HEFT_paper.xml"),
                Arguments.of("import", "platforms/simgrid/small_platform.xml"),
                Arguments.of("import", "platforms/simgrid/cluster512.xml"),
                Arguments.of("swf", "swf/accasim-workload.swf"));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("seeds")
    void mutantsAreReadOrRefusedWithPositions(String reader, String seedFile) throws IOException {
        byte[] original = reader.equals("scenario") ? Examples.text(seedFile).getBytes(StandardCharsets.UTF_8)
                : Files.readAllBytes(TestData.file(seedFile));
        String name = Path.of(seedFile).getFileName().toString();
        Mutator mutator = new Mutator(SEED ^ seedFile.hashCode());
        int refused = 0;
        for (int i = 0; i < MUTANTS; i++) {
            Path case_ = Files.createDirectory(folder.resolve("m" + i));
            Path file = Files.write(case_.resolve(name), mutator.mutant(original));
            String which = seedFile + " mutant " + i + " (seed " + SEED + ")";
            Optional<ScenarioException> refusal = read(reader, file, which);
            if (refusal.isPresent()) {
                refused++;
                checkProblems(refusal.get(), file, which);
                try (Stream<Path> left = Files.list(case_)) {
                    assertEquals(List.of(file), left.toList(), which + ": a refused read left a file behind");
                }
            }
        }
        assertTrue(refused > MUTANTS / 10 && refused < MUTANTS, seedFile + ": " + refused + " of " + MUTANTS
                + " refused; the mutator should break some files and not others");
    }

    /** The refusal, if any; any other exception fails the test with the mutant that raised it. */
    private static Optional<ScenarioException> read(String reader, Path file, String which) {
        try {
            switch (reader) {
                case "scenario" -> model(ScenarioReader.read(file));
                case "swf" -> {
                    SwfReader.read(file);
                    save(ScenarioImports.of(file, Optional.empty(), 1, 0.2), file);
                }
                default -> {
                    save(ScenarioImports.of(file, Optional.empty(), 1, 0.2), file);
                    if (file.toString().contains("platform") || file.toString().contains("cluster")) {
                        save(ScenarioImports.of(file, Optional.of(Family.MARKET), 1, 0.2), file);
                    }
                }
            }
            return Optional.empty();
        } catch (ScenarioException e) {
            return Optional.of(e);
        } catch (IOException | RuntimeException | StackOverflowError e) {
            return fail(which + ": " + e, e);
        }
    }

    /**
     * A scenario that validates maps to the model the engine runs (stars files map in the run itself, in
     * org.gridbench.experiments); a generator past a few thousand jobs is left to the heap check of a run.
     */
    private static void model(ScenarioDocument document) throws ScenarioException {
        switch (document.family()) {
            case MARKET -> {
                if (document.root().path("workload").path("generator").path("jobs").asLong(0) <= 5_000) {
                    MarketScenario.of(document);
                }
            }
            case TREES -> TreeScenario.of(document);
            case STARS -> { }
        }
    }

    /** An imported scenario is saved beside its source and must read back as it was written. */
    private static void save(ScenarioImports.Imported imported, Path source) throws IOException, ScenarioException {
        Path out = source.resolveSibling("imported.gridbench.json");
        ScenarioWriter.save(imported.document(), out);
        assertEquals(ScenarioWriter.toJson(imported.document()), ScenarioWriter.toJson(ScenarioReader.read(out)));
        Files.delete(out);
    }

    private static void checkProblems(ScenarioException refusal, Path file, String which) throws IOException {
        long lines = Files.readAllBytes(file).length == 0 ? 1
                : new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1).split("\r\n|\r|\n", -1).length;
        assertFalse(refusal.problems().isEmpty(), which);
        for (Problem problem : refusal.problems()) {
            String line = problem.format();
            assertFalse(line.contains("\n") || line.contains("\r"), which + ": a problem over two lines: " + line);
            assertTrue(line.startsWith(file.toString()), which + ": " + line);
            if (problem.field().equals(Problem.FILE)) {
                continue;
            }
            assertTrue(problem.line() >= 1 && problem.line() <= lines + 1 && problem.column() >= 1,
                    which + ": no position inside the file: " + line);
            assertFalse(problem.message().isBlank(), which + ": " + line);
        }
    }
}
