package org.gridbench.editing.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.gridbench.editing.layout.TreeLayout;
import org.gridbench.editing.layout.TreeLayout.Placement;
import org.gridbench.editing.layout.TreeLayout.Style;
import org.gridbench.editing.tree.PlatformTree;
import org.gridbench.editing.tree.TreeEdits;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.model.tree.TreeNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Tree layouts computed without a display: no two nodes overlap, parents sit above (or inside) their children. */
class TreeLayoutTest {

    private static final double COLUMN = 60;
    private static final double ROW = 80;

    private static PlatformTree tree(List<TreeNode> nodes) throws Exception {
        ScenarioDocument doc = ScenarioReader.parse("""
                {"format": "gridbench-scenario", "version": 1, "family": "trees", "seed": 1,
                 "platform": {"nodes": [{"id": "P0", "speed": 1}]},
                 "applications": [{"id": "A1", "weight": 1, "flops": 1, "bytes": 1}]}
                """, "t.gridbench.json");
        new History().ok(TreeEdits.replaceAll(doc, "generate", nodes));
        return PlatformTree.of(doc.root());
    }

    @ParameterizedTest
    @CsvSource({"1, 1, 1", "50, 3, 2", "500, 5, 3", "10000, 4, 4"})
    void topDownHasNoOverlapAndParentsAboveChildren(int n, int degree, long seed) throws Exception {
        PlatformTree tree = tree(TreeEdits.randomTree(n, degree, seed));
        Placement p = TreeLayout.layout(tree, Set.of(), Style.TOP_DOWN, COLUMN, ROW);
        assertEquals(n, p.shown().length);
        Set<Long> cells = new HashSet<>();
        for (int u : p.shown()) {
            long cell = Math.round(p.y()[u] / ROW) * 10_000_000L + Math.round(p.x()[u] * 2 / COLUMN);
            assertTrue(cells.add(cell), "two nodes share a place at depth " + p.y()[u] / ROW);
            int parent = tree.parent(u);
            if (parent >= 0) {
                assertEquals(p.y()[parent] + ROW, p.y()[u], 1e-9);
            }
        }
        // within a depth, neighbours are at least a column apart
        Map<Long, List<Double>> byDepth = new HashMap<>();
        for (int u : p.shown()) {
            byDepth.computeIfAbsent(Math.round(p.y()[u] / ROW), d -> new ArrayList<>()).add(p.x()[u]);
        }
        for (List<Double> xs : byDepth.values()) {
            xs.sort(null);
            for (int k = 1; k < xs.size(); k++) {
                assertTrue(xs.get(k) - xs.get(k - 1) >= COLUMN - 1e-9, xs.get(k - 1) + " and " + xs.get(k));
            }
        }
    }

    @Test
    void aParentIsCentredOverItsChildren() throws Exception {
        PlatformTree tree = tree(TreeEdits.balancedBinary(7, 1, 1, 0));
        Placement p = TreeLayout.layout(tree, Set.of(), Style.TOP_DOWN, COLUMN, ROW);
        // leaves N3..N6 in columns 0..3; N1 over N3, N4; N0 over N1, N2
        assertEquals(0, p.x()[3]);
        assertEquals(3 * COLUMN, p.x()[6]);
        assertEquals(COLUMN / 2, p.x()[1]);
        assertEquals(1.5 * COLUMN, p.x()[0]);
    }

    @Test
    void collapsedSubtreesAreHiddenAndTakeOneColumn() throws Exception {
        PlatformTree tree = tree(TreeEdits.balancedBinary(15, 1, 1, 0));
        Placement p = TreeLayout.layout(tree, Set.of(1), Style.TOP_DOWN, COLUMN, ROW);
        assertEquals(15 - 6, p.shown().length);
        assertTrue(Double.isNaN(p.x()[3]) && Double.isNaN(p.x()[7]));
        assertEquals(0, p.x()[1]);
    }

    @Test
    void radialPutsChildrenOnTheNextRing() throws Exception {
        PlatformTree tree = tree(TreeEdits.randomTree(300, 4, 9));
        Placement p = TreeLayout.layout(tree, Set.of(), Style.RADIAL, COLUMN, ROW);
        for (int u : p.shown()) {
            int parent = tree.parent(u);
            if (parent >= 0) {
                assertTrue(Math.hypot(p.x()[u], p.y()[u]) > Math.hypot(p.x()[parent], p.y()[parent]));
            }
        }
        assertEquals(0, Math.hypot(p.x()[0], p.y()[0]), 1e-9);
    }
}
