package org.gridbench.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

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

    @Test
    void theMarketExperimentRefusesWorkloadsPastTheHeapAndCountsPastAnInt() {
        assertEquals(Cli.BAD_INPUT, cli.run("market", "--jobs", "4294967297", "--out", dir.toString()));
        assertEquals("market: --jobs: must be at most 2147483647, found 4294967297\n", cli.err());
        assertEquals(Cli.BAD_INPUT, cli.run("market", "--jobs", "2000000000", "--threads", "1", "--out",
                dir.toString()));
        assertTrue(cli.err().startsWith("market: --jobs: 2000000000 generated market jobs need about"), cli.err());
    }
}
