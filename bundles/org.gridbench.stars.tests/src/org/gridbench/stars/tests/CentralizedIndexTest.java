package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.stars.availability.ScalarSampledFunction;
import org.gridbench.stars.routing.CentralizedIbp;
import org.gridbench.stars.routing.CentralizedMmp;
import org.gridbench.stars.sim.CentralizedIbpIndex;
import org.gridbench.stars.sim.CentralizedMmpIndex;
import org.gridbench.stars.sim.NodeIndex;
import org.gridbench.stars.sim.RandomPlacement;
import org.gridbench.stars.workload.NodeProperties;
import org.junit.jupiter.api.Test;

/**
 * The {@link NodeIndex} schedulers of the simulation against the literal Algorithms C.1 and C.2 of
 * {@code org.gridbench.stars.routing}, on small random node sets whose few property values make many ties, over
 * successive requests so that the recorded state (IBP reservations, MMP queue ends) is compared too.
 */
class CentralizedIndexTest {

    private static final double[] MEMORIES = {1, 2, 4};
    private static final double[] DISKS = {1, 2, 4};
    private static final double[] SPEEDS = {0.5, 1, 2};

    private static NodeProperties randomNodes(SplittableRandom random, int n) {
        double[] m = new double[n];
        double[] d = new double[n];
        double[] s = new double[n];
        for (int u = 0; u < n; u++) {
            m[u] = MEMORIES[random.nextInt(MEMORIES.length)];
            d[u] = DISKS[random.nextInt(DISKS.length)];
            s[u] = SPEEDS[random.nextInt(SPEEDS.length)];
        }
        return new NodeProperties(m, d, s);
    }

    private static int[] allocated(int[] chosen, int count) {
        return Arrays.copyOf(chosen, count);
    }

    // ---- IBP: Algorithm C.1 ----

    /** The reference's answer in node addresses: it numbers the idle nodes it is given, in address order. */
    private static int[] referenceIbp(NodeProperties nodes, boolean[] busy, int tasks, double m, double d) {
        List<ScalarSampledFunction> idle = new ArrayList<>();
        List<Integer> address = new ArrayList<>();
        for (int u = 0; u < nodes.size(); u++) {
            if (!busy[u]) {
                idle.add(ScalarSampledFunction.node(nodes.memory()[u], nodes.disk()[u]));
                address.add(u);
            }
        }
        return Arrays.stream(new CentralizedIbp().allocate(tasks, m, d, idle)).filter(i -> i >= 0)
                .map(address::get).toArray();
    }

    @Test
    void ibpIndexEqualsAlgorithmC1OverSuccessiveRequestsAndReleases() {
        for (long seed = 1; seed <= 300; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            int n = 2 + random.nextInt(11);
            NodeProperties nodes = randomNodes(random, n);
            NodeIndex index = NodeIndex.of(nodes);
            CentralizedIbpIndex scheduler = new CentralizedIbpIndex();
            boolean[] busy = new boolean[n];
            for (int request = 0; request < 8; request++) {
                int tasks = 1 + random.nextInt(n + 2);
                double m = random.nextInt(5);
                double d = random.nextInt(5);
                int[] expected = referenceIbp(nodes, busy, tasks, m, d);
                int[] chosen = new int[tasks];
                int count = scheduler.allocate(index, tasks, m, d, 1, request, chosen);
                String where = "seed " + seed + ", request " + request + " (" + tasks + " tasks, m " + m + ", d " + d
                        + ")";
                assertArrayEquals(expected, allocated(chosen, count), where);
                for (int u : expected) {
                    busy[u] = true;
                }
                // a task of a random busy node ends: the scheduler frees it, the reference sees it idle again
                if (random.nextBoolean()) {
                    int u = random.nextInt(n);
                    if (busy[u]) {
                        scheduler.taskEnded(index, u, 0);
                        busy[u] = false;
                    }
                }
            }
        }
    }

