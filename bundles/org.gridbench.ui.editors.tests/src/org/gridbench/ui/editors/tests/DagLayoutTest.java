package org.gridbench.ui.editors.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.ui.editors.layout.DagLayout;
import org.gridbench.ui.editors.layout.DagLayout.Positions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The layered DAG layout without a display: every task lies below the tasks it waits for, and no two boxes overlap,
 * for random DAGs and for disconnected ones.
 */
class DagLayoutTest {

    private static final int W = 120;
    private static final int H = 40;

    @ParameterizedTest
    @CsvSource({"1, 1", "10, 2", "60, 3", "300, 4", "1000, 5"})
    void layersRespectEdgesAndBoxesDoNotOverlap(int n, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<int[]> edges = new ArrayList<>();
        for (int i = 1; i < n; i++) {
            for (int k = random.nextInt(3); k > 0; k--) {
                edges.add(new int[] {random.nextInt(i), i});
            }
        }
        Positions p = DagLayout.layout(n, edges, W, H, 30);
        for (int[] e : edges) {
            assertTrue(p.y()[e[0]] + H <= p.y()[e[1]], "task " + e[1] + " is not below " + e[0]);
        }
        for (int a = 0; a < n; a++) {
            assertTrue(p.y()[a] >= 0, "the hidden root is dropped above every task");
            for (int b = a + 1; b < n; b++) {
                boolean apart = p.x()[a] + W <= p.x()[b] || p.x()[b] + W <= p.x()[a] || p.y()[a] + H <= p.y()[b]
                        || p.y()[b] + H <= p.y()[a];
                assertTrue(apart, "tasks " + a + " and " + b + " overlap");
            }
        }
    }

    @Test
    void unconnectedTasksShareTheFirstLayer() {
        Positions p = DagLayout.layout(3, List.of(), W, H, 30);
        assertEquals(p.y()[0], p.y()[1]);
        assertEquals(p.y()[1], p.y()[2]);
        assertFalse(p.x()[0] == p.x()[1]);
    }
}
