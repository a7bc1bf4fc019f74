package org.gridbench.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.runtime.RegistryFactory;
import org.gridbench.cli.Cli;
import org.gridbench.runs.MarketMetrics;
import org.gridbench.runs.ScenarioRun;
import org.gridbench.runs.ScenarioRuns;
import org.gridbench.model.scenario.Examples;
import org.gridbench.model.scenario.ScenarioReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** {@code sweep run} and {@code sweep collect} through the command line, against {@code market} and {@code run}. */
class SweepCommandTest {

    private static final String MARKET = """
            {"format": "gridbench-sweep", "version": 1, "experiment": "market",
             "parameters": {"jobs": 40},
             "axes": [{"parameter": "workload", "values": [0, 1]}, {"parameter": "load", "values": [0.9, 1.2]},
                      {"parameter": "policy", "values": ["PVR", "FIFO"]}],
             "seeds": [7]}
            """;

    @TempDir
    Path dir;

    private final CliRunner cli = new CliRunner();

    private Path write(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text);
    }

    @Test
    void aMarketSweepFileGivesTheFilesOfTheMarketCommandByteForByte() throws Exception {
        Path file = write("m.sweep.json", MARKET);
        assertEquals(Cli.OK, cli.run("sweep", "run", file.toString(), "--out", dir.resolve("s").toString(),
                "--threads", "2", "--reproducible"), cli.err());
        assertEquals(Cli.OK, cli.run("market", "--policies", "PVR,FIFO", "--loads", "0.9,1.2", "--workloads", "2",
                "--jobs", "40", "--seed", "7", "--threads", "2", "--reproducible", "--out",
                dir.resolve("m").toString()), cli.err());
        for (String f : List.of("market.csv", "summary.json", "results.csv", "results.json", "sweep.json")) {
            assertEquals(Files.readString(dir.resolve("m").resolve(f)), Files.readString(dir.resolve("s").resolve(f)),
                    f);
        }
        assertTrue(cli.out().contains("wrote " + dir.resolve("m").resolve("market.csv")), cli.out());
    }

    @Test
    void twoShardsCollectedGiveTheBytesOfOneRunAndCollectRefusesAnIncompleteSweep() throws Exception {
        Path file = write("m.sweep.json", MARKET);
        String shards = dir.resolve("shards").toString();
        assertEquals(Cli.OK, cli.run("sweep", "run", file.toString(), "--out", shards, "--shard", "0/2",
                "--reproducible"), cli.err());
        assertTrue(cli.out().contains("./gridbench sweep collect " + shards), cli.out());
        assertEquals(Cli.BAD_INPUT, cli.run("sweep", "collect", shards, "--reproducible"));
        assertTrue(cli.err().startsWith("sweep collect: " + shards + ": 4 of 8 runs have no run file yet, or one Gridbench cannot read"), cli.err());
        assertEquals(Cli.OK, cli.run("sweep", "run", file.toString(), "--out", shards, "--shard", "1/2",
                "--reproducible"), cli.err());
        assertEquals(Cli.OK, cli.run("sweep", "collect", shards, "--reproducible"), cli.err());
        assertEquals(Cli.OK, cli.run("sweep", "run", file.toString(), "--out", dir.resolve("whole").toString(),
                "--reproducible"), cli.err());
        for (String f : List.of("market.csv", "summary.json", "results.csv", "slr-by-size.svg")) {
            assertEquals(Files.readString(dir.resolve("whole").resolve(f)), Files.readString(Path.of(shards, f)), f);
        }
    }

    @Test
    void aResumedSweepRunsNothingTwice() throws Exception {
        Path file = write("m.sweep.json", MARKET);
        String out = dir.resolve("r").toString();
        assertEquals(Cli.OK, cli.run("sweep", "run", file.toString(), "--out", out, "--reproducible"), cli.err());
        assertEquals(Cli.OK, cli.run("sweep", "run", file.toString(), "--out", out, "--reproducible"), cli.err());
        assertTrue(cli.err().contains("sweep: 8 runs, 8 finished before, 0 to run"), cli.err());
    }

    @Test
    void badDocumentsAreRefusedWithTheirPositionAndExitCode2() throws Exception {
        Path file = write("bad.sweep.json", MARKET.replace("\"FIFO\"", "\"Oracle\"").replace("0.9,", "-1,"));
        assertEquals(Cli.BAD_INPUT, cli.run("sweep", "run", file.toString(), "--out", dir.resolve("x").toString()));
        List<String> lines = cli.err().lines().toList();
        assertEquals(2, lines.size(), cli.err());
        assertEquals(file + ":3:89: axes[1].values[0]: must be a finite number of at least 0.000001 (10^-6): a lower"
                + " load spreads the arrivals past the ticks the clock holds exactly, found -1", lines.get(0));
        assertTrue(lines.get(1).startsWith(file + ":4:53: axes[2].values[1]: bidding policy Oracle"), lines.get(1));
        assertTrue(Files.notExists(dir.resolve("x")), "nothing is written for a bad document");
        Path unknown = write("u.sweep.json", MARKET.replace("\"market\"", "\"nbody\""));
        assertEquals(Cli.BAD_INPUT, cli.run("sweep", "run", unknown.toString()));
        assertEquals(unknown + ":1:59: experiment: unknown experiment 'nbody'; available: market, stars, trees\n",
                cli.err());
    }

    @Test
    void aScenarioSweepSetsFieldsAndSeedsAndMeasuresAsRunDoes() throws Exception {
        String name = Examples.names().stream().filter(n -> n.startsWith("market-two")).findFirst().orElseThrow();
        Path base = write("base.gridbench.json", Examples.text(name));
        Path file = write("s.sweep.json", """
                {"format": "gridbench-sweep", "version": 1, "scenario": "base.gridbench.json",
                 "axes": [{"parameter": "policy", "values": ["PVR", "FIFO"]}], "seeds": [1, 2],
                 "measures": ["proportion of maximum value", "starved jobs"]}
                """);
        assertEquals(Cli.OK, cli.run("sweep", "run", file.toString(), "--out", dir.resolve("o").toString()),
                cli.err());
        List<String> rows = Files.readAllLines(dir.resolve("o").resolve("results.csv"));
        assertEquals("run,seed,policy,status,proportion of maximum value,starved jobs,message", rows.get(0));
        assertEquals(5, rows.size());
        // seeds outermost: the third run is PVR with seed 2
        Files.writeString(base, Files.readString(base).replaceFirst("\"seed\": \\d+", "\"seed\": 2"));
        ScenarioRun run = ScenarioRuns.open(ScenarioReader.read(base), base, RegistryFactory.getRegistry(),
                Optional.of("PVR"));
        run.simulation().runUntil(run.end());
        String value = BigDecimal.valueOf(run.frame().metrics().get(MarketMetrics.VALUE_FRACTION))
                .stripTrailingZeros().toPlainString();
        assertTrue(rows.get(3).contains(",2,PVR,done," + value + ","), rows.get(3) + " vs " + value);
    }

    @Test
    void aScenarioSweepOverAFieldTheBaseLacksIsRefused() throws Exception {
        String name = Examples.names().stream().filter(n -> n.startsWith("market-two")).findFirst().orElseThrow();
        write("base.gridbench.json", Examples.text(name));
        Path file = write("s.sweep.json", """
                {"format": "gridbench-sweep", "version": 1, "scenario": "base.gridbench.json",
                 "axes": [{"parameter": "platform.ccr", "values": [0.5, -1]},
                          {"parameter": "platform.speed", "values": [1]}]}
                """);
        assertEquals(Cli.BAD_INPUT, cli.run("sweep", "run", file.toString(), "--out", dir.resolve("o").toString()));
        List<String> lines = cli.err().lines().toList();
        assertTrue(lines.get(0).startsWith(file + ":2:57: axes[0].values[1]: the scenario would be invalid:"
                + " platform.ccr: "), cli.err());
        assertEquals(file + ":3:54: axes[1].values[0]: the base scenario has no field platform.speed", lines.get(1));
    }

    /**
     * A base scenario without a policy (as ./gridbench import makes them) and no policy among the sweep's
     * parameters or axes: every run would fail, so the plan is refused before any run, in a sweep's words.
     */
    @Test
    void aSweepWhoseRunsNameNoPolicyIsRefusedBeforeAnyRun() throws Exception {
        String name = Examples.names().stream().filter(n -> n.startsWith("market-two")).findFirst().orElseThrow();
        write("base.gridbench.json", Examples.text(name).replaceFirst(",\\s*\"policy\": \"[A-Za-z-]+\"", ""));
        Path file = write("s.sweep.json", """
                {"format": "gridbench-sweep", "version": 1, "scenario": "base.gridbench.json",
                 "axes": [{"parameter": "platform.ccr", "values": [0.5, 1]}], "seeds": [1, 2]}
                """);
        assertEquals(Cli.BAD_INPUT, cli.run("validate", file.toString()));
        assertEquals(file + ":2:10: axes: policy: missing; every run needs one: name it in the base scenario, or as a"
                + " parameter or an axis of the sweep (4 of 4 runs)\n", cli.err());
        assertEquals(Cli.BAD_INPUT, cli.run("sweep", "run", file.toString(), "--out", dir.resolve("o").toString()));
        assertTrue(Files.notExists(dir.resolve("o")), "nothing run, nothing written");
        Path withAxis = write("p.sweep.json", """
                {"format": "gridbench-sweep", "version": 1, "scenario": "base.gridbench.json",
                 "axes": [{"parameter": "policy", "values": ["PVR", "FIFO"]}], "seeds": [1]}
                """);
        assertEquals(Cli.OK, cli.run("validate", withAxis.toString()), cli.err());
    }

    /**
     * A market scenario whose written-out workload has no job yet (File > New Scenario's empty market workload) ran
     * and printed a proportion of 0 of 0 and a mean SLR of NaN. Every run of a sweep over it would, so the plan is
     * refused before any run.
     */
    @Test
    void aSweepOverAWorkloadWithNoJobYetIsRefusedBeforeAnyRun() throws Exception {
        String name = Examples.names().stream().filter(n -> n.startsWith("market-two")).findFirst().orElseThrow();
        ObjectNode base = (ObjectNode) new ObjectMapper().readTree(Examples.text(name));
        ((ObjectNode) base.get("workload")).putArray("jobs");
        write("base.gridbench.json", base.toString());
        Path file = write("s.sweep.json", """
                {"format": "gridbench-sweep", "version": 1, "scenario": "base.gridbench.json",
                 "axes": [{"parameter": "platform.ccr", "values": [0.5, 1]}], "seeds": [1]}
                """);
        assertEquals(Cli.BAD_INPUT, cli.run("validate", file.toString()));
        assertEquals(file + ":2:10: axes: workload.jobs: no job yet; draw one on the Workflow DAG page (Add job) or"
                + " import a WfFormat or DAX workflow there; every run needs one (2 of 2 runs)\n", cli.err());
        assertEquals(Cli.BAD_INPUT, cli.run("sweep", "run", file.toString(), "--out", dir.resolve("o").toString()));
        assertTrue(Files.notExists(dir.resolve("o")), "nothing run, nothing written");
    }

    @Test
    void anUnknownMeasureIsRefusedListingWhatARunOfTheBaseReports() throws Exception {
        // every metric of a run of each family's example is known, and nothing else (a blank column before)
        for (String prefix : List.of("market-two", "stars-overlay", "trees-star")) {
            String name = Examples.names().stream().filter(n -> n.startsWith(prefix)).findFirst().orElseThrow();
            Path base = write("base.gridbench.json", Examples.text(name));
            Path file = write("s.sweep.json", """
                    {"format": "gridbench-sweep", "version": 1, "scenario": "base.gridbench.json",
                     "measures": ["happiness"]}
                    """);
            assertEquals(Cli.BAD_INPUT, cli.run("validate", file.toString()), name);
            ScenarioRun run = ScenarioRuns.open(ScenarioReader.read(base), base, RegistryFactory.getRegistry(),
                    Optional.empty());
            run.simulation().runUntil(run.end());
            assertEquals(file + ":2:15: measures[0]: unknown measure 'happiness' of the scenario experiment; known: "
                    + String.join(", ", run.frame().metrics().keySet()) + "\n", cli.err(), name);
        }
    }
}
