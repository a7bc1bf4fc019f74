package org.gridbench.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.gridbench.cli.Cli;
import org.gridbench.model.scenario.Examples;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The market sweep and single runs through the command line, with the built-in policies from the registry. */
class MarketCommandTest {

    @TempDir
    Path dir;

    private final CliRunner cli = new CliRunner();

    private int run(String... args) {
        return cli.run(args);
    }

    private String out() {
        return cli.out();
    }

    private String err() {
        return cli.err();
    }

    private String sweep(String folder) throws IOException {
        assertEquals(Cli.OK, run("market", "--policies", "PVR,FIFO", "--loads", "0.9,1.2", "--workloads", "2",
                "--jobs", "40", "--seed", "7", "--threads", "2", "--reproducible", "--out",
                dir.resolve(folder).toString()), err());
        return Files.readString(dir.resolve(folder).resolve("market.csv"), StandardCharsets.UTF_8);
    }

    @Test
    void theSameSeedGivesTheSameCsvByteForByte() throws IOException {
        String first = sweep("a");
        assertEquals(first, sweep("b"));
        List<String> lines = first.lines().toList();
        assertEquals("workload,load,policy,value_fraction,starved_job_fraction,starved_task_fraction,mean_slr,jobs,"
                + "tasks,wall_ms", lines.get(0));
        assertEquals(1 + 2 * 2 * 2, lines.size(), first);
        assertTrue(lines.get(1).startsWith("0,0.9,PVR,"), lines.get(1));
        assertTrue(lines.get(8).startsWith("1,1.2,FIFO,"), lines.get(8));
        for (String plot : List.of("value-vs-load", "starved-jobs-vs-load", "starved-tasks-vs-load", "slr-by-size")) {
            assertTrue(Files.size(dir.resolve("a").resolve(plot + ".png")) > 1000, plot);
            assertTrue(Files.size(dir.resolve("a").resolve(plot + ".svg")) > 1000, plot);
        }
        assertTrue(Files.readString(dir.resolve("a").resolve("summary.json")).contains("\"meansOverWorkloads\""));
    }

    @Test
    void aRangeOfLoadsIsInclusiveWithoutRoundingDrift() throws IOException {
        assertEquals(Cli.OK, run("market", "--policies", "SRTF", "--loads", "0.7:1.4:0.1", "--workloads", "1",
                "--jobs", "10", "--out", dir.toString()), err());
        List<String> loads = Files.readAllLines(dir.resolve("market.csv")).stream().skip(1)
                .map(l -> l.split(",")[1]).toList();
        assertEquals(List.of("0.7", "0.8", "0.9", "1.0", "1.1", "1.2", "1.3", "1.4"), loads);
    }

    @Test
    void anUnknownPolicyIsBadInputNamingTheInstalledOnes() {
        assertEquals(Cli.BAD_INPUT, run("market", "--policies", "PVR,Oracle", "--out", dir.toString()));
        assertTrue(err().contains("Oracle"), err());
        assertTrue(err().contains("installed: "), err());
        assertTrue(err().contains("PVDSQ"), err());
    }

    @Test
    void aLoadOfZeroIsBadInput() {
        assertEquals(Cli.BAD_INPUT, run("market", "--loads", "0,1.2", "--out", dir.toString()));
        assertEquals("market: --loads: must be greater than 0, found 0\n", err());
    }

    /** The second --seed won without a word, 1,1 named the sweep document built inside, 1e400 was "found 1e400". */
    @Test
    void aRepeatedOptionARepeatedValueAndANumberPastTheDoublesAreBadInputAtTheirOption() {
        assertEquals(Cli.BAD_INPUT, run("market", "--seed", "1", "--seed", "2", "--out", dir.toString()));
        assertEquals("market: --seed: given twice; give each option once\n", err());
        assertEquals(Cli.BAD_INPUT, run("market", "--loads", "1,1.0", "--out", dir.toString()));
        assertEquals("market: --loads: 1.0 is given twice; every value of the list must differ\n", err());
        assertEquals(Cli.BAD_INPUT, run("market", "--policies", "PVR,PVR", "--out", dir.toString()));
        assertEquals("market: --policies: PVR is given twice; every value of the list must differ\n", err());
        assertEquals(Cli.BAD_INPUT, run("market", "--loads", "1e400", "--out", dir.toString()));
        assertEquals("market: --loads: '1e400' is not a finite number\n", err());
        assertEquals(Cli.BAD_INPUT, run("market", "--loads", "NaN", "--out", dir.toString()));
        assertEquals("market: --loads: 'NaN' is not a finite number\n", err());
        assertTrue(Files.notExists(dir.resolve("market.csv")), "bad input writes nothing");
    }

    @Test
    void runPrintsTheSameMetricsEveryTime() throws IOException {
        Path scenario = dir.resolve("market.gridbench.json");
        String name = Examples.names().stream().filter(n -> n.startsWith("market-two")).findFirst().orElseThrow();
        Files.writeString(scenario, Examples.text(name));
        assertEquals(Cli.OK, run("run", scenario.toString(), "--policy", "PVR"), err());
        String first = out();
        assertTrue(first.contains("proportion of maximum value"), first);
        assertEquals(Cli.OK, run("run", scenario.toString(), "--policy", "PVR"));
        assertEquals(first, out());
    }

    @Test
    void runRefusesAnUnknownPolicyAndAStarsPolicyThatNeedsDeadlines() throws IOException {
        Path scenario = dir.resolve("market.gridbench.json");
        String market = Examples.names().stream().filter(n -> n.startsWith("market-two")).findFirst().orElseThrow();
        Files.writeString(scenario, Examples.text(market));
        assertEquals(Cli.BAD_INPUT, run("run", scenario.toString(), "--policy", "Oracle"));
        // the option is named, not the file's policy field, which the option overrides
        assertEquals("run: --policy: 'Oracle' is not installed: no installed plug-in contributes it; installed market"
                + " policies: EDF, EDF-initial, FIFO, LRTF, P-SLR, PV, PVD, PVDSQ, PVR, Random, SRTF\n", err());
        Path stars = dir.resolve("stars.gridbench.json");
        String overlay = Examples.names().stream().filter(n -> n.startsWith("stars")).findFirst().orElseThrow();
        Files.writeString(stars, Examples.text(overlay));
        assertEquals(Cli.OK, run("run", stars.toString()), err());
        assertTrue(out().lines().anyMatch(line -> line.matches("allocated requests +3")), out());
        assertEquals(Cli.BAD_INPUT, run("run", stars.toString(), "--policy", "DP"));
        assertTrue(err().startsWith(stars + ": workload.requests[0].deadline: missing; DP needs a deadline per"
                + " request"), err());
    }
}
