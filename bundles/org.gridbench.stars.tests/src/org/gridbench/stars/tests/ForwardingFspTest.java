package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.gridbench.stars.availability.AvailabilitySummary;
import org.gridbench.stars.availability.FspPolicy;
import org.gridbench.stars.availability.ParameterRanges;
import org.gridbench.stars.fairness.FspSampledFunction;
import org.gridbench.stars.fairness.SlownessFunction;
import org.gridbench.stars.fairness.SlownessPiece;
import org.gridbench.stars.local.SlownessNodes;
import org.gridbench.stars.local.SlownessQueue;
import org.gridbench.stars.policies.FairSharePolicy;
import org.gridbench.stars.routing.Direction;
import org.gridbench.stars.routing.Forwarded;
import org.gridbench.stars.routing.ForwardingRequest;
import org.gridbench.stars.routing.FspForwarding;
import org.gridbench.stars.routing.MinSlowness;
import org.gridbench.stars.routing.TaskInterval;
import org.gridbench.stars.sim.GuardedStarsPolicy;
import org.gridbench.stars.sim.MaxQueueEndPolicy;
import org.gridbench.stars.sim.NodeState;
import org.gridbench.stars.sim.RoutingView;
import org.junit.jupiter.api.Test;

/**
 * FSP forwarding (Algorithms 7.6-7.7) by hand, with tasks of 2 MFLOP: the left child holds two nodes of speed 1 busy
 * for 4 s more, z(a) = 4 / a + 1, so 2 + i with i tasks (section 7.2.2); the right child one idle node of speed 1,
 * z(a) = 1, so i with i tasks. The maximum slowness of both children is 1.
 */
class ForwardingFspTest {

    private static final double EPS = 1e-12;
    private static final FspPolicy FSP = new FspPolicy(1, 2);
    /** Gridbench's earlier estimate afterwards, the nodes sent tasks raised (the policy's dropUsed 0). */
    private static final FspForwarding FORWARDING = new FspForwarding(FSP, FspForwarding.DEFAULT_BETA, false);

    private static final FspSampledFunction BUSY = FSP.node(1024, 1024,
            SlownessFunction.of(new SlownessPiece(1, 4, 0, 1)));
    private static final FspSampledFunction LEFT_NODES = FSP.sum(BUSY, BUSY);
    private static final FspSampledFunction IDLE = FSP.node(1024, 1024,
            SlownessFunction.of(SlownessPiece.constant(1, 1)));
    private static final AvailabilitySummary<FspSampledFunction> LEFT = summary(LEFT_NODES);
    private static final AvailabilitySummary<FspSampledFunction> RIGHT = summary(IDLE);

    private static AvailabilitySummary<FspSampledFunction> summary(FspSampledFunction f) {
        return AvailabilitySummary.of(FSP, List.of(f), ParameterRanges.of(f, 3));
    }

    private static ForwardingRequest request(int tasks, double memory, Direction from) {
        return new ForwardingRequest(TaskInterval.of(tasks), memory, 512, 2, from);
    }

    private static double minSlowness(int tasks) {
        return MinSlowness.of(List.of(LEFT_NODES, IDLE), 512, 512, 2, tasks);
    }

    @Test
    void theLeastMaximumSlownessSpreadsTasksBeforeStackingThem() {
        // n = 1: the idle node alone, 1. n = 3: one task each, max(1, 3) = 3; the idle node's second task would give
        // 2 < 3 but the left nodes' second 4: still 3. n = 4: the idle node takes two, 3. n = 5: nobody improves on
        // 3 but the nodes hold 4 tasks: the idle node's third gives 3, the left nodes' second 4: 3.
        // n = 6: then 4 either way (the left nodes' second first, by position)
        assertEquals(1, minSlowness(1), EPS);
        assertEquals(3, minSlowness(3), EPS);
        assertEquals(3, minSlowness(4), EPS);
        assertEquals(3, minSlowness(5), EPS);
        assertEquals(4, minSlowness(6), EPS);
        assertEquals(Double.POSITIVE_INFINITY, MinSlowness.of(List.of(LEFT_NODES, IDLE), 2048, 512, 2, 1));
    }

