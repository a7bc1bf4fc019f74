package org.gridbench.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.gridbench.cli.Cli;
import org.gridbench.model.scenario.Examples;
import org.gridbench.model.scenario.HeapLimits;
import org.gridbench.trees.sim.DemandDrivenSimulation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** tree-lp and tree-sim through the command line, on files in the minimal tree form. */
class TreeCommandsTest {

    // A star: master speed 1; children speeds 1 and 1 on links of bandwidth 2 and 1; one application of 1 flop
    // and 1 byte. Bandwidth-centric: the master computes 1, child P1 (b = 2) gets 1 task per unit using half the
    // port, child P2 (b = 1) gets the other half of the port: 0.5. Fair throughput 2.5.
    private static final String STAR = """
            {"platform":{"nodes":[{"id":"P0","speed":1},{"id":"P1","parent":"P0","speed":1,"bandwidth":2},
            {"id":"P2","parent":"P0","speed":1,"bandwidth":1}]},
            "applications":[{"id":"A1","weight":1,"flops":1,"bytes":1}]}
            """;

    @TempDir
    Path dir;

    private final CliRunner cli = new CliRunner();

    private Path write(String name, String text) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        return file;
    }

    @Test
    void treeLpSolvesTheMinimalFormExactly() throws IOException {
        Path star = write("star.json", STAR);
        assertEquals(Cli.OK, cli.run("tree-lp", star.toString(), "--json"), cli.err());
        JsonNode result = new ObjectMapper().readTree(cli.out());
        assertEquals(2.5, result.path("fairThroughput").asDouble(), 2.5e-9);
        assertEquals(0.5, result.path("sent").path("P0->P2").path("A1").asDouble(), 0.5e-9);
        assertEquals(1.0, result.path("alpha_u").path("P0").path("A1").asDouble(), 1e-9);
    }

    /** The example trees-star printed "throughput lost to rounding -6.66e-16": the doubles' noise, now 0. */
    @Test
    void noThroughputIsLostToRoundingOnTheStarExample() throws IOException {
        Path star = write("trees-star.gridbench.json", Examples.text("trees-star.gridbench.json"));
        assertEquals(Cli.OK, cli.run("tree-lp", star.toString()), cli.err());
        assertTrue(cli.out().contains(", throughput lost to rounding 0\n"), cli.out());
        assertEquals(Cli.OK, cli.run("tree-lp", star.toString(), "--json"), cli.err());
        JsonNode periodic = new ObjectMapper().readTree(cli.out()).path("periodic");
        assertEquals(70, periodic.path("period").asInt(), periodic.toString());
        assertEquals(0.0, periodic.path("throughputLoss").doubleValue(), periodic.toString());
    }

    @Test
    void treeSimPrintsExperimentalTheoreticalAndLp() throws IOException {
        Path star = write("star.json", STAR);
        assertEquals(Cli.OK, cli.run("tree-sim", star.toString(), "--heuristic", "LP", "--tasks", "400", "--json"),
                cli.err());
        JsonNode result = new ObjectMapper().readTree(cli.out());
        assertEquals(2.5, result.path("lpFairThroughput").asDouble(), 2.5e-9);
        double experimental = result.path("experimentalFairThroughput").asDouble();
        assertTrue(experimental > 0.8 * 2.5 && experimental <= 2.5 * 1.001, cli.out());
    }

    @Test
    void twoRootsAreBadInput() throws IOException {
        Path bad = write("bad.json", STAR.replace("\"parent\":\"P0\",\"speed\":1,\"bandwidth\":2", "\"speed\":1"));
        assertEquals(Cli.BAD_INPUT, cli.run("tree-lp", bad.toString()));
        assertTrue(cli.err().startsWith(bad + ":"), cli.err());
    }

    /** 2^31 - 1 tasks or buffer slots ran out of memory: both are refused before the run, at their option. */
    @Test
    void tasksPastTheHeapAndABufferPastItsLimitAreBadInput() throws IOException {
        Path star = write("star.json", STAR);
        assertEquals(Cli.BAD_INPUT, cli.run("tree-sim", star.toString(), "--heuristic", "LP", "--tasks",
                "2147483647"));
        assertEquals("tree-sim: --tasks: " + HeapLimits.refusal(2147483647L, "tasks (2147483647 per application, 1"
                + " application)", DemandDrivenSimulation.BYTES_PER_TASK).orElseThrow() + "\n", cli.err());
        assertEquals(Cli.BAD_INPUT, cli.run("tree-sim", star.toString(), "--heuristic", "LP", "--buffer",
                "10001"));
        assertEquals("tree-sim: --buffer: must be at most 10,000 tasks (each free slot is a request in flight, and the"
                + " time grows with the square of the buffer), found 10001\n", cli.err());
        assertEquals(Cli.OK, cli.run("tree-sim", star.toString(), "--heuristic", "LP", "--buffer", "10000"),
                cli.err());
    }

    @Test
    void anUnknownHeuristicIsBadInput() throws IOException {
        Path star = write("star.json", STAR);
        assertEquals(Cli.BAD_INPUT, cli.run("tree-sim", star.toString(), "--heuristic", "Oracle"));
        assertTrue(cli.err().contains("heuristic"), cli.err());
    }
}