    @Test
    void ibpReservedNodeIsSkippedUntilItsTaskEnds() {
        // nodes (M, D): 0 = (4, 4), 1 = (2, 2), 2 = (8, 8); m = d = 2: closest fit 1, then 0, then 2
        NodeProperties nodes = new NodeProperties(new double[] {4, 2, 8}, new double[] {4, 2, 8},
                new double[] {1, 1, 1});
        NodeIndex index = NodeIndex.of(nodes);
        CentralizedIbpIndex scheduler = new CentralizedIbpIndex();
        int[] chosen = new int[3];
        assertEquals(1, scheduler.allocate(index, 1, 2, 2, 1, 0, chosen));
        assertEquals(1, chosen[0]);
        // node 1 is reserved: the next best is node 0
        assertEquals(1, scheduler.allocate(index, 1, 2, 2, 1, 0, chosen));
        assertEquals(0, chosen[0]);
        // a task ending with another still queued does not free the node
        scheduler.taskEnded(index, 1, 1);
        assertEquals(1, scheduler.allocate(index, 1, 2, 2, 1, 0, chosen));
        assertEquals(2, chosen[0]);
        assertEquals(0, scheduler.allocate(index, 1, 2, 2, 1, 0, chosen), "every node reserved");
        // node 1's last task ends: it is the closest fit again
        scheduler.taskEnded(index, 1, 0);
        assertEquals(1, scheduler.allocate(index, 3, 2, 2, 1, 0, chosen));
        assertEquals(1, chosen[0]);
    }

    // ---- MMP: Algorithm C.2 ----

    @Test
    void mmpIndexEqualsAlgorithmC2WithQueueEndsCarriedOver() {
        for (long seed = 1; seed <= 300; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            int n = 2 + random.nextInt(11);
            NodeProperties nodes = randomNodes(random, n);
            NodeIndex index = NodeIndex.of(nodes);
            CentralizedMmpIndex scheduler = new CentralizedMmpIndex();
            double[] queueEnd = new double[n];
            double now = 0;
            for (int request = 0; request < 8; request++) {
                int tasks = 1 + random.nextInt(2 * n + 2);
                double m = random.nextInt(5);
                double d = random.nextInt(5);
                double length = 1 + random.nextInt(4);
                now += random.nextInt(4);
                // the reference takes Q as given: the queue ends raised to now (an ended queue is empty)
                List<ScalarSampledFunction> state = new ArrayList<>();
                for (int u = 0; u < n; u++) {
                    state.add(ScalarSampledFunction.node(nodes.memory()[u], nodes.disk()[u], nodes.speed()[u],
                            Math.max(queueEnd[u], now)));
                }
                int[] expected = Arrays.stream(new CentralizedMmp().allocate(tasks, m, d, length, state))
                        .filter(u -> u >= 0).toArray();
                int[] chosen = new int[tasks];
                int count = scheduler.allocate(index, tasks, m, d, length, now, chosen);
                String where = "seed " + seed + ", request " + request + " at " + now + " (" + tasks + " tasks of "
                        + length + ", m " + m + ", d " + d + ")";
                assertArrayEquals(expected, allocated(chosen, count), where);
                for (int u : expected) {
                    queueEnd[u] = Math.max(queueEnd[u], now) + length / nodes.speed()[u];
                }
                for (int u = 0; u < n; u++) {
                    assertEquals(queueEnd[u], index.classOf(u).queueEnd(u), where + ", queue end of node " + u);
                }
            }
        }
    }