    @Test
    void purgeKeepsTheFewestBestCandidates() {
        // n = 3: two nodes at 2 + i, one at i, five at 10. First 1 (one node) and 3 (two) hold the three tasks, the
        // five are purged; then the single node's second task gives 2 < 3, the pair's second 4 does not
        List<MinSlowness.Choice<MinSlowness.Candidate>> kept = MinSlowness.choose(List.of(
                candidate(2, 2, 1), candidate(1, 0, 1), candidate(5, 10, 0)), 3);
        assertEquals(2, kept.size());
        assertEquals(1, kept.get(0).position());
        assertEquals(2, kept.get(0).tasks());
        assertEquals(2, kept.get(0).slowness(), EPS);
        assertEquals(0, kept.get(1).position());
        assertEquals(1, kept.get(1).tasks());
        assertEquals(3, kept.get(1).slowness(), EPS);
        assertEquals(3, MinSlowness.slowness(kept), EPS);
    }

    @Test
    void aNodeWhoseEstimateFallsWithItsTasksTakesAtMostTheRequestsTasks() {
        // n = 4: node A at 10 - i (a joined piece with v a + w < 0), node B at 5 + i. Round 2: both take a second
        // task (8 and 7 < 10); round 3: A alone (7 < 8); round 4: A (6 < 7) holds all 4 and B is purged. A would go
        // on below its own worst forever; no node takes more than n tasks, so the rounds end there.
        List<MinSlowness.Choice<MinSlowness.Candidate>> kept = MinSlowness.choose(List.of(
                candidate(1, 10, -1), candidate(1, 5, 1)), 4);
        assertEquals(1, kept.size());
        assertEquals(0, kept.get(0).position());
        assertEquals(4, kept.get(0).tasks());
        assertEquals(6, MinSlowness.slowness(kept), EPS);
    }

    // nodes reaching base + i step with i tasks each
    private static MinSlowness.Candidate candidate(int nodes, double base, double step) {
        return new MinSlowness.Candidate() {
            @Override
            public int nodes() {
                return nodes;
            }

            @Override
            public double slowness(int tasks) {
                return base + tasks * step;
            }
        };
    }

    @Test
    void aLowSlownessAgainstTheTreeGoesDownToTheBestChild() {
        // n = 1: minSlowness 1 <= 0.04 max(30, 1): the left nodes would give 3 > 1, so the right child gets it
        Forwarded<FspSampledFunction> f = FORWARDING.forwardAndEstimate(request(1, 512, Direction.SUBMISSION), LEFT,
                RIGHT, 30, false);
        assertEquals(0, f.split().left().size());
        assertEquals(1, f.split().right().size());
        assertTrue(f.split().father().isEmpty());
        assertSame(LEFT, f.left());
        assertEquals(List.of(IDLE), f.right().functions());
    }

    @Test
    void betaDecidesWhenTheRequestClimbs() {
        // the rest of the tree at 20: 1 > 0.04 * 20 climbs; with beta 0.1, 1 <= 2 goes down
        Forwarded<FspSampledFunction> f = FORWARDING.forwardAndEstimate(request(1, 512, Direction.SUBMISSION), LEFT,
                RIGHT, 20, false);
        assertEquals(1, f.split().father().size());
        assertEquals(0, f.split().right().size());
        assertSame(RIGHT, f.right());
        Forwarded<FspSampledFunction> g = new FspForwarding(FSP, 0.1, false).forwardAndEstimate(
                request(1, 512, Direction.SUBMISSION), LEFT, RIGHT, 20, false);
        assertEquals(1, g.split().right().size());
        assertTrue(g.split().father().isEmpty());
        // from the father a request never climbs back
        Forwarded<FspSampledFunction> h = FORWARDING.forwardAndEstimate(request(1, 512, Direction.FATHER), LEFT,
                RIGHT, 20, false);
        assertEquals(1, h.split().right().size());
    }

    @Test
    void theBranchsOwnMaximumCountsInTheTreesMaximum() {
        // nothing from the father yet, but a left node already at slowness 100: 1 <= 0.04 * 100, down to the right
        AvailabilitySummary<FspSampledFunction> slow = summary(FSP.node(1024, 1024,
                SlownessFunction.of(SlownessPiece.constant(1, 100))));
        Forwarded<FspSampledFunction> f = FORWARDING.forwardAndEstimate(request(1, 512, Direction.SUBMISSION), slow,
                RIGHT, Double.NEGATIVE_INFINITY, false);
        assertEquals(1, f.split().right().size());
        Forwarded<FspSampledFunction> g = FORWARDING.forwardAndEstimate(request(1, 512, Direction.SUBMISSION), LEFT,
                RIGHT, Double.NEGATIVE_INFINITY, false);
        assertEquals(1, g.split().father().size());
    }

