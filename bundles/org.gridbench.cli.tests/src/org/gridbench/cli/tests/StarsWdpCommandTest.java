package org.gridbench.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.gridbench.cli.Cli;
import org.gridbench.runs.StarsMetrics;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * {@code stars --policy WDP} (Celaya, section 8.6): outputs, reproducibility, workflow files, and one message per kind
 * of bad input, with nothing written.
 */
class StarsWdpCommandTest {

    private static final String CYCLIC_DAX = """
            <adag xmlns="http://pegasus.isi.edu/schema/DAX" version="2.1">
              <job id="a" name="split" runtime="60"/>
              <job id="b" name="map" runtime="120"/>
              <child ref="a"><parent ref="b"/></child>
              <child ref="b"><parent ref="a"/></child>
            </adag>
            """;
    private static final String WFFORMAT = """
            {"name": "diamond", "schemaVersion": "1.4", "workflow": {"tasks": [
              {"name": "a", "runtimeInSeconds": 600, "parents": [], "children": ["b", "c"]},
              {"name": "b", "runtime": 600, "parents": ["a"], "children": ["d"]},
              {"name": "c", "runtime": 600, "parents": ["a"], "children": ["d"]},
              {"name": "d", "runtime": 600, "parents": ["b", "c"]}]}}
            """;

    @TempDir
    Path dir;

    private final CliRunner cli = new CliRunner();

    // 64 nodes, fork-join workflows arriving for 20 simulated minutes at twice the platform's speed
    private int small(Path out, String... extra) {
        List<String> args = new ArrayList<>(List.of("stars", "--policy", "WDP", "--nodes", "64", "--duration", "20m",
                "--out", out.toString()));
        args.addAll(List.of(extra));
        return cli.run(args.toArray(String[]::new));
    }

    @Test
    void aSmallRunWritesTheSummaryAndTheAllocationTimes() throws IOException {
        assertEquals(Cli.OK, small(dir, "--priority", "1.3"), cli.err());
        JsonNode summary = new ObjectMapper().readTree(dir.resolve("summary.json").toFile());
        assertEquals("WDP", summary.path("policy").asText());
        assertEquals("forkjoin-8", summary.path("workflow").asText());
        assertEquals(10, summary.path("tasks").asInt());
        assertEquals(2, summary.path("width").asInt());
        assertEquals(10.0 / 3, summary.path("maximumSpeedUp").asDouble(), 1e-12);
        assertEquals(1.3, summary.path("priority").asDouble());
        assertEquals(2, summary.path("load").asDouble());
        assertEquals(1e6, summary.path("linkBandwidth").asDouble());
        assertEquals(10_000, summary.path("updateBandwidth").asDouble());
        long finished = summary.path("finished").asLong();
        assertTrue(finished > 0, summary.toString());
        assertEquals(summary.path("measured").asLong(), finished + summary.path("abandoned").asLong()
                + summary.path("unfinished").asLong());
        assertEquals(finished, summary.path("allocationTimeByWidth").path("2").path("count").asLong());
        assertTrue(summary.path("speedUp").path("mean").asDouble() > 0, summary.toString());
        for (String direction : List.of("incoming", "outgoing")) {
            assertTrue(summary.path("traffic").path(direction).path("peak1s").path("max").asDouble() > 0, direction);
        }
        List<String> allocation = Files.readAllLines(dir.resolve("allocation-times.csv"));
        assertEquals("workflow,width,allocationTime", allocation.get(0));
        assertEquals(finished + 1, allocation.size());
        assertTrue(allocation.get(1).startsWith("forkjoin-8,2,"), allocation.get(1));
        List<String> workflows = Files.readAllLines(dir.resolve("workflows.csv"));
        assertEquals("id,submitter,submitted,deadline,allocationTime,finished,speedUp,late", workflows.get(0));
        // one measure a line under the names of StarsMetrics, as IBP's; it grouped them ("speed-up        mean ...")
        assertEquals(List.of("finished workflows " + finished), cli.out().lines()
                .filter(l -> l.startsWith(StarsMetrics.FINISHED_WORKFLOWS + " ")).map(l -> l.replaceAll(" +", " "))
                .toList(), cli.out());
        assertEquals(List.of(StarsMetrics.MEAN_SPEED_UP + " " + String.format(Locale.ROOT, "%.4g", summary.path(
                "speedUp").path("mean").asDouble())), cli.out().lines().filter(l -> l.startsWith(
                        StarsMetrics.MEAN_SPEED_UP + " ")).map(l -> l.replaceAll(" +", " ")).toList(), cli.out());
    }

    @Test
    void theSameSeedGivesTheSameRun() throws IOException {
        Path first = dir.resolve("first");
        Path second = dir.resolve("second");
        assertEquals(Cli.OK, small(first, "--workflow-model", "laplace", "--seed", "5"), cli.err());
        assertEquals(Cli.OK, small(second, "--workflow-model", "laplace", "--seed", "5"), cli.err());
        assertEquals(withoutWall(first), withoutWall(second));
        assertEquals(Files.readString(first.resolve("workflows.csv")),
                Files.readString(second.resolve("workflows.csv")));
        assertEquals(3, withoutWall(first).path("width").asInt());
    }

