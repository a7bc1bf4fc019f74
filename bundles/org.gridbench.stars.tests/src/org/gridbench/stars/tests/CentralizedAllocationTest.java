package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.stars.availability.ScalarSampledFunction;
import org.gridbench.stars.routing.CentralizedIbp;
import org.gridbench.stars.routing.CentralizedMmp;
import org.gridbench.stars.routing.RandomAllocation;
import org.junit.jupiter.api.Test;

/** Algorithms C.1 and C.2 and the random allocation on hand-made node sets. */
class CentralizedAllocationTest {

    // IBP idle nodes (M, D); (1, 9) lacks memory for m = 2
    private static final List<ScalarSampledFunction> IDLE = List.of(ScalarSampledFunction.node(8, 8),
            ScalarSampledFunction.node(2, 2), ScalarSampledFunction.node(4, 4), ScalarSampledFunction.node(1, 9));

    // MMP nodes (M, D, s, Q); node 2 lacks memory for m = 2
    private static final List<ScalarSampledFunction> QUEUES = List.of(ScalarSampledFunction.node(4, 4, 1, 0),
            ScalarSampledFunction.node(4, 4, 2, 3), ScalarSampledFunction.node(1, 1, 10, 0));

    @Test
    void ibpClosestFitOneTaskPerNode() {
        // ranges [2, 8]: slack node 1 = 0, node 2 = 2/3, node 0 = 2
        assertArrayEquals(new int[] {1, 2}, new CentralizedIbp().allocate(2, 2, 2, IDLE));
        assertArrayEquals(new int[] {1, 2, 0, -1, -1}, new CentralizedIbp().allocate(5, 2, 2, IDLE));
    }

    @Test
    void ibpWithoutFulfillingNodes() {
        assertArrayEquals(new int[] {-1, -1}, new CentralizedIbp().allocate(2, 9, 1, IDLE));
    }

    @Test
    void mmpEarliestFinishFirst() {
        // a = 2: node 0 finishes at 2, 4, 6; node 1 at 3 + 1 = 4, 5, 6; ties go to the lower index
        assertArrayEquals(new int[] {0, 0, 1, 1, 0, 1}, new CentralizedMmp().allocate(6, 2, 2, 2, QUEUES));
    }

    @Test
    void mmpWithoutFulfillingNodes() {
        assertArrayEquals(new int[] {-1}, new CentralizedMmp().allocate(1, 100, 1, 2, QUEUES));
    }

    @Test
    void randomUniformAmongFulfillingNodes() {
        int[] allocation = new RandomAllocation().allocate(3000, 2, 2, IDLE, new SplittableRandom(7));
        int[] counts = new int[IDLE.size()];
        for (int u : allocation) {
            counts[u]++;
        }
        assertEquals(0, counts[3]);
        for (int u = 0; u < 3; u++) {
            assertTrue(Math.abs(counts[u] - 1000) < 100, "node " + u + ": " + counts[u]);
        }
        assertArrayEquals(allocation, new RandomAllocation().allocate(3000, 2, 2, IDLE, new SplittableRandom(7)));
    }

    @Test
    void randomWithoutFulfillingNodes() {
        assertArrayEquals(new int[] {-1, -1},
                new RandomAllocation().allocate(2, 2, 2, List.of(ScalarSampledFunction.node(1, 1)), new SplittableRandom(1)));
    }
}
