package org.gridbench.sweeps.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.gridbench.sweeps.ReportOptions;
import org.gridbench.sweeps.SweepPlan;
import org.gridbench.sweeps.engine.Assembler;
import org.gridbench.sweeps.engine.LocalExecutor;
import org.gridbench.sweeps.engine.RunFiles;
import org.gridbench.sweeps.engine.Shard;
import org.gridbench.sweeps.engine.SweepDriver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Running, resuming, failing and sharding a sweep of known results on local threads. */
class SweepDriverTest {

    private static final ReportOptions REPRODUCIBLE = new ReportOptions(true, 3);

    @TempDir
    Path dir;

    private final ArithmeticExperiment experiment = new ArithmeticExperiment();
    private final List<String> log = new ArrayList<>();

    private SweepDriver.Outcome run(Path out, Shard shard) throws Exception {
        return new SweepDriver(Sweeps.plan(Sweeps.GRID, experiment), experiment, new RunFiles(out), log::add)
                .run(new LocalExecutor(3), shard, true);
    }

    @Test
    void everyRunIsWrittenAndTheTableListsThemInCanonicalOrder() throws Exception {
        SweepDriver.Outcome outcome = run(dir, Shard.WHOLE);
        assertEquals(new SweepDriver.Outcome(12, 0, 12, 4), outcome);
        SweepPlan plan = new RunFiles(dir).readPlan();
        Assembler.assemble(new RunFiles(dir), plan, experiment, REPRODUCIBLE);
        List<String> rows = Files.readAllLines(dir.resolve("results.csv"));
        assertEquals("run,seed,a,b,status,sum,product,message", rows.get(0));
        // sum = a + b + seed, product = a b; a = 13 fails
        assertEquals(List.of("0,1,10,done,11,10,", "0,1,20,done,21,20,", "0,2,10,done,12,20,", "0,2,20,done,22,40,",
                "0,13,10,failed,,,thirteen", "0,13,20,failed,,,thirteen", "100,1,10,done,111,10,",
                "100,1,20,done,121,20,", "100,2,10,done,112,20,", "100,2,20,done,122,40,",
                "100,13,10,failed,,,thirteen", "100,13,20,failed,,,thirteen"),
                rows.stream().skip(1).map(r -> r.substring(r.indexOf(',') + 1)).toList());
        assertTrue(rows.get(1).startsWith("fb439c84c52ce6bb,"), rows.get(1));
        assertEquals(12, runFiles(dir).size());
        assertTrue(log.get(log.size() - 1).startsWith("sweep: 8 done, 0 running, 4 failed, 0 waiting"),
                log.toString());
    }

    @Test
    void aResumedSweepRunsOnlyWhatHasNoRunFileAndNeverRetriesAFailure() throws Exception {
        run(dir, Shard.WHOLE);
        assertEquals(12, experiment.runs.get());
        SweepPlan plan = new RunFiles(dir).readPlan();
        Files.delete(new RunFiles(dir).runFile(plan.runs().get(3).id()));
        Files.delete(new RunFiles(dir).runFile(plan.runs().get(7).id()));
        SweepDriver.Outcome again = run(dir, Shard.WHOLE);
        assertEquals(new SweepDriver.Outcome(12, 10, 2, 0), again);
        assertEquals(14, experiment.runs.get());
    }

    /** A run file that holds JSON but no record (`[]`, `{}`, a failure without its message) counts as not done. */
    @Test
    void aRunFileThatHoldsNoRecordCountsAsNotDoneAndRunsAgain() throws Exception {
        run(dir, Shard.WHOLE);
        SweepPlan plan = new RunFiles(dir).readPlan();
        List<String> edits = List.of("[]", "{}", "\"done\"", "{\"status\":\"failed\"}", "{\"status\":\"done\"}");
        for (int i = 0; i < edits.size(); i++) {
            Files.writeString(new RunFiles(dir).runFile(plan.runs().get(i).id()), edits.get(i));
        }
        Assembler.Incomplete e = assertThrows(Assembler.Incomplete.class,
                () -> Assembler.assemble(new RunFiles(dir), plan, experiment, REPRODUCIBLE));
        assertTrue(e.getMessage().startsWith("5 of 12 runs have no run file yet, or one Gridbench cannot read"),
                e.getMessage());
        assertEquals(new SweepDriver.Outcome(12, 7, 5, 1), run(dir, Shard.WHOLE)); // run 4 has a = 13, which fails
    }

    @Test
    void threeShardsCollectedGiveTheSameBytesAsOneRun() throws Exception {
        Path whole = dir.resolve("whole");
        Path shards = dir.resolve("shards");
        run(whole, Shard.WHOLE);
        Assembler.assemble(new RunFiles(whole), new RunFiles(whole).readPlan(), experiment, REPRODUCIBLE);
        for (int i = 0; i < 3; i++) {
            assertEquals(4, run(shards, new Shard(i, 3)).total());
            if (i < 2) {
                int done = i;
                Assembler.Incomplete e = assertThrows(Assembler.Incomplete.class, () -> Assembler.assemble(
                        new RunFiles(shards), new RunFiles(shards).readPlan(), experiment, REPRODUCIBLE));
                assertTrue(e.getMessage().startsWith((12 - 4 * (done + 1)) + " of 12 runs have no run file yet, or one Gridbench cannot read"),
                        e.getMessage());
            }
        }
        Assembler.assemble(new RunFiles(shards), new RunFiles(shards).readPlan(), experiment, REPRODUCIBLE);
        for (String file : List.of("results.csv", "results.json", "sweep.json")) {
            assertEquals(Files.readString(whole.resolve(file)), Files.readString(shards.resolve(file)), file);
        }
        for (Path run : runFiles(whole)) {
            assertEquals(Files.readString(run), Files.readString(shards.resolve("runs").resolve(run.getFileName())));
        }
    }

    private static List<Path> runFiles(Path folder) throws Exception {
        try (Stream<Path> files = Files.list(folder.resolve("runs"))) {
            return files.sorted().toList();
        }
    }
}
