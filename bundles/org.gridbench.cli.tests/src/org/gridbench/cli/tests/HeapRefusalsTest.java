package org.gridbench.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;

import org.gridbench.cli.Cli;
import org.gridbench.runs.MarketHeap;
import org.gridbench.runs.stars.StarsHeap;
import org.gridbench.model.scenario.Examples;
import org.gridbench.model.scenario.HeapLimits;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 26: runs that cannot fit the heap ran until the JVM was out of memory (up to 99 s and 4.3 GB, then exit 1);
 * they are refused with exit 2 before any work, naming the number, the limit and how to raise it.
 */
class HeapRefusalsTest {

    @TempDir
    Path dir;

    private final CliRunner cli = new CliRunner();

    @Test
    void starsOnAHundredMillionNodesIsRefusedBeforeTheOverlayIsBuilt() {
        long start = System.nanoTime();
        assertEquals(Cli.BAD_INPUT, cli.run("stars", "--policy", "IBP", "--nodes", "100000000", "--duration", "300s",
                "--out", dir.resolve("out").toString()));
        assertEquals("stars: --nodes: " + HeapLimits.refusal(100_000_000, "STaRS nodes under IBP",
                StarsHeap.bytesPerNode("IBP")).orElseThrow() + "\n", cli.err());
        assertTrue(cli.err().contains("GRIDBENCH_VMARGS=-Xmx"), cli.err());
        assertFalse(Files.exists(dir.resolve("out")));
        assertTrue(System.nanoTime() - start < 30e9, "refused before any work");
    }

    @Test
    void benchStarsPastTheHeapIsRefusedBeforeItsWarmUp() {
        long start = System.nanoTime();
        assertEquals(Cli.BAD_INPUT, cli.run("bench", "stars", "--sizes", "1e4,5e7", "--policies", "IBP"));
        assertEquals("bench stars: --sizes: " + HeapLimits.refusal(50_000_000, "STaRS nodes under IBP",
                StarsHeap.bytesPerNode("IBP")).orElseThrow() + "\n", cli.err());
        assertEquals("", cli.out());
        assertTrue(System.nanoTime() - start < 30e9, "refused before any work");
    }

    @Test
    void aGeneratorOfABillionJobsIsRefusedBeforeGenerating() throws IOException {
        Path file = Files.writeString(dir.resolve("billion.gridbench.json"),
                Examples.text("market-paper-week.gridbench.json").replace("\"jobs\": 1000,", "\"jobs\": 1000000000,"));
        assertEquals(Cli.OK, cli.run("validate", file.toString()));
        assertEquals(Cli.BAD_INPUT, cli.run("run", file.toString()));
        // at the field's line and column, as the file's other problems are
        assertEquals(file + ":36:15: workload.generator.jobs: " + MarketHeap.refusal(1_000_000_000, 1).orElseThrow()
                + "\n", cli.err());
    }

    /** Both task bounds at 2^31 - 1 failed inside (an int overflow, then out of memory); one such job cannot fit. */
    @Test
    void aGeneratorOfJobsTooLargeForTheHeapIsRefusedAtMaxTasks() throws IOException {
        Path file = Files.writeString(dir.resolve("huge-jobs.gridbench.json"),
                Examples.text("market-paper-week.gridbench.json").replace("\"jobs\": 1000,",
                        "\"jobs\": 10, \"minTasks\": 2147483647, \"maxTasks\": 2147483647,"));
        assertEquals(Cli.OK, cli.run("validate", file.toString()));
        assertEquals(Cli.BAD_INPUT, cli.run("run", file.toString()));
        assertTrue(cli.err().startsWith(file + ":36:55: workload.generator.maxTasks: 10 generated market jobs"
                + " of up to 2147483647 tasks and "), cli.err());
    }

    /** A dense per-task generator (every task a predecessor of every later one) ran out of memory after 83 s. */
    @Test
    void aDenseGeneratorIsRefusedAtItsJobsByItsEdges() throws IOException {
        Path file = Files.writeString(dir.resolve("dense.gridbench.json"),
                Examples.text("market-paper-week.gridbench.json").replace("\"job-level\"", "\"per-task\"")
                        .replace("\"jobs\": 1000,", "\"jobs\": 200, \"minTasks\": 1000, \"maxTasks\": 1000,"
                                + " \"meanOutDegree\": 1e9,"));
        assertEquals(Cli.OK, cli.run("validate", file.toString()));
        assertEquals(Cli.BAD_INPUT, cli.run("run", file.toString()));
        // (1000 tasks + 1000 x 999 / 2 edges) / (the paper's 20 tasks + 20 x 1.5 edges) = 10,010 times the paper's job
        assertEquals(file + ":36:15: workload.generator.jobs: " + HeapLimits.refusal(200, "generated market jobs of up"
                + " to 1000 tasks and 499500 edges", MarketHeap.BYTES_PER_JOB * 10_010).orElseThrow() + "\n",
                cli.err());
    }

    /** One copy of the workflow per arrival: the arrivals were not counted, only copies. */
    @Test
    void importedArrivalsPastTheHeapAreRefusedAtArrivals() throws IOException {
        long arrivals = HeapLimits.usable() / MarketHeap.BYTES_PER_JOB + 1;
        Path file = Files.writeString(dir.resolve("arrivals.gridbench.json"), """
                {"format": "gridbench-scenario", "version": 1, "family": "market", "seed": 1, "policy": "FIFO",
                 "platform": {"ccr": 0.2, "clusters": [{"id": "C1", "cores": 64, "kind": "Kind1"}]},
                 "workload": {"import": {"file": "w.xml", "format": "dax", "arrivals": [%s]}}}
                """.formatted(String.join(",", Collections.nCopies((int) arrivals, "0"))));
        assertEquals(Cli.BAD_INPUT, cli.run("run", file.toString()));
        assertEquals(file + ":3:72: workload.import.arrivals: " + MarketHeap.refusal(arrivals, 1).orElseThrow() + "\n",
                cli.err());
    }

    @Test
    void theMarketExperimentRefusesWorkloadsPastTheHeapAndCountsPastAnInt() {
        assertEquals(Cli.BAD_INPUT, cli.run("market", "--jobs", "4294967297", "--out", dir.toString()));
        assertEquals("market: --jobs: must be at most 2147483647, found 4294967297\n", cli.err());
        assertEquals(Cli.BAD_INPUT, cli.run("market", "--jobs", "2000000000", "--threads", "1", "--out",
                dir.toString()));
        assertTrue(cli.err().startsWith("market: --jobs: 2000000000 generated market jobs need about"), cli.err());
    }
}
