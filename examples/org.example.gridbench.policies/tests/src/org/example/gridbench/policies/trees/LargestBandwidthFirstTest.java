package org.example.gridbench.policies.trees;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreeNode;
import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.heuristic.Assignment;
import org.gridbench.trees.heuristic.HeuristicPlan;
import org.gridbench.trees.heuristic.SchedulerState;
import org.gridbench.trees.heuristic.UnitKind;
import org.junit.jupiter.api.Test;

/** The select rule on hand-made node states of a star: root P0 with children P1 (b 1), P2 (b 5), P3 (b 5). */
class LargestBandwidthFirstTest {
    static final TreePlatform STAR = new TreePlatform(List.of(new TreeNode("P0", null, 1, 0, 0),
            new TreeNode("P1", "P0", 1, 1, 0), new TreeNode("P2", "P0", 1, 5, 0), new TreeNode("P3", "P0", 1, 5, 0)));
    static final List<BagApplication> APPS = List.of(new BagApplication("A", 2, 1, 1),
            new BagApplication("B", 1, 1, 3));
    static final HeuristicPlan PLAN = new LargestBandwidthFirst().plan(STAR, APPS, 5);

    /** Node {@code node} with these requests, oldest first, and its buffer. */
    record State(int node, int[] requesters, int[] buffer, int oldestBuffered) implements SchedulerState {
        @Override
        public int lane() {
            return 0;
        }

        @Override
        public double now() {
            return 0;
        }

        @Override
        public TreePlatform platform() {
            return STAR;
        }

        @Override
        public List<BagApplication> applications() {
            return APPS;
        }

        @Override
        public List<UnitKind> kinds() {
            return PLAN.units();
        }

        @Override
        public int requestCount() {
            return requesters.length;
        }

        @Override
        public int requester(int i) {
            return requesters[i];
        }

        @Override
        public int buffered(int kind) {
            return buffer[kind];
        }
    }

    private static Assignment select(State state) {
        return PLAN.scheduler(state.node(), 0).select(state);
    }

    // Requests from P1 (b 1), P3 (b 5), P2 (b 5): P3, the first of the two fastest, gets the oldest task (B).
    @Test
    void theFastestLinkIsServedFirstAndTheEarlierOfEqualLinks() {
        assertEquals(new Assignment(3, 1), select(new State(0, new int[] {1, 3, 2}, new int[] {2, 1}, 1)));
    }

    // The root's own worker asked last, yet counts as an infinitely fast link.
    @Test
    void theNodesOwnWorkerComesBeforeEveryChild() {
        assertEquals(new Assignment(0, 0), select(new State(0, new int[] {2, 3, 0}, new int[] {2, 1}, 0)));
    }

    // A leaf only ever serves its own worker.
    @Test
    void aLeafServesItsWorkerWithItsOldestTask() {
        assertEquals(new Assignment(2, 1), select(new State(2, new int[] {2}, new int[] {1, 1}, 1)));
    }

    // Single tasks, 5 of each application, one lane, and no rates of its own.
    @Test
    void thePlanHoldsSingleTasksInOneLane() {
        assertEquals(2, PLAN.units().size());
        assertEquals(List.of(5, 5), PLAN.units().stream().map(UnitKind::count).toList());
        assertEquals(List.of(1, 1), PLAN.units().stream().map(UnitKind::size).toList());
        assertEquals(1, PLAN.lanes());
        assertTrue(Double.isNaN(PLAN.theoreticalFairThroughput()));
    }
}
