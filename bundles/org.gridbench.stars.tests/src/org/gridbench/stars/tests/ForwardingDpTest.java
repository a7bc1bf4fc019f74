package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridbench.stars.availability.AvailabilitySummary;
import org.gridbench.stars.availability.DpPolicy;
import org.gridbench.stars.availability.DpSampledFunction;
import org.gridbench.stars.availability.Horizon;
import org.gridbench.stars.availability.ParameterRanges;
import org.gridbench.stars.functional.PiecewiseLinear;
import org.gridbench.stars.routing.Direction;
import org.gridbench.stars.routing.DpForwarding;
import org.gridbench.stars.routing.Forwarded;
import org.gridbench.stars.routing.ForwardingRequest;
import org.gridbench.stars.routing.TaskInterval;
import org.junit.jupiter.api.Test;

/**
 * DP forwarding (section 5.3.2) by hand: the left child holds two nodes with l(delta) = delta, the right child one
 * node with l(delta) = 3 delta, all with the same memory and disk; tasks of 4 MFLOP.
 */
class ForwardingDpTest {

    private static final DpPolicy DP = new DpPolicy();
    private static final DpForwarding FORWARDING = new DpForwarding(DP);

    private static AvailabilitySummary<DpSampledFunction> summary(DpSampledFunction f) {
        return AvailabilitySummary.of(DP, List.of(f), ParameterRanges.of(f, 3));
    }

    private static final DpSampledFunction SLOW = DP.node(1024, 1024, PiecewiseLinear.rampFrom(0, 1));
    private static final AvailabilitySummary<DpSampledFunction> LEFT = summary(DP.sum(SLOW, SLOW, new Horizon(0, 10)));
    private static final AvailabilitySummary<DpSampledFunction> RIGHT = summary(
            DP.node(1024, 1024, PiecewiseLinear.rampFrom(0, 3)));

    private static ForwardingRequest request(int tasks, double deadline, Direction from) {
        return new ForwardingRequest(TaskInterval.of(tasks), 512, 512, 4, deadline, from);
    }

    @Test
    void theClosestFitBeforeTheDeadlineIsFilledFirst() {
        // deadline 10: left 2 floor(10/4) = 4 tasks with slack (10 - 4) / 20, right floor(30/4) = 7 with (30 - 4) / 20
        Forwarded<DpSampledFunction> f = FORWARDING.forwardAndEstimate(request(5, 10, Direction.SUBMISSION), LEFT,
                RIGHT, false);
        assertEquals(4, f.split().left().size());
        assertEquals(1, f.split().right().size());
        assertTrue(f.split().father().isEmpty());
        // both left nodes are full; the right node is expected busy as well
        assertEquals(0, f.left().nodeCount());
        assertEquals(0, f.right().nodeCount());
    }

    @Test
    void nodesThatCannotFinishATaskBeforeTheDeadlineAreSkipped() {
        // deadline 3: l = 3 < 4 on the left; the right node has floor(9/4) = 2; three go to the father
        Forwarded<DpSampledFunction> f = FORWARDING.forwardAndEstimate(request(5, 3, Direction.SUBMISSION), LEFT,
                RIGHT, false);
        assertEquals(0, f.split().left().size());
        assertEquals(2, f.split().right().size());
        assertEquals(3, f.split().father().size());
        assertEquals(2, f.left().nodeCount());
    }

    @Test
    void theRootDiscardsWhatItCannotPlaceAndTheSenderIsSkipped() {
        Forwarded<DpSampledFunction> f = FORWARDING.forwardAndEstimate(request(5, 10, Direction.RIGHT), LEFT, RIGHT,
                true);
        assertEquals(4, f.split().left().size());
        assertEquals(0, f.split().right().size());
        assertEquals(1, f.split().discarded().size());
    }

    @Test
    void aPartlyUsedClusterKeepsTheNodesNotExpectedToFill() {
        // one task at deadline 10 on the left: 2 per node, so one node fills and one stays with l(delta) = delta
        Forwarded<DpSampledFunction> f = FORWARDING.forwardAndEstimate(request(1, 10, Direction.RIGHT), LEFT, RIGHT,
                false);
        assertEquals(1, f.split().left().size());
        assertEquals(1, f.left().nodeCount());
        assertEquals(PiecewiseLinear.rampFrom(0, 1), f.left().functions().get(0).flops());
    }
}
