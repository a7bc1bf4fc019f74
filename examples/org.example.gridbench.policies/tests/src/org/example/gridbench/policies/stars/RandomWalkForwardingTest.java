package org.example.gridbench.policies.stars;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.gridbench.stars.availability.AvailabilitySummary;
import org.gridbench.stars.availability.ScalarSampledFunction;
import org.gridbench.stars.local.LocalQueues;
import org.gridbench.stars.local.LocalTask;
import org.gridbench.stars.routing.Direction;
import org.gridbench.stars.routing.Forwarded;
import org.gridbench.stars.routing.ForwardingRequest;
import org.gridbench.stars.routing.Split;
import org.gridbench.stars.routing.TaskInterval;
import org.gridbench.stars.sim.NodeState;
import org.gridbench.stars.sim.RoutingView;
import org.junit.jupiter.api.Test;

/**
 * The random walk at one routing node, on hand-made branches: every execution node has 1024 MB of disk and the
 * memory given; every request needs 1024 MB of memory, 100 MB of disk and 500 MFLOP per task.
 */
class RandomWalkForwardingTest {
    private static final double MEMORY = 1024;
    private final RandomWalkPolicy policy = new RandomWalkPolicy();

    /** The summary of a branch whose idle nodes have these memories (SF_max large enough to keep every node). */
    private AvailabilitySummary<ScalarSampledFunction> branch(double... memories) {
        AvailabilitySummary<ScalarSampledFunction> summary = AvailabilitySummary.empty(policy.availability());
        for (double memory : memories) {
            summary = summary.aggregate(AvailabilitySummary.of(policy.availability(),
                    ScalarSampledFunction.node(memory, 1024)), 16);
        }
        return summary;
    }

    private static ForwardingRequest request(long first, long last, Direction from) {
        return new ForwardingRequest(new TaskInterval(first, last), MEMORY, 100, 500, from);
    }

    private Forwarded<ScalarSampledFunction> forward(AvailabilitySummary<ScalarSampledFunction> left,
            AvailabilitySummary<ScalarSampledFunction> right, boolean root, ForwardingRequest request, double now) {
        return policy.forward(new RoutingView<>(left, right, root, Double.NEGATIVE_INFINITY), request, now);
    }

    private static TaskInterval empty(long after) {
        return new TaskInterval(after + 1, after);
    }

    // Both branches fit: the one task goes to one of them, whose estimate loses one idle node; the other is untouched.
    @Test
    void aSingleTaskWalksDownExactlyOneFittingBranch() {
        var left = branch(2048, 2048);
        var right = branch(2048);
        Forwarded<ScalarSampledFunction> step = forward(left, right, false, request(1, 1, Direction.SUBMISSION), 3.5);
        Split split = step.split();
        assertEquals(1, split.left().size() + split.right().size());
        assertTrue(split.father().isEmpty());
        if (split.left().size() == 1) {
            assertEquals(1, step.left().nodeCount());
            assertSame(right, step.right());
        } else {
            assertSame(left, step.left());
            assertEquals(0, step.right().nodeCount());
        }
    }

    // A pure function of the request, the node's summaries and its clock.
    @Test
    void theSameRequestAtTheSameNodeAndTimeTakesTheSameBranch() {
        for (int k = 0; k < 50; k++) {
            ForwardingRequest request = request(k, k, Direction.FATHER);
            assertEquals(forward(branch(2048), branch(2048), false, request, k).split(),
                    forward(branch(2048), branch(2048), false, request, k).split());
        }
    }

    // 1,000 equal single-task requests at different times: the coin is fair enough (binomial sd 16).
    @Test
    void theCoinSpreadsRequestsOverBothBranches() {
        var left = branch(2048);
        var right = branch(2048);
        int toLeft = 0;
        for (int k = 0; k < 1000; k++) {
            toLeft += (int) forward(left, right, false, request(1, 1, Direction.SUBMISSION), 0.25 * k).split().left()
                    .size();
        }
        assertTrue(toLeft > 430 && toLeft < 570, toLeft + " of 1000 to the left");
    }