    @Test
    void theLeftChildTakesWhatItHoldsAtTheMinimumAndItsNodesAreRaised() {
        // n = 3: minSlowness 3; AF(left, 3) = one task on each node (2 + 1 <= 3 < 2 + 2); the right child the rest.
        // Both left nodes take a task, so z becomes max(4 / a + 1, 3): 5 at a = 1, 3 from a = 2 on
        Forwarded<FspSampledFunction> f = FORWARDING.forwardAndEstimate(request(3, 512, Direction.SUBMISSION), LEFT,
                RIGHT, 100, false);
        assertEquals(2, f.split().left().size());
        assertEquals(1, f.split().right().size());
        assertEquals(1, f.left().functions().size());
        FspSampledFunction raised = f.left().functions().get(0);
        assertEquals(2, raised.count());
        assertEquals(5, raised.z().value(1), EPS);
        assertEquals(3, raised.z().value(4), EPS);
        assertEquals(3, FspPolicy.maxSlowness(raised), EPS);
        // the right node could hold three at 3 but takes one: raised to 1, its own z
        assertEquals(List.of(IDLE), f.right().functions());
        // the envelope widens to the raised function: z_max - z_min = 3 - (4 / a + 1) past a = 2
        assertEquals(0, LEFT.ranges().envelope(FspPolicy.SLOWNESS).spread(1, 4), EPS);
        assertTrue(f.left().ranges().envelope(FspPolicy.SLOWNESS).spread(1, 4) > 0.5);
    }

    @Test
    void aPartlyUsedClusterIsSplitInTwo() {
        // the right node lacks the memory: n = 1 at the root gets minSlowness 3 on the left pair; one of its nodes
        // takes the task and is raised, the other keeps z = 4 / a + 1
        AvailabilitySummary<FspSampledFunction> small = summary(FSP.node(256, 1024,
                SlownessFunction.of(SlownessPiece.constant(1, 1))));
        Forwarded<FspSampledFunction> f = FORWARDING.forwardAndEstimate(request(1, 512, Direction.RIGHT), LEFT,
                small, Double.NEGATIVE_INFINITY, true);
        assertEquals(1, f.split().left().size());
        assertEquals(2, f.left().functions().size());
        assertEquals(BUSY.z(), f.left().functions().get(0).z());
        assertEquals(1, f.left().functions().get(0).count());
        assertEquals(3, f.left().functions().get(1).z().value(4), EPS);
        assertEquals(2, f.left().nodeCount());
    }

    @Test
    void withDropUsedEveryFunctionGivenTasksLeavesTheChildsSummary() {
        // the simulator's removeUsedClusters: n = 3 as above, two tasks on the left pair and one on the right node;
        // both functions were given tasks, so both children's summaries are left without functions
        FspForwarding dropping = new FspForwarding(FSP, FspForwarding.DEFAULT_BETA, true);
        Forwarded<FspSampledFunction> f = dropping.forwardAndEstimate(request(3, 512, Direction.SUBMISSION), LEFT,
                RIGHT, 100, false);
        assertEquals(2, f.split().left().size());
        assertEquals(1, f.split().right().size());
        assertEquals(List.of(), f.left().functions());
        assertEquals(List.of(), f.right().functions());
        // a function of which one node of two takes the task leaves whole, not split as when raised
        AvailabilitySummary<FspSampledFunction> small = summary(FSP.node(256, 1024,
                SlownessFunction.of(SlownessPiece.constant(1, 1))));
        Forwarded<FspSampledFunction> g = dropping.forwardAndEstimate(request(1, 512, Direction.RIGHT), LEFT, small,
                Double.NEGATIVE_INFINITY, true);
        assertEquals(1, g.split().left().size());
        assertEquals(0, g.left().nodeCount());
        assertSame(small, g.right(), "a child given no task keeps its summary");
    }