    @Test
    void aWfFormatWorkflowRuns() throws IOException {
        Path file = dir.resolve("diamond.json");
        Files.writeString(file, WFFORMAT);
        Path out = dir.resolve("out");
        assertEquals(Cli.OK, small(out, "--workflow", file.toString(), "--speeds", "uniform"), cli.err());
        JsonNode summary = new ObjectMapper().readTree(out.resolve("summary.json").toFile());
        assertEquals("diamond.json", summary.path("workflow").asText());
        // 10 minutes per task at 1000 MFLOPS: 4 tasks, a critical path of 3
        assertEquals(4 * 600_000.0, summary.path("totalLength").asDouble());
        assertEquals(4.0 / 3, summary.path("maximumSpeedUp").asDouble(), 1e-12);
    }

    @Test
    void everyBadInputIsOneLineWithExitCode2AndWritesNothing() throws IOException {
        Path dax = dir.resolve("cyclic.dax");
        Files.writeString(dax, CYCLIC_DAX);
        Path json = dir.resolve("cyclic.json");
        Files.writeString(json, WFFORMAT.replace("\"parents\": [], ", "\"parents\": [\"d\"], "));
        String out = dir.resolve("bad").toString();
        List<List<String>> cases = List.of(
                List.of("stars: " + dax + ":4:3: adag.child[0]: dependencies form a cycle: a -> b -> a", "--workflow",
                        dax.toString()),
                List.of("stars: " + json + ":2:53: workflow.tasks[0].parents: dependencies form a cycle: a -> d -> b"
                        + " -> a", "--workflow", json.toString()),
                List.of("stars: --priority: W_j must be greater than 0, found 0", "--priority", "0"),
                List.of("stars: --priority: W_j must be greater than 0, found -1.2", "--priority", "-1.2"),
                List.of("stars: --workflow-model: unknown model 'montage'; expected forkjoin or laplace",
                        "--workflow-model", "montage"),
                List.of("stars: --workflow: " + dir.resolve("w.txt") + ": unknown workflow format; expected WfFormat"
                        + " (.json) or Pegasus DAX (.dax, .xml)", "--workflow", dir.resolve("w.txt").toString()),
                List.of("stars: --workflow-size does not go with --workflow, whose file gives the tasks and their"
                        + " runtimes", "--workflow", json.toString(), "--workflow-size", "4"),
                List.of("stars: --load: the load must be greater than 0, found 0", "--load", "0"),
                List.of("stars: --speeds: unknown speeds 'fast'; expected mixed or uniform", "--speeds", "fast"),
                List.of("stars: --sfmax does not apply to --policy WDP", "--sfmax", "5"),
                List.of("stars: --mode: WDP runs decentralized only", "--mode", "centralized"),
                List.of("stars: --warm-up: must be shorter than --duration, found 1h and 20m", "--warm-up", "1h"),
                List.of("stars: --resends: must be at least 0, found -1", "--resends", "-1"),
                // section 8.6.1 by hand: 800000 x 64 x 1000 MFLOPS x 1200 s / (10 x 600000 MFLOP) = 1.024 x 10^7
                List.of("stars: --load: about 1.02e+07 workflows would arrive (load 800000 x 64000 MFLOPS of 64 nodes"
                        + " x 1200 s / 6000000 MFLOP a workflow), more than 10,000,000; lower --load or --duration, or"
                        + " give longer tasks", "--load", "800000", "--speeds", "uniform"),
                // 2 x 64000 MFLOPS x 1200 s / (10 x 1.25 MFLOP) = 1.2288 x 10^7
                List.of("stars: --task-length: about 1.23e+07 workflows would arrive (load 2 x 64000 MFLOPS of 64"
                        + " nodes x 1200 s / 12.5 MFLOP a workflow), more than 10,000,000; lower --load or --duration,"
                        + " or give longer tasks", "--task-length", "1.25", "--speeds", "uniform"));
        for (List<String> c : cases) {
            List<String> args = new ArrayList<>(List.of("stars", "--policy", "WDP", "--nodes", "64", "--duration",
                    "20m", "--out", out));
            args.addAll(c.subList(1, c.size()));
            assertEquals(Cli.BAD_INPUT, cli.run(args.toArray(String[]::new)), c.get(0));
            assertEquals(c.get(0) + "\n", cli.err(), c.get(0));
        }
        assertEquals(Cli.BAD_INPUT, cli.run("stars", "--policy", "IBP", "--nodes", "64", "--priority", "1.2",
                "--out", out));
        assertEquals("stars: --priority applies only to --policy WDP\n", cli.err());
        assertFalse(Files.exists(Path.of(out)), "bad input writes nothing");
    }

    @Test
    void benchStarsRunsWdpAlone() {
        assertEquals(Cli.OK, cli.run("bench", "stars", "--sizes", "64", "--policies", "WDP"), cli.err());
        assertTrue(cli.out().contains("| WDP | 64 | "), cli.out());
        assertFalse(cli.out().contains("| IBP |"), cli.out());
        assertEquals(Cli.BAD_INPUT, cli.run("bench", "stars", "--sizes", "64", "--policies", "WDP,XYZ"));
        assertEquals("bench stars: --policies: unknown policy 'XYZ'; expected some of IBP, MMP, DP, FSP, WDP\n", cli.err());
    }

    private static JsonNode withoutWall(Path folder) throws IOException {
        ObjectNode summary = (ObjectNode) new ObjectMapper().readTree(folder.resolve("summary.json").toFile());
        assertTrue(summary.remove("wallSeconds") != null);
        return summary;
    }
}
