package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridbench.stars.availability.AvailabilitySummary;
import org.gridbench.stars.availability.MmpPolicy;
import org.gridbench.stars.availability.ScalarSampledFunction;
import org.gridbench.stars.routing.Direction;
import org.gridbench.stars.routing.Forwarded;
import org.gridbench.stars.routing.ForwardingRequest;
import org.gridbench.stars.routing.MmpForwarding;
import org.gridbench.stars.routing.Split;
import org.gridbench.stars.routing.TaskInterval;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * Algorithm 4.1 on two execution nodes (M, D, s, Q) = left (4, 4, 1, 0) and right (4, 4, 1, 2), now = 0, tasks of
 * a = 2: AF(q) = floor(q / 2) + floor((q - 2) / 2), so six tasks need q = 8 (AF(8) = 4 + 3, just below 8 it is 3 + 2),
 * of which the left child takes AF_left(8) = 4.
 */
class ForwardingMmpTest {

    private static final MmpPolicy POLICY = new MmpPolicy();
    private static final TaskInterval SIX = TaskInterval.of(6);

    private static AvailabilitySummary<ScalarSampledFunction> node(double memory, double disk, double speed, double queueEnd) {
        return AvailabilitySummary.of(POLICY, ScalarSampledFunction.node(memory, disk, speed, queueEnd));
    }

    private static final AvailabilitySummary<ScalarSampledFunction> LEFT = node(4, 4, 1, 0);
    private static final AvailabilitySummary<ScalarSampledFunction> RIGHT = node(4, 4, 1, 2);

    private static ForwardingRequest request(double memory, Direction from) {
        return new ForwardingRequest(SIX, memory, 1, 2, from);
    }

    @ParameterizedTest(name = "beta {0}, max queue end above {1}: climbs {2}")
    @CsvSource({
            // makespan 8 against beta * max(rest, 2)
            "0.5, 20, false", // 8 <= 10
            "0.5, 14, true", // 8 > 7
            "0.6, 14, false", // 8 <= 8.4
            "0.5, 16, false", // 8 <= 8, not more
            "0.5, 1, true", // longest is the branch's own Q = 2: 8 > 1
    })
    void betaThresholdFromAChild(double beta, double maxQueueEnd, boolean climbs) {
        Split split = new MmpForwarding(beta).forward(request(1, Direction.LEFT), LEFT, RIGHT, maxQueueEnd, 0, false);
        if (climbs) {
            assertEquals(SIX, split.father());
            assertTrue(split.left().isEmpty() && split.right().isEmpty());
        } else {
            assertEquals(new TaskInterval(1, 4), split.left());
            assertEquals(new TaskInterval(5, 6), split.right());
            assertTrue(split.father().isEmpty());
        }
        assertTrue(split.discarded().isEmpty());
    }

    @Test
    void defaultBetaIsOneHalf() {
        Split split = new MmpForwarding().forward(request(1, Direction.RIGHT), LEFT, RIGHT, 14, 0, false);
        assertEquals(SIX, split.father());
    }

    @Test
    void fromFatherAlwaysSplitsBetweenChildren() {
        Split split = new MmpForwarding().forward(request(1, Direction.FATHER), LEFT, RIGHT, 14, 0, false);
        assertEquals(new TaskInterval(1, 4), split.left());
        assertEquals(new TaskInterval(5, 6), split.right());
    }

    @Test
    void rootSplitsWhateverTheMakespan() {
        Split split = new MmpForwarding().forward(request(1, Direction.LEFT), LEFT, RIGHT, Double.NaN, 0, true);
        assertEquals(new TaskInterval(1, 4), split.left());
        assertEquals(new TaskInterval(5, 6), split.right());
        assertTrue(split.discarded().isEmpty());
    }

    @Test
    void rootDiscardsWhatNoNodeCanTake() {
        Split split = new MmpForwarding().forward(request(8, Direction.LEFT), LEFT, RIGHT, Double.NaN, 0, true);
        assertEquals(SIX, split.discarded());
        assertTrue(split.left().isEmpty() && split.right().isEmpty() && split.father().isEmpty());
    }

    @Test
    void unfittingBranchSendsUp() {
        Split split = new MmpForwarding().forward(request(8, Direction.RIGHT), LEFT, RIGHT, 100, 0, false);
        assertEquals(SIX, split.father());
    }

    @Test
    void unfittingBranchSendsUpEvenWhatCameFromTheFather() {
        // after a failure the father's view is stale: sending it down would bounce between this node and a leaf
        Split split = new MmpForwarding().forward(request(8, Direction.FATHER), LEFT, RIGHT, 100, 0, false);
        assertEquals(SIX, split.father());
        assertTrue(split.left().isEmpty() && split.right().isEmpty());
    }

    @Test
    void emptiedBranchSendsUpAndKeepsItsEstimatesFinite() {
        AvailabilitySummary<ScalarSampledFunction> empty = AvailabilitySummary.empty(POLICY);
        Forwarded<ScalarSampledFunction> forwarded = new MmpForwarding().forwardAndEstimate(
                request(1, Direction.FATHER), empty, empty, 100, 0, false);
        assertEquals(SIX, forwarded.split().father());
        assertTrue(forwarded.right().functions().isEmpty() && forwarded.left().functions().isEmpty());
    }

    @Test
    void staleQueueEndsAreAgedToNow() {
        // at now = 3 both queues are empty: AF(q) = 2 floor((q - 3) / 2) reaches 6 at q = 9, three tasks each
        Split split = new MmpForwarding().forward(request(1, Direction.FATHER), LEFT, RIGHT, 0, 3, false);
        assertEquals(new TaskInterval(1, 3), split.left());
        assertEquals(new TaskInterval(4, 6), split.right());
    }

    @Test
    void fasterRightChildTakesMore() {
        // right s = 2, Q = 0: AF(q) = floor(q / 2) + floor(q), six tasks at q = 4: left 2, right 4
        Split split = new MmpForwarding().forward(request(1, Direction.FATHER), LEFT, node(4, 4, 2, 0), 0, 0, false);
        assertEquals(new TaskInterval(1, 2), split.left());
        assertEquals(new TaskInterval(3, 6), split.right());
    }
}
