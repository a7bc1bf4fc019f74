package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.model.importers.SwfReader;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.stars.workload.SwfDistributions;
import org.gridbench.stars.workload.SwfDistributions.Application;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Application sizes, task lengths and memory taken from an SWF trace, and sampled from it. */
class SiteLevelSwfDistributionsTest {

    /** Job 1: allocated 4, 60 s, used 2048 KB. Job 2: allocation unknown, requested 8, 30 s, requested 1024 KB.
     *  Job 3: run time 0 (dropped). Job 4: 2 processors, 10 s, memory unknown. */
    static final String TRACE = """
            ; MaxProcs: 16
            1  0  0 60  4 -1 2048  4 100   -1 1 1 1 -1 -1 -1 -1 -1
            2  5  0 30 -1 -1   -1  8 100 1024 1 2 1 -1 -1 -1 -1 -1
            3  9  0  0  2 -1   -1  2 100   -1 5 3 1 -1 -1 -1 -1 -1
            4 12  0 10  2 -1   -1  2 100   -1 1 3 1 -1 -1 -1 -1 -1
            """;

    @TempDir
    Path folder;

    static SwfDistributions distributions(Path folder, String trace, double speed) throws IOException, ScenarioException {
        return SwfDistributions.of(SwfReader.read(Files.writeString(folder.resolve("t.swf"), trace)), speed);
    }

    @Test
    void applicationsComeFromUsableJobs() throws IOException, ScenarioException {
        assertEquals(List.of(new Application(4, 60_000, 2.0, true), new Application(8, 30_000, 1.0, true),
                new Application(2, 10_000, 0.0, false)), distributions(folder, TRACE, 1000).applications());
    }

    @Test
    void taskLengthScalesWithTheReferenceSpeed() throws IOException, ScenarioException {
        assertEquals(60 * 250.0, distributions(folder, TRACE, 250).applications().getFirst().taskLength());
        assertEquals(1000.0, SwfDistributions.REFERENCE_SPEED);
    }

    @Test
    void samplesAreTraceValuesAndUnknownMemoryIsDrawnFromKnownOnes() throws IOException, ScenarioException {
        SwfDistributions distributions = distributions(folder, TRACE, 1000);
        SplittableRandom random = new SplittableRandom(7);
        int[] seen = new int[9];
        for (int i = 0; i < 3000; i++) {
            Application application = distributions.sample(random);
            seen[application.tasks()]++;
            assertTrue(application.memoryKnown());
            assertTrue(List.of(1.0, 2.0).contains(application.memory()), "memory " + application.memory());
            assertTrue(List.of(2, 4, 8).contains(distributions.sampleTasks(random)));
            assertTrue(List.of(10_000.0, 30_000.0, 60_000.0).contains(distributions.sampleTaskLength(random)));
            assertTrue(List.of(1.0, 2.0).contains(distributions.sampleMemory(random)));
        }
        for (int tasks : new int[] {2, 4, 8}) {
            assertEquals(1000, seen[tasks], 100, "uniform over the usable jobs, size " + tasks);
        }
    }

    @Test
    void aTraceWithoutUsableJobIsRefused() {
        ScenarioException e = assertThrows(ScenarioException.class,
                () -> distributions(folder, "1 0 0 0 4 -1 -1 4 10 -1 1 1 1 -1 -1 -1 -1 -1\n", 1000));
        assertEquals(folder.resolve("t.swf") + ": (document): no job with a known run time and processor count; "
                + "the workload needs at least one", e.getMessage());
    }
}
