package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridbench.stars.availability.AvailabilitySummary;
import org.gridbench.stars.availability.FspPolicy;
import org.gridbench.stars.availability.Horizon;
import org.gridbench.stars.availability.ParameterRanges;
import org.gridbench.stars.fairness.FspSampledFunction;
import org.gridbench.stars.fairness.SlownessFunction;
import org.gridbench.stars.fairness.SlownessPiece;
import org.gridbench.stars.local.SlownessQueue;
import org.junit.jupiter.api.Test;

/**
 * The FSP availability policy (Celaya, section 7.3.1) by hand: DIST of eq. 3.8 with the scalar normalisation of eq.
 * 3.9 for M and D and that of eq. 7.12 for z, over lengths [1, 2] (a_min = 1, and 2 as the end when every function is
 * a single piece); the availability of a function for a request (section 7.2.2) and the maximum slowness it carries.
 */
class SummaryFspPolicyTest {

    private static final double EPS = 1e-12;
    private static final FspPolicy FSP = new FspPolicy(1, 2);

    private static FspSampledFunction node(double memory, double slope) {
        return FSP.node(memory, 2048, SlownessFunction.of(new SlownessPiece(1, 0, slope, 0)));
    }

    private static ParameterRanges ranges(FspSampledFunction... functions) {
        ParameterRanges r = ParameterRanges.of(functions[0], 3);
        for (FspSampledFunction f : functions) {
            r = r.merge(ParameterRanges.of(f, 3));
        }
        return r;
    }

    @Test
    void slownessDistanceIsTheMseOverTheEnvelopeSpread() {
        // SUM of 2a and 3a: MSE (integral of a^2 over [1, 2]) / 2 = 7/6; eq. 7.12: integral of (3a - 2a)^2 = 7/3;
        // M and D do not vary, so DIST = 1/2
        FspSampledFunction f = node(1024, 2);
        FspSampledFunction g = node(1024, 3);
        ParameterRanges r = ranges(f, g);
        Horizon lengths = FSP.horizon(List.of(f, g), 0);
        assertEquals(new Horizon(1, 2), lengths);
        assertEquals(7.0 / 3, r.envelope(FspPolicy.SLOWNESS).spread(1, 2), EPS);
        assertEquals(0.5, r.normalise(FspPolicy.SLOWNESS, 7.0 / 6, lengths), EPS);
        assertEquals(0.5, FSP.distanceFor(r, lengths).distance(f, g), EPS);
        assertEquals(0.5, FSP.distance(f, g, r), EPS);
    }

    @Test
    void memoryDistanceIsNormalisedByItsRangeAndEqualFunctionsCostNothing() {
        // M: SUM keeps 1024, MSE (0 + 1024^2) / 2, over a range 1024 wide: 1/2; z equal, no spread, skipped
        FspSampledFunction f = node(1024, 2);
        FspSampledFunction g = node(2048, 2);
        ParameterRanges r = ranges(f, g);
        assertFalse(r.varies(FspPolicy.SLOWNESS, new Horizon(1, 2)));
        assertEquals(0.5, FSP.distanceFor(r, new Horizon(1, 2)).distance(f, g), EPS);
        // both parameters at once: 1/2 + 1/2 with a third node widening nothing
        FspSampledFunction k = node(2048, 3);
        ParameterRanges all = ranges(f, g, k);
        assertEquals(1, FSP.distanceFor(all, new Horizon(1, 2)).distance(f, k), EPS);
    }

    @Test
    void theAggregationMergesTheClosestPair() {
        // 2a, 3a, 10a: SUM(2a, 3a) has MSE 7/6, the others 64 (7/3) / 2 and 49 (7/3) / 2: the first pair merges
        FspSampledFunction two = node(1024, 2);
        AvailabilitySummary<FspSampledFunction> s = AvailabilitySummary.of(FSP, two)
                .aggregate(AvailabilitySummary.of(FSP, node(1024, 10)), 2)
                .aggregate(AvailabilitySummary.of(FSP, node(1024, 3)), 2);
        assertEquals(2, s.functions().size());
        assertEquals(3, s.nodeCount());
        FspSampledFunction merged = s.functions().stream().filter(f -> f.count() == 2).findFirst().orElseThrow();
        assertEquals(SlownessFunction.of(new SlownessPiece(1, 0, 3, 0)), merged.z());
        assertEquals(7.0 / 6, merged.error(FspPolicy.SLOWNESS), EPS);
    }

