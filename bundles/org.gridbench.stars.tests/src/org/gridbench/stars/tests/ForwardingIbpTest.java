package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.gridbench.stars.availability.AvailabilitySummary;
import org.gridbench.stars.availability.IbpPolicy;
import org.gridbench.stars.availability.ParameterRanges;
import org.gridbench.stars.availability.ScalarSample;
import org.gridbench.stars.availability.ScalarSampledFunction;
import org.gridbench.stars.routing.Direction;
import org.gridbench.stars.routing.ForwardingRequest;
import org.gridbench.stars.routing.IbpForwarding;
import org.gridbench.stars.routing.Split;
import org.gridbench.stars.routing.TaskInterval;
import org.junit.jupiter.api.Test;

/** Algorithm 3.2 on hand-made trees of idle execution nodes (M, D). */
class ForwardingIbpTest {

    private static final IbpPolicy POLICY = new IbpPolicy();
    private static final long[] NONE = {};

    private final IbpForwarding forwarding = new IbpForwarding();

    private static AvailabilitySummary<ScalarSampledFunction> leaf(double memory, double disk) {
        return AvailabilitySummary.of(POLICY, ScalarSampledFunction.node(memory, disk));
    }

    private static AvailabilitySummary<ScalarSampledFunction> branch(ScalarSampledFunction... functions) {
        ParameterRanges ranges = ParameterRanges.of(functions[0], 2);
        for (ScalarSampledFunction f : functions) {
            ranges = ranges.merge(ParameterRanges.of(f, 2));
        }
        return AvailabilitySummary.of(POLICY, List.of(functions), ranges);
    }

    private static ForwardingRequest request(long first, long last, double memory, double disk, Direction from) {
        return new ForwardingRequest(new TaskInterval(first, last), memory, disk, 1, from);
    }

    private static void assertSplit(Split split, long[] left, long[] right, long[] father, long[] discarded) {
        assertEquals(interval(left, split.left().first()), split.left(), "left");
        assertEquals(interval(right, split.right().first()), split.right(), "right");
        assertEquals(interval(father, split.father().first()), split.father(), "father");
        assertEquals(interval(discarded, split.discarded().first()), split.discarded(), "discarded");
    }

    // an empty expectation matches any empty interval
    private static TaskInterval interval(long[] bounds, long actualFirst) {
        return bounds.length == 0 ? new TaskInterval(actualFirst, actualFirst - 1) : new TaskInterval(bounds[0], bounds[1]);
    }

    @Test
    void fromLeftChildClimbsWhenTheOtherChildCannotTakeIt() {
        // the left child (4, 4) is where it came from; the right child (1, 1) lacks memory: everything climbs
        Split split = forwarding.forward(request(1, 3, 2, 2, Direction.LEFT), leaf(4, 4), leaf(1, 1), false);
        assertSplit(split, NONE, NONE, new long[] {1, 3}, NONE);
    }

    @Test
    void fromRightChildTakesWhatTheLeftChildCanAndSendsTheRestUp() {
        Split split = forwarding.forward(request(5, 8, 2, 2, Direction.RIGHT), leaf(4, 4), leaf(8, 8), false);
        assertSplit(split, new long[] {5, 5}, NONE, new long[] {6, 8}, NONE);
    }

    @Test
    void fromFatherClosestFitFirst() {
        // ranges M, D in [2, 8]: slack (2,2) = 0, (4,4) = 2/6 + 2/6, (8,8) = 1 + 1; the right child's nodes go first
        var right = branch(ScalarSampledFunction.node(2, 2), ScalarSampledFunction.node(4, 4));
        Split two = forwarding.forward(request(1, 2, 2, 2, Direction.FATHER), leaf(8, 8), right, false);
        assertSplit(two, NONE, new long[] {1, 2}, NONE, NONE);
        Split four = forwarding.forward(request(1, 4, 2, 2, Direction.FATHER), leaf(8, 8), right, false);
        assertSplit(four, new long[] {1, 1}, new long[] {2, 3}, new long[] {4, 4}, NONE);
    }

    @Test
    void theEarlierClosestFitWeighsMemoryAndDiskByTheirRanges() {
        // M in [2, 10], D in [2, 4]: slack (10, 2) = 1 + 0, (2, 4) = 0 + 1, (3, 3) = 1/8 + 1/2: the right child first
        var left = branch(ScalarSampledFunction.node(10, 2), ScalarSampledFunction.node(2, 4));
        Split split = new IbpForwarding(true).forward(request(1, 1, 2, 2, Direction.FATHER), left, leaf(3, 3), false);
        assertSplit(split, NONE, new long[] {1, 1}, NONE, NONE);
    }

    @Test
    void theThesisOrdersByAbsoluteSlackWithMemoryWeighingTen() {
        // m = d = 2, 10 (M - m) + (D - d): (10, 2) = 80, (2, 4) = 2, (3, 3) = 11: the left child's (2, 4) first, then
        // the right child's (3, 3), then (10, 2)
        var left = branch(ScalarSampledFunction.node(10, 2), ScalarSampledFunction.node(2, 4));
        Split one = forwarding.forward(request(1, 1, 2, 2, Direction.FATHER), left, leaf(3, 3), false);
        assertSplit(one, new long[] {1, 1}, NONE, NONE, NONE);
        Split two = forwarding.forward(request(1, 2, 2, 2, Direction.FATHER), left, leaf(3, 3), false);
        assertSplit(two, new long[] {1, 1}, new long[] {2, 2}, NONE, NONE);
    }

    @Test
    void clusterTakesOneTaskPerNode() {
        var cluster = new ScalarSampledFunction(3, ScalarSample.exact(4), ScalarSample.exact(4));
        Split split = forwarding.forward(request(1, 5, 2, 2, Direction.LEFT), leaf(1, 1), branch(cluster), false);
        assertSplit(split, NONE, new long[] {1, 3}, new long[] {4, 5}, NONE);
    }

    @Test
    void rootDiscardsWhatItsBranchCannotTake() {
        Split split = forwarding.forward(request(1, 4, 2, 2, Direction.RIGHT), leaf(4, 4), leaf(8, 8), true);
        assertSplit(split, new long[] {1, 1}, NONE, NONE, new long[] {2, 4});
    }
}
