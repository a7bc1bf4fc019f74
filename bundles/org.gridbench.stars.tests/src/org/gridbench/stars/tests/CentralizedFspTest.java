package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;

import org.gridbench.stars.local.LocalTask;
import org.gridbench.stars.local.SlownessNodes;
import org.gridbench.stars.sim.CentralizedFspIndex;
import org.gridbench.stars.sim.NodeIndex;
import org.gridbench.stars.workload.NodeProperties;
import org.junit.jupiter.api.Test;

/**
 * Algorithm C.4 by hand, tasks of 2 MFLOP released at 10: node 0 (speed 1) runs a 10 MFLOP task released at 0 until
 * 12, so i more tasks give it slowness (12 + 2i - 10) / 2 = 1 + i; node 1 (speed 1, idle) reaches i and node 2
 * (speed 2, idle) i / 2.
 */
class CentralizedFspTest {

    private static final NodeProperties NODES = new NodeProperties(new double[] {4, 4, 4}, new double[] {4, 4, 4},
            new double[] {1, 1, 2});

    private static int[] allocate(int tasks) {
        NodeIndex index = NodeIndex.of(NODES);
        SlownessNodes queues = new SlownessNodes(NODES.speed());
        queues.admit(0, new LocalTask("old", 0, 10, 10, Double.POSITIVE_INFINITY), 1, 2);
        queues.startNext(0, 2);
        CentralizedFspIndex central = new CentralizedFspIndex();
        central.tasksAdmitted(index, 0);
        int[] chosen = new int[tasks];
        Arrays.fill(chosen, -1);
        assertEquals(tasks, central.allocateBySlowness(index, queues::queue, tasks, 1, 1, 2, 10, 10, chosen));
        return chosen;
    }

    @Test
    void oneTaskGoesToTheFastIdleNode() {
        assertArrayEquals(new int[] {2}, allocate(1));
    }

    @Test
    void threeTasksStackOnTheFastNodeBeforeTheBusyOne() {
        // one each: 1/2, 1, 2, worst 2; node 2's second task gives 1 < 2, so node 0 is purged; node 2's third 1.5 is
        // not below the worst kept (1); node 1 first on the tie at 1 by address
        assertArrayEquals(new int[] {1, 2, 2}, allocate(3));
    }

    @Test
    void fiveTasksNeedTheBusyNodeAtSlownessTwo() {
        // one each holds 3 < 5; node 2 takes a second (1 < 2) and a third (1.5 < 2) task, its fourth (2) is not below
        // 2; node 1's second (2) and node 0's second (3) neither: 1, 3 and 1 tasks
        assertArrayEquals(new int[] {1, 2, 2, 2, 0}, allocate(5));
    }

    @Test
    void withoutQueuesIdleNodesOfAClassAreOneCandidate() {
        // at 0, released now: nodes 0 and 1 reach i, node 2 i / 2. Four tasks: one each holds three; nobody improves
        // on the worst (1), so the least slowness with one more, node 2's second (1), fills the gap
        NodeIndex index = NodeIndex.of(NODES);
        int[] chosen = new int[4];
        assertEquals(4, new CentralizedFspIndex().allocate(index, 4, 1, 1, 2, 0, chosen));
        assertArrayEquals(new int[] {0, 1, 2, 2}, chosen);
    }

    @Test
    void nodesWithoutTheMemoryAreNoCandidates() {
        NodeProperties nodes = new NodeProperties(new double[] {4, 4, 1}, new double[] {4, 4, 4},
                new double[] {1, 1, 2});
        int[] chosen = new int[2];
        assertEquals(2, new CentralizedFspIndex().allocate(NodeIndex.of(nodes), 2, 2, 1, 2, 0, chosen));
        assertArrayEquals(new int[] {0, 1}, chosen);
        assertEquals(0, new CentralizedFspIndex().allocate(NodeIndex.of(nodes), 2, 8, 1, 2, 0, chosen));
    }
}
