package org.gridbench.market.tests;

import static org.gridbench.market.tests.Markets.job;
import static org.gridbench.market.tests.Markets.patient;
import static org.gridbench.market.tests.Markets.task;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridbench.market.graph.JobGraph;
import org.gridbench.model.workflow.Job;
import org.junit.jupiter.api.Test;

/**
 * Upward rank, critical path and successor work on a diamond: prepare (4 ticks x 2 cores, Kind1) feeds analyseA
 * (10 x 4, Kind1) and analyseB (6 x 2, Kind2), which both feed merge (2 x 1, Kind1).
 */
class JobGraphTest {
    private static final Job DIAMOND = job("J1", 0, patient(),
            task("prepare", 4, 2, "Kind1"),
            task("analyseA", 10, 4, "Kind1", 0),
            task("analyseB", 6, 2, "Kind2", 0),
            task("merge", 2, 1, "Kind1", 1, 2));

    // Without transfers: merge 2, analyseA 10 + 2 = 12, analyseB 6 + 2 = 8, prepare 4 + max(12, 8) = 16.
    @Test
    void upwardRankIsTheLongestPathToTheEnd() {
        assertArrayEquals(new double[] {16, 12, 8, 2}, new JobGraph(DIAMOND).upwardRanks(0));
    }

    // CCR 0.5: the Kind2 task's edges cross clusters. analyseB 6 + (6 x 0.5 + 2) = 11;
    // prepare 4 + max(0 + 12, 4 x 0.5 + 11) = 17; same-kind edges cost nothing.
    @Test
    void edgesBetweenKindsAddTheProducersTransfer() {
        assertArrayEquals(new double[] {17, 12, 11, 2}, new JobGraph(DIAMOND).upwardRanks(0.5));
    }

    @Test
    void criticalPathIsTheLargestUpwardRank() {
        assertEquals(16, new JobGraph(DIAMOND).criticalPath(0));
        assertEquals(17, new JobGraph(DIAMOND).criticalPath(0.5));
    }

    // CCR 0.75: analyseB 6 + (4.5 + 2) = 12.5; prepare 4 + max(12, 3 + 12.5) = 19.5, not the 20 of whole ticks.
    @Test
    void transfersInTheCriticalPathAreNotRoundedToTicks() {
        assertArrayEquals(new double[] {19.5, 12, 12.5, 2}, new JobGraph(DIAMOND).upwardRanks(0.75));
        assertEquals(19.5, new JobGraph(DIAMOND).criticalPath(0.75));
    }

    // merge 2 x 1 = 2; analyseA 40 + 2 = 42; analyseB 12 + 2 = 14; prepare 8 + 42 + 14 = 64 (merge counted per path).
    @Test
    void succSumAddsTheWorkOfEverySuccessorPath() {
        assertArrayEquals(new double[] {64, 42, 14, 2}, new JobGraph(DIAMOND).succSums());
    }

    @Test
    void topologicalOrderPutsEveryTaskAfterItsPredecessors() {
        Job backwards = job("J2", 0, patient(), task("c", 1, 1, "K", 1), task("b", 1, 1, "K", 2), task("a", 1, 1, "K"));
        assertArrayEquals(new int[] {2, 1, 0}, new JobGraph(backwards).topologicalOrder());
        assertArrayEquals(new double[] {1, 2, 3}, new JobGraph(backwards).upwardRanks(0));
    }

    @Test
    void aCycleIsRejected() {
        Job cyclic = job("J3", 0, patient(), task("a", 1, 1, "K", 1), task("b", 1, 1, "K", 0));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new JobGraph(cyclic));
        assertTrue(e.getMessage().contains("cycle"), e.getMessage());
    }

    @Test
    void aPredecessorOutsideTheJobIsRejected() {
        Job dangling = job("J4", 0, patient(), task("a", 1, 1, "K", 5));
        assertThrows(IllegalArgumentException.class, () -> new JobGraph(dangling));
    }
}