    @Test
    void mmpGrowsTheChosenQueues() {
        // node 0 speed 1 (a task takes 2), node 1 speed 2 (a task takes 1), a = 2, all queues at 0:
        // task 1: node 0 would end at 2, node 1 at 1 -> node 1 (Q1 = 1)
        // task 2: node 0 at 2, node 1 at 2 -> tie, lower address -> node 0 (Q0 = 2)
        // task 3: node 0 at 4, node 1 at 2 -> node 1 (Q1 = 2)
        NodeProperties nodes = new NodeProperties(new double[] {1, 1}, new double[] {1, 1}, new double[] {1, 2});
        NodeIndex index = NodeIndex.of(nodes);
        int[] chosen = new int[3];
        assertEquals(3, new CentralizedMmpIndex().allocate(index, 3, 1, 1, 2, 0, chosen));
        assertArrayEquals(new int[] {1, 0, 1}, chosen);
        assertEquals(2, index.classOf(0).queueEnd(0));
        assertEquals(2, index.classOf(1).queueEnd(1));
        // second request, still at 0: node 1 (ends 3), tie at 4 -> node 0, node 1 (ends 4)
        assertEquals(3, new CentralizedMmpIndex().allocate(index, 3, 1, 1, 2, 0, chosen));
        assertArrayEquals(new int[] {1, 0, 1}, chosen);
        assertEquals(4, index.classOf(0).queueEnd(0));
        assertEquals(4, index.classOf(1).queueEnd(1));
    }

    // ---- random placement (section 8.2) ----

    private static final NodeProperties MIXED = new NodeProperties(new double[] {1, 4, 4, 8, 2, 8},
            new double[] {9, 4, 4, 8, 9, 1}, new double[] {1, 1, 2, 1, 1, 1});

    @Test
    void randomPicksOnlyFulfillingNodesRoughlyUniformly() {
        // m = 3, d = 3: nodes 1, 2, 3 fulfil (node 0 and 4 lack memory, node 5 disk); 6,000 draws -> 2,000 each,
        // standard deviation sqrt(6000 * 1/3 * 2/3) = 36.5, so +-200 is more than 5 sigma
        int[] chosen = new int[6000];
        int count = new RandomPlacement(new SplittableRandom(11), false).allocate(NodeIndex.of(MIXED), 6000, 3, 3, 1,
                0, chosen);
        assertEquals(6000, count);
        int[] hits = new int[MIXED.size()];
        for (int u : chosen) {
            hits[u]++;
        }
        assertEquals(0, hits[0] + hits[4] + hits[5], Arrays.toString(hits));
        for (int u = 1; u <= 3; u++) {
            assertTrue(Math.abs(hits[u] - 2000) < 200, "node " + u + ": " + Arrays.toString(hits));
        }
    }

    @Test
    void randomWithoutFulfillingNodesAllocatesNothing() {
        int[] chosen = new int[3];
        assertEquals(0, new RandomPlacement(new SplittableRandom(1), false).allocate(NodeIndex.of(MIXED), 3, 100, 1, 1,
                0, chosen));
    }

    @Test
    void randomAmongAllNodesPicksEveryNodeRoughlyUniformly() {
        // the thesis's blind scheduler: m = 3, d = 3 fit only nodes 1-3, yet all 6 nodes are drawn; 6,000 draws ->
        // 1,000 each, standard deviation sqrt(6000 * 1/6 * 5/6) = 28.9, so +-150 is more than 5 sigma
        int[] chosen = new int[6000];
        assertEquals(6000, new RandomPlacement(new SplittableRandom(11), true).allocate(NodeIndex.of(MIXED), 6000, 3,
                3, 1, 0, chosen));
        int[] hits = new int[MIXED.size()];
        for (int u : chosen) {
            hits[u]++;
        }
        for (int u = 0; u < MIXED.size(); u++) {
            assertTrue(Math.abs(hits[u] - 1000) < 150, "node " + u + ": " + Arrays.toString(hits));
        }
    }

    @Test
    void randomIsDeterministicPerSeed() {
        int[] a = new int[50];
        int[] b = new int[50];
        int[] c = new int[50];
        new RandomPlacement(new SplittableRandom(5), false).allocate(NodeIndex.of(MIXED), 50, 0, 0, 1, 0, a);
        new RandomPlacement(new SplittableRandom(5), false).allocate(NodeIndex.of(MIXED), 50, 0, 0, 1, 0, b);
        new RandomPlacement(new SplittableRandom(6), false).allocate(NodeIndex.of(MIXED), 50, 0, 0, 1, 0, c);
        assertArrayEquals(a, b);
        assertFalse(Arrays.equals(a, c), "another seed, another placement of 50 tasks on 6 nodes");
    }
}
