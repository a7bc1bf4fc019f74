package org.gridbench.sweeps.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.gridbench.sweeps.RunPoint;
import org.gridbench.sweeps.RunRecord;
import org.gridbench.sweeps.engine.Progress;
import org.gridbench.sweeps.engine.Shard;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;

/** Which runs a shard takes, how Slurm names the shard, and the time left the terminal shows. */
class ShardAndProgressTest {

    @Test
    void shardITakesTheIndicesEqualToIModuloN() {
        Shard shard = Shard.parse("1/3", Map.of());
        assertTrue(shard.contains(1) && shard.contains(4) && shard.contains(7));
        assertFalse(shard.contains(0) || shard.contains(2) || shard.contains(3));
    }

    @Test
    void slurmArraysNameTheShardFromTheirFirstTaskId() {
        Map<String, String> env = Map.of("SLURM_ARRAY_TASK_ID", "12", "SLURM_ARRAY_TASK_MIN", "10",
                "SLURM_ARRAY_TASK_COUNT", "4");
        assertEquals(new Shard(2, 4), Shard.parse("slurm", env));
        assertEquals(new Shard(0, 2), Shard.parse("slurm", Map.of("SLURM_ARRAY_TASK_ID", "0",
                "SLURM_ARRAY_TASK_COUNT", "2")));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Shard.parse("slurm",
                Map.of()));
        assertTrue(e.getMessage().startsWith("slurm: SLURM_ARRAY_TASK_ID is not set"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Shard.parse("3/3", Map.of()));
        assertThrows(IllegalArgumentException.class, () -> Shard.parse("a/3", Map.of()));
    }

    @Test
    void timeLeftIsTheRemainingRunsAtThisSessionsRate() {
        long[] now = {0};
        Progress progress = new Progress(10, 2, () -> now[0]);
        assertEquals("sweep: 2 done, 2 running, 0 failed, 6 waiting, estimating", progress.line(2));
        RunPoint point = new RunPoint("x", 0, Map.of());
        now[0] = 2_000_000_000L;
        progress.finished(RunRecord.failed(point, "m"));
        now[0] = 4_000_000_000L;
        progress.finished(RunRecord.done(point, 0, JsonNodeFactory.instance.objectNode()));
        // 2 runs in 4 s this session, 6 left: 6 x 2 s = 12 s
        assertEquals("sweep: 3 done, 1 running, 1 failed, 5 waiting, about 12 s left", progress.line(1));
        now[0] = 400_000_000_000L;
        assertEquals("about 20 min 0 s left", progress.timeLeft());
        for (int run = 0; run < 6; run++) {
            progress.finished(RunRecord.done(point, 0, JsonNodeFactory.instance.objectNode()));
        }
        assertEquals("sweep: 9 done, 0 running, 1 failed, 0 waiting, finished", progress.line(0),
                "no time is left to estimate once every run has ended");
        assertEquals("finished", new Progress(4, 4, () -> 0).timeLeft(), "a resume with nothing to run");
        long[] fast = {0};
        Progress quick = new Progress(3, 0, () -> fast[0]);
        fast[0] = 100_000_000L;
        quick.finished(RunRecord.done(point, 0, JsonNodeFactory.instance.objectNode()));
        assertEquals("under a second left", quick.timeLeft(), "2 runs left at 0.1 s each: not 'about 0 s'");
    }
}
