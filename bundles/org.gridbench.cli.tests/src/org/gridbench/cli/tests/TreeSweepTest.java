package org.gridbench.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.eclipse.core.runtime.RegistryFactory;
import org.gridbench.cli.Cli;
import org.gridbench.experiments.trees.TreeExperiment;
import org.gridbench.experiments.trees.TreeExperimentRow;
import org.gridbench.trees.TreeHeuristics;
import org.gridbench.trees.generator.CcrMaxDistribution;
import org.gridbench.trees.generator.ExperimentSetup;
import org.gridbench.trees.generator.TaskSizes;
import org.gridbench.trees.heuristic.TreeHeuristicInstance;
import org.gridbench.trees.sim.TreeNetwork;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The trees experiment as a sweep (experiment {@code trees}): under a reading that is not the default one, each run
 * gives the numbers of the experiment's own pass, bit for bit, and bad parameters are refused at their place.
 */
class TreeSweepTest {

    @TempDir
    Path dir;

    private final CliRunner cli = new CliRunner();

    @Test
    void eachRunOfANonDefaultReadingEqualsTheRowOfTheExperimentsOwnPass() throws Exception {
        List<TreeHeuristicInstance> heuristics = TreeHeuristics.createAll(RegistryFactory.getRegistry());
        String ids = heuristics.stream().map(h -> "\"" + h.id() + "\"").collect(Collectors.joining(", "));
        String platforms = IntStream.range(0, 150).mapToObj(Integer::toString).collect(Collectors.joining(", "));
        Path file = Files.writeString(dir.resolve("t.sweep.json"), """
                {"format": "gridbench-sweep", "version": 1, "experiment": "trees",
                 "parameters": {"applications": 2, "taskSizes": "fixed-compute", "ccrMax": "uniform",
                                "latency": "ignore", "network": "plain"},
                 "axes": [{"parameter": "pass", "values": ["200/10"]},
                          {"parameter": "platform", "values": [%s]},
                          {"parameter": "heuristic", "values": [%s]}],
                 "seeds": [5]}
                """.formatted(platforms, ids));
        assertEquals(Cli.OK, cli.run("sweep", "run", file.toString(), "--out", dir.resolve("s").toString(),
                "--threads", "2"), cli.err());
        List<TreeExperimentRow> expected = new TreeExperiment(5, new ExperimentSetup(2, TaskSizes.FIXED_COMPUTE,
                CcrMaxDistribution.UNIFORM), new TreeNetwork(false, 0), 2).run(heuristics,
                        new TreeExperiment.Pass(200, 10));
        JsonNode runs = new ObjectMapper().readTree(dir.resolve("s").resolve("results.json").toFile()).get("runs");
        assertEquals(expected.size(), runs.size());
        for (int i = 0; i < expected.size(); i++) {
            TreeExperimentRow row = expected.get(i);
            JsonNode run = runs.get(i);
            assertEquals(row.instance(), run.get("parameters").get("platform").intValue());
            assertEquals(row.heuristic(), run.get("parameters").get("heuristic").textValue());
            JsonNode m = run.get("measures");
            assertEquals(row.lpFairThroughput(), number(m.get("lp_fair_throughput")), row.toString());
            assertEquals(row.theoreticalFairThroughput(), number(m.get("theoretical_fair_throughput")),
                    row.toString());
            assertEquals(row.experimentalFairThroughput(), number(m.get("experimental_fair_throughput")),
                    row.toString());
        }
    }

    private static double number(JsonNode node) {
        return node.isTextual() ? Double.parseDouble(node.textValue()) : node.doubleValue();
    }

    @Test
    void badParametersAreRefusedAtTheirPlaceBeforeAnythingRuns() throws Exception {
        Path file = Files.writeString(dir.resolve("bad.sweep.json"), """
                {"format": "gridbench-sweep", "version": 1, "experiment": "trees",
                 "parameters": {"network": "cm03"},
                 "axes": [{"parameter": "pass", "values": ["200"]},
                          {"parameter": "platform", "values": [150]},
                          {"parameter": "heuristic", "values": ["NOPE"]}]}
                """);
        assertEquals(Cli.BAD_INPUT, cli.run("sweep", "run", file.toString(), "--out", dir.resolve("b").toString()));
        String err = cli.err();
        assertTrue(err.contains("bad.sweep.json:2:") && err.contains(
                ": parameters.network: expected plain or cm02, found \"cm03\""), err);
        assertTrue(err.contains("axes[0].values[0]: expected TASKS/BUFFER such as \"200/10\", found \"200\""), err);
        assertTrue(err.contains("axes[1].values[0]: must be a platform index in 0..149, found 150"), err);
        assertTrue(err.contains("axes[2].values[0]: "), err);
        assertTrue(Files.notExists(dir.resolve("b")), "nothing written");
    }

    /** As tree-experiment: a window of at least 1 byte, and at most 10,000 LP variables on the 100-node platforms. */
    @Test
    void aWindowBelowOneByteAndTooManyApplicationsAreRefusedAtTheirPlace() throws Exception {
        Path file = Files.writeString(dir.resolve("w.sweep.json"), """
                {"format": "gridbench-sweep", "version": 1, "experiment": "trees",
                 "parameters": {"network": "cm02", "window": 0.5},
                 "axes": [{"parameter": "applications", "values": [100, 101]},
                          {"parameter": "platform", "values": [0]},
                          {"parameter": "heuristic", "values": ["LP"]}]}
                """);
        assertEquals(Cli.BAD_INPUT, cli.run("sweep", "run", file.toString(), "--out", dir.resolve("w").toString()));
        String err = cli.err();
        assertTrue(err.contains("w.sweep.json:2:") && err.contains(": parameters.window: must be at least 1 byte (a"
                + " TCP window is whole bytes), found 0.5"), err);
        assertTrue(err.contains("axes[0].values[1]: on the largest platform, 100 nodes x 101 applications make 10,100"
                + " variables of the steady-state LP, more than 10,000"), err);
        assertTrue(!err.contains("axes[0].values[0]"), err);
        assertTrue(Files.notExists(dir.resolve("w")), "nothing written");
    }
}
