package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridbench.stars.availability.AvailabilityPolicy;
import org.gridbench.stars.availability.AvailabilitySummary;
import org.gridbench.stars.availability.IbpPolicy;
import org.gridbench.stars.availability.MmpPolicy;
import org.gridbench.stars.availability.ParameterRanges;
import org.gridbench.stars.availability.ScalarSample;
import org.gridbench.stars.availability.ScalarSampledFunction;
import org.gridbench.stars.routing.Direction;
import org.gridbench.stars.routing.Forwarded;
import org.gridbench.stars.routing.ForwardingRequest;
import org.gridbench.stars.routing.IbpForwarding;
import org.gridbench.stars.routing.MmpForwarding;
import org.gridbench.stars.routing.TaskInterval;
import org.junit.jupiter.api.Test;

/**
 * The routing node's estimate of its children after a forwarding decision (section 3.3.1): IBP children lose the idle
 * nodes that took tasks, MMP children's fitting queues grow to the chosen queue end.
 */
class ForwardingEstimateTest {

    private static final IbpPolicy IBP = new IbpPolicy();
    private static final MmpPolicy MMP = new MmpPolicy();

    private static AvailabilitySummary<ScalarSampledFunction> summary(AvailabilityPolicy<ScalarSampledFunction> policy,
            ScalarSampledFunction... functions) {
        int parameters = policy.parameters().size();
        ParameterRanges ranges = ParameterRanges.of(functions[0], parameters);
        for (ScalarSampledFunction f : functions) {
            ranges = ranges.merge(ParameterRanges.of(f, parameters));
        }
        return AvailabilitySummary.of(policy, List.of(functions), ranges);
    }

    // ---- IBP ----

    // three idle nodes with M = D = 4 (representative 4, per-node error 0.5 and 0.25, linear terms -1.5 and -0.75)
    private static final ScalarSampledFunction THREE_AT_4 = new ScalarSampledFunction(3, new ScalarSample(4, 0.5, -1.5),
            new ScalarSample(4, 0.25, -0.75));
    private static final ScalarSampledFunction ONE_AT_2 = ScalarSampledFunction.node(2, 2);
    private static final ScalarSampledFunction TWO_AT_1 = new ScalarSampledFunction(2, ScalarSample.exact(1),
            ScalarSample.exact(1));
    private static final ScalarSampledFunction TWO_AT_8 = new ScalarSampledFunction(2, ScalarSample.exact(8),
            ScalarSample.exact(8));

    private static ForwardingRequest ibpRequest(long n, Direction from) {
        return new ForwardingRequest(TaskInterval.of(n), 2, 2, 1, from);
    }

    @Test
    void ibpFullyUsedFunctionDisappearsPartlyUsedKeepsItsSamples() {
        // left = {(1,1) x2 (does not fit m = d = 2), (4,4) x3, (2,2) x1}, right = {(8,8) x2}; ranges M, D in [1, 8]
        // closest fit, slack (M - 2) / 7 + (D - 2) / 7: (2,2) 0, (4,4) 4/7, (8,8) 12/7; 3 tasks from the father:
        // (2,2) takes 1, (4,4) takes 2 -> left [1, 3], right nothing
        var left = summary(IBP, TWO_AT_1, THREE_AT_4, ONE_AT_2);
        var right = summary(IBP, TWO_AT_8);
        Forwarded<ScalarSampledFunction> forwarded = new IbpForwarding().forwardAndEstimate(
                ibpRequest(3, Direction.FATHER), left, right, false);
        assertEquals(new TaskInterval(1, 3), forwarded.split().left());
        assertTrue(forwarded.split().right().isEmpty());
        // left estimate: (1,1) x2 untouched, (4,4) down to 1 node, (2,2) gone; order kept, ranges kept
        List<ScalarSampledFunction> estimate = forwarded.left().functions();
        assertEquals(2, estimate.size(), estimate.toString());
        assertEquals(TWO_AT_1, estimate.get(0));
        ScalarSampledFunction reduced = estimate.get(1);
        assertEquals(1, reduced.count());
        // samples and per-node MSE kept; the linear term is a sum over nodes, scaled by 1/3
        assertEquals(new ScalarSample(4, 0.5, -0.5), reduced.parameter(IbpPolicy.MEMORY));
        assertEquals(new ScalarSample(4, 0.25, -0.25), reduced.parameter(IbpPolicy.DISK));
        assertEquals(left.ranges(), forwarded.left().ranges());
        // the right child got nothing: its summary is unchanged
        assertSame(right, forwarded.right());
    }

    @Test
    void ibpEstimateLosesExactlyTheNodesSentToEachChild() {
        // from the left child with 5 tasks: only the right child is considered, (8,8) x2 takes 2, 3 climb
        var left = summary(IBP, ONE_AT_2);
        var right = summary(IBP, TWO_AT_8, THREE_AT_4);
        Forwarded<ScalarSampledFunction> forwarded = new IbpForwarding().forwardAndEstimate(
                ibpRequest(5, Direction.LEFT), left, right, false);
        // right ranges M, D in [4, 8]: (4,4) slack 2/4 + 2/4 = 1 before (8,8) 6/4 + 6/4 = 3: (4,4) takes 3, (8,8) 2
        assertEquals(new TaskInterval(1, 5), forwarded.split().right());
        assertTrue(forwarded.split().father().isEmpty());
        assertTrue(forwarded.right().functions().isEmpty(), "all five idle nodes of the right child are used");
        assertEquals(0, IBP.availability(forwarded.right(), 2, 2));
        assertSame(left, forwarded.left(), "the child the request came from is not considered");
    }