    // The left branch's only node has 512 MB < m: AF(left) = 0, so the walk always goes right.
    @Test
    void onlyABranchWithAFittingIdleNodeIsAStep() {
        for (int k = 0; k < 100; k++) {
            Split split = forward(branch(512), branch(2048), false, request(1, 1, Direction.FATHER), k).split();
            assertEquals(new Split(empty(0), new TaskInterval(1, 1), empty(1), empty(1)), split);
        }
    }

    // The request came up from the left child: only the right one is a candidate, as in Algorithm 3.2.
    @Test
    void theWalkNeverGoesBackToTheChildTheRequestCameFrom() {
        for (int k = 0; k < 100; k++) {
            Split split = forward(branch(2048), branch(2048), false, request(1, 1, Direction.LEFT), k).split();
            assertEquals(1, split.right().size());
            assertTrue(split.left().isEmpty());
        }
    }

    // No fitting idle node below: [1, 3] climbs to the father, or is discarded at the root; the summaries are kept.
    @Test
    void whenNoBranchFitsTheTasksClimbOrAreDiscardedAtTheRoot() {
        var left = branch(512);
        var right = AvailabilitySummary.<ScalarSampledFunction>empty(policy.availability());
        Forwarded<ScalarSampledFunction> inner = forward(left, right, false, request(1, 3, Direction.SUBMISSION), 1);
        assertEquals(new Split(empty(0), empty(0), new TaskInterval(1, 3), empty(3)), inner.split());
        assertSame(left, inner.left());
        Forwarded<ScalarSampledFunction> root = forward(left, right, true, request(1, 3, Direction.LEFT), 1);
        assertEquals(new Split(empty(0), empty(0), empty(3), new TaskInterval(1, 3)), root.split());
    }

    // Tasks [3, 7] with two fitting nodes on each side (and a 512 MB node on the left): whichever side the coin
    // picks, it takes 2, the other side 2 and the father 1: left [3, 4], right [5, 6], father [7, 7]. The estimate
    // keeps only the left's unfitting node.
    @Test
    void tasksBeyondTheFirstBranchGoToTheOtherThenToTheFather() {
        Forwarded<ScalarSampledFunction> step = forward(branch(2048, 512, 4096), branch(2048, 2048), false,
                request(3, 7, Direction.FATHER), 12);
        assertEquals(new Split(new TaskInterval(3, 4), new TaskInterval(5, 6), new TaskInterval(7, 7), empty(7)),
                step.split());
        assertEquals(1, step.left().nodeCount());
        assertEquals(512, step.left().functions().get(0).sample(0));
        assertEquals(0, step.right().nodeCount());
    }

    // The coin is SplitMix64: each step equals the first draw of java.util.SplittableRandom, seeded without GAMMA.
    @Test
    void theHashChainsSplitMix64AsSplittableRandomComputesIt() {
        assertEquals(new SplittableRandom(42).nextLong(), BranchDraw.hash(42));
        assertEquals(new SplittableRandom(BranchDraw.hash(42) + 7).nextLong(), BranchDraw.hash(42, 7));
        assertEquals(0, BranchDraw.mix64(0));
    }

    // As under IBP: a queue of one; an idle node reports (M, D), a busy one nothing.
    @Test
    void executionNodesBehaveAsUnderIbp() {
        LocalQueues<?> queues = policy.localQueues(new double[] {1000});
        assertEquals(1, queues.admit(0, new LocalTask("a", 0, 2000, 2000, Double.POSITIVE_INFINITY), 3, 0));
        assertEquals(ScalarSampledFunction.node(2048, 512), policy.sample(new NodeState(2048, 512, 1000, 0, 0)));
        assertNull(policy.sample(new NodeState(2048, 512, 1000, 7, 1)));
    }
}
