package org.example.gridbench.policies.trees;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.eclipse.core.runtime.RegistryFactory;
import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreeNode;
import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.TreeHeuristics;
import org.gridbench.trees.heuristic.TreeHeuristicInstance;
import org.gridbench.trees.sim.DemandDrivenSimulation;
import org.gridbench.trees.sim.TreesObserver;
import org.gridbench.trees.sim.TreeSimResult;
import org.junit.jupiter.api.Test;

/**
 * A whole demand-driven run with the heuristic as the workbench loads it: root P0 with a fast child P1 (b 10) that
 * has a fast child P3 (b 10), and a slow child P2 (b 0.5); all speeds 1. Two applications of 40 tasks, 1 byte each,
 * 1 and 2 flops. A task takes P2's link 2 time units, as long as the longer task takes to compute.
 */
class TreesSimulationTest {
    private static final String ID = "org.example.largestBandwidthFirst";
    private static final TreePlatform PLATFORM = new TreePlatform(List.of(new TreeNode("P0", null, 1, 0, 0),
            new TreeNode("P1", "P0", 1, 10, 0), new TreeNode("P2", "P0", 1, 0.5, 0),
            new TreeNode("P3", "P1", 1, 10, 0)));
    private static final List<BagApplication> APPS = List.of(new BagApplication("A", 1, 1, 1),
            new BagApplication("B", 1, 2, 1));

    private static TreeHeuristicInstance contributed() {
        return TreeHeuristics.create(RegistryFactory.getRegistry(), ID);
    }

    @Test
    void theContributionIsReadFromPluginXml() {
        TreeHeuristicInstance heuristic = contributed();
        assertEquals("Largest bandwidth first", heuristic.name());
        assertInstanceOf(LargestBandwidthFirst.class, heuristic.heuristic());
    }

    // Every task is computed, and the node behind the slow link computes fewer than either node behind fast links.
    @Test
    void everyTaskIsComputedAndTheFastSubtreeDoesMore() {
        int[] computed = new int[PLATFORM.size()];
        TreeSimResult result = DemandDrivenSimulation.run(PLATFORM, APPS, contributed(), 40,
                DemandDrivenSimulation.DEFAULT_BUFFER, 1, new TreesObserver() {
                    @Override
                    public void computeDone(double time, int node, int lane, int kind) {
                        computed[node]++;
                    }
                });
        assertEquals(ID, result.heuristicId());
        assertEquals(80, result.tasksDone());
        assertEquals(80, computed[0] + computed[1] + computed[2] + computed[3]);
        assertTrue(computed[2] < computed[1] && computed[2] < computed[3], Arrays.toString(computed));
        assertTrue(result.makespan() > 0);
    }
}