    @Test
    void thePolicyDropsUsedFunctionsByDefaultAndRaisesThemWithDropUsed0() {
        FairSharePolicy fsp = new FairSharePolicy();
        RoutingView<FspSampledFunction> view = new RoutingView<>(LEFT, RIGHT, false, 20);
        ForwardingRequest r = request(1, 512, Direction.SUBMISSION);
        Forwarded<FspSampledFunction> raised = fsp.with(Map.of("beta", 0.1, "dropUsed", 0.0)).forward(view, r, 0);
        Forwarded<FspSampledFunction> dropped = fsp.with(Map.of("beta", 0.1)).forward(view, r, 0);
        // beta 0.1 sends the task down to the idle right node (beta 0.04 sends it up, as above) in both
        assertEquals(1, raised.split().right().size());
        assertEquals(1, dropped.split().right().size());
        assertEquals(List.of(IDLE), raised.right().functions());
        assertEquals(List.of(), dropped.right().functions());
        assertThrows(IllegalArgumentException.class, () -> fsp.with(Map.of("dropUsed", 2.0)));
    }

    @Test
    void theRootDiscardsWhatNoNodeCanHold() {
        Forwarded<FspSampledFunction> f = FORWARDING.forwardAndEstimate(request(2, 2048, Direction.SUBMISSION), LEFT,
                RIGHT, Double.NEGATIVE_INFINITY, true);
        assertEquals(2, f.split().discarded().size());
        Forwarded<FspSampledFunction> g = FORWARDING.forwardAndEstimate(request(2, 2048, Direction.SUBMISSION), LEFT,
                RIGHT, 1000, false);
        assertEquals(2, g.split().father().size());
        // at the root the maximum of the tree is the branch's own: 1 > 0.04 does not matter there
        Forwarded<FspSampledFunction> h = FORWARDING.forwardAndEstimate(request(1, 512, Direction.SUBMISSION), LEFT,
                RIGHT, Double.NEGATIVE_INFINITY, true);
        assertEquals(1, h.split().right().size());
    }

    @Test
    void aBranchWhereNothingFitsSendsUpEvenWhatCameFromTheFather() {
        Forwarded<FspSampledFunction> f = FORWARDING.forwardAndEstimate(request(2, 2048, Direction.FATHER), LEFT,
                RIGHT, 1000, false);
        assertEquals(2, f.split().father().size());
        assertTrue(f.split().left().isEmpty() && f.split().right().isEmpty());
        assertSame(RIGHT, f.right());
    }

    @Test
    void thePolicyTakesBetaByNameAndReportsTheMaximumSlowness() {
        FairSharePolicy fsp = new FairSharePolicy();
        assertEquals("FSP", fsp.id());
        assertInstanceOf(SlownessNodes.class, fsp.localQueues(new double[] {1}));
        assertInstanceOf(MaxQueueEndPolicy.class, GuardedStarsPolicy.of(fsp, "test"));
        RoutingView<FspSampledFunction> view = new RoutingView<>(LEFT, RIGHT, false, 20);
        ForwardingRequest r = request(1, 512, Direction.SUBMISSION);
        assertEquals(1, fsp.forward(view, r, 0).split().father().size());
        assertEquals(1, fsp.with(Map.of("beta", 0.1)).forward(view, r, 0).split().right().size());
        assertThrows(IllegalArgumentException.class, () -> fsp.with(Map.of("gamma", 1.0)));
        assertThrows(IllegalArgumentException.class, () -> fsp.with(Map.of("beta", -1.0)));
        // the maximum slowness of a summary: the limit of its functions for long tasks
        SlownessQueue busy = SlownessQueue.of(10, 2, new SlownessQueue.Task(0, 4), 12, List.of());
        FspSampledFunction three = fsp.sample(new NodeState(1024, 1024, 2, 12, 1, busy));
        assertEquals(3, fsp.maxQueueEnd(LEFT.aggregate(summary(three), 10)), EPS);
        assertEquals(1, fsp.maxQueueEnd(LEFT), EPS);
        assertEquals(Double.NEGATIVE_INFINITY, fsp.maxQueueEnd(AvailabilitySummary.empty(fsp.availability())));
        assertThrows(IllegalStateException.class, () -> fsp.sample(new NodeState(1024, 1024, 2, 12, 1)));
    }
}
