package org.gridbench.model.workload.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.model.workload.IndustrialDag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** [4]'s DAGs: the edge count, UUniFast degrees and a matching that places every edge, earlier to later tasks. */
class IndustrialDagTest {

    // E = ceil(n(n-1) x 0.3 / log10(n(n-1))): n = 5: 6 / 1.30103 = 4.61 -> 5; n = 10: 27 / 1.95424 = 13.8 -> 14;
    // n = 20: 114 / 2.57978 = 44.2 -> 45; n = 2: 0.6 / 0.30103 = 1.99 -> 2, capped at the one edge a 2-task DAG has.
    @ParameterizedTest
    @CsvSource({ "1, 0", "2, 1", "5, 5", "10, 14", "20, 45" })
    void edgeCountGrowsWithTheTasks(int tasks, int edges) {
        assertEquals(edges, IndustrialDag.edgeCount(tasks, 0.3));
    }

    @Test
    void uunifastPartsAreNonNegativeAndAddUp() {
        SplittableRandom random = new SplittableRandom(4);
        for (int count = 1; count < 25; count++) {
            int[] parts = IndustrialDag.uunifast(random, count, 45);
            assertEquals(45, Arrays.stream(parts).sum());
            assertTrue(Arrays.stream(parts).allMatch(p -> p >= 0), Arrays.toString(parts));
        }
    }

    @Test
    void everyEdgeIsPlacedFromAnEarlierTaskToALaterOne() {
        SplittableRandom random = new SplittableRandom(9);
        for (int tasks = 2; tasks <= 20; tasks++) {
            int edges = IndustrialDag.edgeCount(tasks, 0.3);
            for (int trial = 0; trial < 30; trial++) {
                List<List<Integer>> predecessors = IndustrialDag.predecessors(random, tasks, edges);
                assertEquals(edges, predecessors.stream().mapToInt(List::size).sum(), tasks + " tasks");
                assertTrue(predecessors.get(0).isEmpty(), "the first task has no predecessor");
                int last = tasks - 1;
                assertTrue(predecessors.stream().noneMatch(p -> p.contains(last)), "the last task has no successor");
                for (int v = 0; v < tasks; v++) {
                    int task = v;
                    assertTrue(predecessors.get(v).stream().allMatch(u -> u < task));
                    assertEquals(predecessors.get(v).stream().distinct().count(), predecessors.get(v).size());
                }
            }
        }
    }
}
