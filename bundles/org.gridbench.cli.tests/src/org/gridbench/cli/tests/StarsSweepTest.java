package org.gridbench.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.gridbench.cli.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * STaRS as a sweep (experiment {@code stars}): each run gives the numbers of {@code ./gridbench stars} with the same
 * options, bit for bit, for the thesis's workload and for fixed requests, and bad parameters are refused at their
 * place before anything runs.
 */
class StarsSweepTest {

    @TempDir
    Path dir;

    private final CliRunner cli = new CliRunner();
    private final ObjectMapper json = new ObjectMapper();

    @Test
    void eachRunEqualsTheStarsCommandWithTheSameOptions() throws Exception {
        Path file = Files.writeString(dir.resolve("s.sweep.json"), """
                {"format": "gridbench-sweep", "version": 1, "experiment": "stars",
                 "parameters": {"policy": "IBP", "nodes": 200, "duration": "2h", "user-fraction": 0.1},
                 "axes": [{"parameter": "mode", "values": ["centralized", "random"]},
                          {"parameter": "sfmax", "values": [20]}],
                 "seeds": [7]}
                """);
        assertEquals(Cli.OK, cli.run("sweep", "run", file.toString(), "--out", dir.resolve("s").toString(),
                "--threads", "2"), cli.err());
        JsonNode runs = json.readTree(dir.resolve("s").resolve("results.json").toFile()).get("runs");
        assertEquals(2, runs.size());
        for (int i = 0; i < 2; i++) {
            String mode = List.of("centralized", "random").get(i);
            Path out = dir.resolve(mode);
            assertEquals(Cli.OK, cli.run("stars", "--policy", "IBP", "--nodes", "200", "--duration", "2h",
                    "--user-fraction", "0.1", "--mode", mode, "--sfmax", "20", "--seed", "7", "--threads", "1",
                    "--out", out.toString()), cli.err());
            JsonNode summary = json.readTree(out.resolve("summary.json").toFile());
            JsonNode measures = runs.get(i).get("measures");
            assertEquals(mode, runs.get(i).get("parameters").get("mode").textValue());
            assertTrue(summary.get("finishedTasks").longValue() > 0, summary.toString());
            for (String name : List.of("requests", "submittedTasks", "acceptedTasks", "finishedTasks",
                    "finishedComputation", "givenUpTasks", "makespan", "messages", "offeredLoad")) {
                assertEquals(summary.get(name).asText(), measures.get(name).asText(), mode + " " + name);
            }
            assertEquals(summary.get("allocationTime").get("mean").asText(),
                    measures.get("allocationTimeMean").asText(), mode);
        }
    }

    @Test
    void fixedRequestsHaveNoOfferedLoadAndGiveTheCommandsAllocationTime() throws Exception {
        Path file = Files.writeString(dir.resolve("f.sweep.json"), """
                {"format": "gridbench-sweep", "version": 1, "experiment": "stars",
                 "parameters": {"policy": "MMP", "nodes": 100, "duration": 600, "requests": 3,
                                "tasks-per-request": 40, "link": "slow"},
                 "axes": [{"parameter": "beta", "values": [0.5]}]}
                """);
        assertEquals(Cli.OK, cli.run("sweep", "run", file.toString(), "--out", dir.resolve("f").toString()),
                cli.err());
        JsonNode measures = json.readTree(dir.resolve("f").resolve("results.json").toFile()).get("runs").get(0)
                .get("measures");
        Path out = dir.resolve("mmp");
        assertEquals(Cli.OK, cli.run("stars", "--policy", "MMP", "--nodes", "100", "--duration", "600",
                "--requests", "3", "--tasks-per-request", "40", "--link", "slow", "--beta", "0.5", "--out",
                out.toString()), cli.err());
        JsonNode summary = json.readTree(out.resolve("summary.json").toFile());
        assertEquals(3, measures.get("requests").intValue());
        assertEquals(summary.get("allocationTime").get("mean").asText(), measures.get("allocationTimeMean").asText());
        assertTrue(measures.get("offeredLoad").isNull(), measures.toString());
    }

    @Test
    void badValuesAreRefusedAtTheirPlaceBeforeAnythingRuns() throws Exception {
        Path file = Files.writeString(dir.resolve("bad.sweep.json"), """
                {"format": "gridbench-sweep", "version": 1, "experiment": "stars",
                 "parameters": {"workload": "swf", "out": "x"},
                 "axes": [{"parameter": "policy", "values": ["IBP", "WDP"]},
                          {"parameter": "mode", "values": ["sideways"]},
                          {"parameter": "node-memory", "values": [1000]},
                          {"parameter": "nodes", "values": [1]}]}
                """);
        assertEquals(Cli.BAD_INPUT, cli.run("sweep", "run", file.toString(), "--out", dir.resolve("b").toString()));
        String err = cli.err();
        assertTrue(err.contains("parameters.out: unknown parameter 'out' of the stars experiment; known: policy,"),
                err);
        assertTrue(err.contains("axes[0].values[1]: stars: --policy: WDP schedules workflows"), err);
        assertTrue(err.contains("axes[1].values[0]: stars: --mode: unknown mode 'sideways'"), err);
        assertTrue(err.contains("axes[3].values[0]: stars: --nodes: N must be at least 2, found 1"), err);
        assertFalse(err.contains("axes[0].values[0]") || err.contains("axes[2]"),
                "IBP, and a memory the thesis's workload would take, are no faults of their own: " + err);
        assertTrue(Files.notExists(dir.resolve("b")), "nothing written");
    }

    @Test
    void combinationsTheCommandRefusesAreRefusedForTheWholeSweepBeforeAnythingRuns() throws Exception {
        Path file = Files.writeString(dir.resolve("pairs.sweep.json"), """
                {"format": "gridbench-sweep", "version": 1, "experiment": "stars",
                 "parameters": {"policy": "IBP", "nodes": 100, "workload": "swf"},
                 "axes": [{"parameter": "node-memory", "values": [1000, 2000]}]}
                """);
        assertEquals(Cli.BAD_INPUT, cli.run("sweep", "run", file.toString(), "--out", dir.resolve("p").toString()));
        assertTrue(cli.err().contains("pairs.sweep.json:3:") && cli.err().contains(": axes: stars: --node-memory"
                + " applies only to the thesis's workload (--workload thesis) (2 of 2 runs)"), cli.err());
        assertTrue(Files.notExists(dir.resolve("p")), "nothing written");
    }
}