    @Test
    void ibpEstimateCountsMatchTheSplit() {
        // from a submission: both children; ranges M, D in [2, 8]: slack (2,2) 0, (4,4) 2/6 + 2/6, (8,8) 1 + 1;
        // 4 tasks: (2,2) x1 of the left child takes 1, (4,4) x3 of the right child takes 3, (8,8) none;
        // left keeps (8,8) x2, right keeps nothing
        var left = summary(IBP, TWO_AT_8, ONE_AT_2);
        var right = summary(IBP, THREE_AT_4);
        Forwarded<ScalarSampledFunction> forwarded = new IbpForwarding().forwardAndEstimate(
                ibpRequest(4, Direction.SUBMISSION), left, right, false);
        assertEquals(new TaskInterval(1, 1), forwarded.split().left());
        assertEquals(new TaskInterval(2, 4), forwarded.split().right());
        assertEquals(List.of(TWO_AT_8), forwarded.left().functions());
        assertEquals(List.of(), forwarded.right().functions());
        // idle nodes before minus after = tasks sent to each child
        assertEquals(1, IBP.availability(left, 2, 2) - IBP.availability(forwarded.left(), 2, 2));
        assertEquals(3, IBP.availability(right, 2, 2) - IBP.availability(forwarded.right(), 2, 2));
    }

    // ---- MMP ----

    private static ScalarSampledFunction mmp(int v, double memory, double disk, double speed, double queueEnd) {
        return new ScalarSampledFunction(v, ScalarSample.exact(memory), ScalarSample.exact(disk),
                ScalarSample.exact(speed), ScalarSample.exact(queueEnd));
    }

    // left: A = 2 nodes (4, 4, s 1, Q 0), B = 1 node (1, 1, s 1, Q 0) lacking memory for m = 2
    private static final ScalarSampledFunction A = mmp(2, 4, 4, 1, 0);
    private static final ScalarSampledFunction B = mmp(1, 1, 1, 1, 0);
    // right: C = 1 node (4, 4, s 1, Q 1), D = 1 node (4, 4, s 1, Q 7)
    private static final ScalarSampledFunction C = mmp(1, 4, 4, 1, 1);
    private static final ScalarSampledFunction D = mmp(1, 4, 4, 1, 7);

    private static ForwardingRequest mmpRequest(long n, Direction from) {
        return new ForwardingRequest(TaskInterval.of(n), 2, 2, 2, from);
    }

    @Test
    void mmpFittingQueuesBelowTheChosenEndAreRaisedToIt() {
        // 6 tasks of a = 2 at now 0: AF(q) = 2 floor(q / 2) [A] + floor((q - 1) / 2) [C] + floor((q - 7) / 2) [D]
        // q = 5: 4 + 2 + 0 = 6 and just below 5: 4 + 1 = 5, so the chosen queue end is 5;
        // left gets AF(left, 5) = 4, right the other 2
        var left = summary(MMP, A, B);
        var right = summary(MMP, C, D);
        Forwarded<ScalarSampledFunction> forwarded = new MmpForwarding().forwardAndEstimate(
                mmpRequest(6, Direction.FATHER), left, right, 7, 0, false);
        assertEquals(new TaskInterval(1, 4), forwarded.split().left());
        assertEquals(new TaskInterval(5, 6), forwarded.split().right());
        // A (fits, Q 0 < 5) -> Q = 5 exactly; B (does not fit) unchanged
        assertEquals(List.of(A.with(MmpPolicy.QUEUE_END, ScalarSample.exact(5)), B), forwarded.left().functions());
        // C (fits, Q 1 < 5) -> Q = 5; D (Q 7 >= 5) unchanged
        assertEquals(List.of(C.with(MmpPolicy.QUEUE_END, ScalarSample.exact(5)), D), forwarded.right().functions());
        // the Q range of the left child now reaches 5
        assertEquals(0, forwarded.left().ranges().min(MmpPolicy.QUEUE_END));
        assertEquals(5, forwarded.left().ranges().max(MmpPolicy.QUEUE_END));
        assertEquals(7, forwarded.right().ranges().max(MmpPolicy.QUEUE_END));
    }

    @Test
    void mmpChildWithoutTasksIsUnchanged() {
        // 4 tasks: q = 4 (A alone gives 2 floor(4 / 2) = 4; C gives floor(3 / 2) = 1 -> AF(4) = 5 >= 4, AF(4-) =
        // 2 + 1 = 3); left takes min(4, AF(left, 4) = 4) = 4: the right child gets none and keeps its summary
        var left = summary(MMP, A, B);
        var right = summary(MMP, C, D);
        Forwarded<ScalarSampledFunction> forwarded = new MmpForwarding().forwardAndEstimate(
                mmpRequest(4, Direction.FATHER), left, right, 7, 0, false);
        assertEquals(new TaskInterval(1, 4), forwarded.split().left());
        assertTrue(forwarded.split().right().isEmpty());
        assertEquals(List.of(A.with(MmpPolicy.QUEUE_END, ScalarSample.exact(4)), B), forwarded.left().functions());
        assertSame(right, forwarded.right());
    }

    @Test
    void mmpClimbingToTheFatherLeavesBothChildrenUnchanged() {
        // from the left child, 6 tasks: minimum makespan 5 (as above); longest = max(father's 6, branch max Q 7) = 7;
        // 5 > 0.5 * 7 = 3.5: too much, everything climbs
        var left = summary(MMP, A, B);
        var right = summary(MMP, C, D);
        Forwarded<ScalarSampledFunction> forwarded = new MmpForwarding().forwardAndEstimate(
                mmpRequest(6, Direction.LEFT), left, right, 6, 0, false);
        assertEquals(new TaskInterval(1, 6), forwarded.split().father());
        assertSame(left, forwarded.left());
        assertSame(right, forwarded.right());
    }
}