    @Test
    void theLengthsReachTwentyPercentPastTheLatestEndpoint() {
        SlownessFunction z = SlownessFunction.of(new SlownessPiece(1, 4, 0, 1), SlownessPiece.constant(6, 2));
        assertEquals(new Horizon(1, 7), FSP.horizon(List.of(FSP.node(1, 1, z), node(1, 1)), 0));
        assertEquals(new Horizon(1, 3.6e6), new FspPolicy().horizon(List.of(node(1, 1)), 0));
    }

    @Test
    void nodeTasksAreCountedUntilTheEstimateExceedsTheBound() {
        // z = 1/a + 1: with i tasks of length 2, 1/2 + i (section 7.2.2); at most 3.5: three per node, six for two
        FspSampledFunction one = FSP.node(1024, 1024, SlownessFunction.of(new SlownessPiece(1, 1, 0, 1)));
        FspSampledFunction pair = FSP.sum(one, one);
        assertEquals(2.5, FspPolicy.estimate(one, 2, 2), EPS);
        assertEquals(3, FspPolicy.tasksPerNode(one, 512, 512, 2, 3.5, 100));
        assertEquals(6, FspPolicy.availability(pair, 512, 512, 2, 3.5, 100));
        assertEquals(2, FspPolicy.tasksPerNode(one, 512, 512, 2, 3.5, 2));
        assertEquals(0, FspPolicy.tasksPerNode(one, 512, 512, 2, 1.4, 100));
        assertEquals(0, FspPolicy.availability(pair, 2048, 512, 2, 3.5, 100));
        assertEquals(0, FspPolicy.availability(pair, 512, 2048, 2, 3.5, 100));
        // exactly at a bound: 1/2 + 3 = 3.5 counts, 3.4999 does not
        assertEquals(2, FspPolicy.tasksPerNode(one, 512, 512, 2, 3.4999, 100));
    }

    @Test
    void theMaximumSlownessIsTheLimitForLongTasks() {
        // speed 2, running a task of 4 MFLOP released at 0 until 12 (slowness 3): a new task gets 2 / a + 1/2, so
        // z = max(2 / a + 1/2, 3) = 3 from a_min on; an idle node of speed 2 gives 1/2; a growing last piece, infinity
        SlownessQueue busy = SlownessQueue.of(10, 2, new SlownessQueue.Task(0, 4), 12, List.of());
        FspSampledFunction f = FSP.node(1, 1, busy);
        assertEquals(3, FspPolicy.maxSlowness(f), EPS);
        assertEquals(0.5, FspPolicy.maxSlowness(FSP.node(1, 1, SlownessQueue.idle(10, 2))), EPS);
        assertEquals(Double.POSITIVE_INFINITY, FspPolicy.maxSlowness(node(1, 1)));
    }

    @Test
    void functionsCompareByValueAndCountTheirBytes() {
        FspSampledFunction f = node(1024, 2);
        assertEquals(node(1024, 2), f);
        assertEquals(node(1024, 2).hashCode(), f.hashCode());
        assertNotEquals(node(1024, 3), f);
        assertNotEquals(node(512, 2), f);
        assertNotEquals(FSP.sum(f, f), f);
        // v, two scalars of three doubles, z (4 + 32 per piece), mse_z and lt's u, v, w on each piece
        assertEquals(4 + 48 + 36 + 32, f.sizeInBytes());
        FspSampledFunction half = FSP.sum(f, f).withCount(1);
        assertEquals(1, half.count());
        assertEquals(f.z(), half.z());
        assertTrue(half.sizeInBytes() > 0);
    }
}
