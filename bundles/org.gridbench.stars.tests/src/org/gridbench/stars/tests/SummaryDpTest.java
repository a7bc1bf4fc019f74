package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridbench.stars.availability.AvailabilitySummary;
import org.gridbench.stars.availability.DpPolicy;
import org.gridbench.stars.availability.DpSampledFunction;
import org.gridbench.stars.availability.Horizon;
import org.gridbench.stars.availability.ParameterRanges;
import org.gridbench.stars.functional.Integrals;
import org.gridbench.stars.functional.PiecewiseLinear;
import org.gridbench.stars.local.EdfQueue;
import org.junit.jupiter.api.Test;

/**
 * DP availability (Celaya, section 5.3.1): SUM of eq. 5.2, the MSE of l over the horizon (eq. 5.3, 5.7), its linear
 * term (eq. 5.8), the normalization of eq. 5.9 and the availability function 5.1, by hand on nodes whose l(delta) is
 * k delta over the horizon [0, 2].
 */
class SummaryDpTest {

    private static final double EPS = 1e-12;
    private static final DpPolicy DP = new DpPolicy();
    private static final Horizon TWO = new Horizon(0, 2);

    private static DpSampledFunction node(double slope) {
        return DP.node(1024, 2048, PiecewiseLinear.rampFrom(0, slope));
    }

    @Test
    void sumKeepsTheLowerFunctionAndItsIntegratedError() {
        // min(t, 2t) = t; MSE (0 + integral of t^2 over [0, 2]) / 2 = 4/3
        DpSampledFunction h = DP.sum(node(1), node(2), TWO);
        assertEquals(PiecewiseLinear.rampFrom(0, 1), h.flops());
        assertEquals(2, h.count());
        assertEquals(4.0 / 3, h.error(DpPolicy.FLOPS), EPS);
        assertEquals(0, h.error(DpPolicy.MEMORY), EPS);
    }

    @Test
    void theLinearTermCorrectsTheErrorWhenTheFunctionDrops() {
        // h = min(2t, 3t) = 2t with MSE 4/3 and lt = -t; adding t gives k = t. Directly: (integral of t^2 + (2t)^2
        // + 0) / 3 = (8/3 + 32/3) / 3 = 40/9. Eq. 5.7: (2 (8/3 + 4/3) + 0 + 2 integral of (-t)(-t)) / 3, the same.
        DpSampledFunction h = DP.sum(node(2), node(3), TWO);
        assertEquals(4.0 / 3, h.error(DpPolicy.FLOPS), EPS);
        DpSampledFunction k = DP.sum(h, node(1), TWO);
        assertEquals(40.0 / 9, k.error(DpPolicy.FLOPS), EPS);
        assertEquals(3, k.count());
        // eq. 5.8 gives lt = 2(-t) + 0 - t = -3t, so a fourth node t keeps the MSE at 40/12
        DpSampledFunction four = DP.sum(k, node(1), TWO);
        assertEquals(40.0 / 12, four.error(DpPolicy.FLOPS), EPS);
    }

    @Test
    void distanceNormalisesTheErrorByTheEnvelopeSpread() {
        // envelope t .. 2t: spread integral of t^2 = 8/3; MSE of the sum 4/3; memory and disk equal: skipped
        ParameterRanges ranges = ParameterRanges.of(node(1), 3).merge(ParameterRanges.of(node(2), 3));
        assertEquals(8.0 / 3, ranges.envelope(DpPolicy.FLOPS).spread(0, 2), EPS);
        assertEquals(0.5, DP.distanceFor(ranges, TWO).distance(node(1), node(2)), EPS);
    }

    @Test
    void theHorizonAddsTwentyPercentToTheLatestSample() {
        DpSampledFunction busy = DP.node(1, 1, EdfQueue.of(0, 1, 2, new double[] {6, 12}, new double[] {2, 3})
                .availableFunction());
        assertEquals(new Horizon(1, 1 + 1.2 * 11), DP.horizon(List.of(busy, node(1)), 1));
        assertEquals(new Horizon(5, 5 + DpPolicy.IDLE_HORIZON), DP.horizon(List.of(node(1)), 5));
    }

    @Test
    void availabilityCountsTasksThatFitBeforeTheDeadline() {
        // eq. 5.1: l(8) = 4 on the queue of Figure 5.1; tasks of 1.5 MFLOP: 2 fit; too much memory: none
        DpSampledFunction f = DP.node(512, 100, EdfQueue.of(0, 1, 2, new double[] {6, 12}, new double[] {2, 3})
                .availableFunction());
        assertEquals(2, DP.availability(f, 256, 10, 1.5, 8));
        assertEquals(0, DP.availability(f, 1024, 10, 1.5, 8));
    }

    @Test
    void aggregationKeepsEverySummaryFunctionBelowItsNodes() {
        List<double[]> queues = List.of(new double[] {6, 12}, new double[] {3, 20}, new double[] {9, 10},
                new double[] {4, 30}, new double[] {15, 16});
        AvailabilitySummary<DpSampledFunction> summary = null;
        for (int u = 0; u < queues.size(); u++) {
            double[] deadlines = queues.get(u);
            EdfQueue q = EdfQueue.of(0, 1 + u, 1 + u, deadlines, new double[] {1 + u, 2});
            AvailabilitySummary<DpSampledFunction> leaf = AvailabilitySummary.of(DP, DP.node(1024, 1024,
                    q.availableFunction()));
            summary = summary == null ? leaf : summary.aggregate(leaf, 2, 0);
            // every node is represented by some function that stays below its own l(delta)
            for (int v = 0; v <= u; v++) {
                double[] d = queues.get(v);
                PiecewiseLinear own = EdfQueue.of(0, 1 + v, 1 + v, d, new double[] {1 + v, 2}).availableFunction();
                assertTrue(summary.functions().stream().anyMatch(f -> below(f.flops(), own)),
                        "node " + v + " has no function below it in " + summary.functions());
            }
        }
        assertTrue(summary.functions().size() <= 2);
        assertEquals(5, summary.nodeCount());
    }

    private static boolean below(PiecewiseLinear f, PiecewiseLinear own) {
        for (double t = 0; t < 40; t += 0.5) {
            if (f.value(t) > own.value(t) + 1e-9) {
                return false;
            }
        }
        return true;
    }

    @Test
    void integralOfTheExampleEnvelope() {
        assertEquals(8.0 / 3, Integrals.ofSquaredDifference(PiecewiseLinear.rampFrom(0, 2),
                PiecewiseLinear.rampFrom(0, 1), 0, 2), EPS);
    }
}
