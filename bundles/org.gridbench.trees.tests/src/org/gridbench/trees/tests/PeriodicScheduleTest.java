package org.gridbench.trees.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;

import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.generator.ExperimentInstance;
import org.gridbench.trees.generator.ExperimentPlatforms;
import org.gridbench.trees.lp.SteadyState;
import org.gridbench.trees.lp.SteadyStateLp;
import org.gridbench.trees.periodic.PeriodicSchedule;
import org.gridbench.trees.periodic.Rational;
import org.junit.jupiter.api.Test;

/** Section 3.2: rational rates, T_period = lcm of denominators, integral tasks per period, buffers. */
class PeriodicScheduleTest {

    /** b(B) = 1/8 is exact in binary, so the exact check sees the same platform as the LP. */
    private static final List<BagApplication> AB = List.of(new BagApplication("A", 1, 1, 1),
            new BagApplication("B", 1, 1, 0.125));

    private static TreePlatform star() {
        return LpTestPlatforms.star(1, new double[] {10}, new double[] {1});
    }

    /**
     * Root c0 = 1, child c1 = 10 behind b1 = 1, A (c=1, b=1), B (c=1, b=1/8): as in LpSteadyStateTest the root
     * computes A only, the child's port gives (t - 1) + t/8 = 1, t = 16/9; alpha_1(A) = 7/9, alpha_1(B) = 16/9.
     * With denominators up to 9 the rates are exact: T = 9; per period the root computes 9 A, the child 7 A and
     * 16 B, the edge carries 23 tasks, the child buffers 2 x 23 = 46; no throughput is lost.
     */
    @Test
    void exactRatesGiveTheLcmPeriod() {
        PeriodicSchedule p = PeriodicSchedule.of(star(), AB, SteadyStateLp.solve(star(), AB), 9);
        assertEquals(BigInteger.valueOf(9), p.period());
        assertEquals(Rational.of(7, 9), p.alphaU(1, 0));
        assertEquals(BigInteger.valueOf(9), p.computed(0, 0));
        assertEquals(BigInteger.valueOf(7), p.computed(1, 0));
        assertEquals(BigInteger.valueOf(16), p.computed(1, 1));
        assertEquals(BigInteger.valueOf(16), p.sent(1, 1));
        assertEquals(BigInteger.valueOf(46), p.buffer(1));
        assertEquals(BigInteger.ZERO, p.buffer(0));
        assertEquals(0.0, p.throughputLoss(), 1e-12);
        assertTrue(p.warnings().isEmpty());
    }

    /**
     * Denominators up to 8 cannot express 7/9 and 16/9: rounding down gives 7/9 -> 3/4 and 16/9 -> 7/4 (no fraction
     * with denominator <= 8 lies in [3/4, 7/9] or [7/4, 16/9] besides the bounds), so alpha(A) = 1 + 3/4 = 7/4 =
     * alpha(B); T = 4; the fair throughput 7/4 loses 1 - (7/4) / (16/9) = 1/64.
     */
    @Test
    void boundedDenominatorsRoundDown() {
        PeriodicSchedule p = PeriodicSchedule.of(star(), AB, SteadyStateLp.solve(star(), AB), 8);
        assertEquals(Rational.of(3, 4), p.alphaU(1, 0));
        assertEquals(Rational.of(7, 4), p.alphaU(1, 1));
        assertEquals(BigInteger.valueOf(4), p.period());
        assertEquals(1.75, p.fairThroughput(), 1e-12);
        assertEquals(1.0 / 64, p.throughputLoss(), 1e-12);
    }

    /**
     * b(B) = 0.1 is stored as 0.1000000000000000055..., so the LP's exact-looking rates 9/11 and 20/11 overload the
     * port by 2/11 x 5.5e-18: the exact check must reject them and fall back to rates strictly below.
     */
    @Test
    void exactCheckRejectsFloatNoise() {
        List<BagApplication> tenth = List.of(new BagApplication("A", 1, 1, 1), new BagApplication("B", 1, 1, 0.1));
        PeriodicSchedule p = PeriodicSchedule.of(star(), tenth, SteadyStateLp.solve(star(), tenth), 11);
        assertTrue(p.fairThroughput() < 20.0 / 11, "fair " + p.fairThroughput());
        assertTrue(p.throughputLoss() > 0);
    }

    /** A generated 100-node instance: exact feasibility holds (of() checks it) and a small loss for a large bound. */
    @Test
    void generatedInstanceIsFeasibleWithSmallLoss() {
        ExperimentInstance i = ExperimentPlatforms.instance(7, ExperimentPlatforms.count() - 1, 3);
        SteadyState lp = SteadyStateLp.solve(i.platform(), i.applications());
        PeriodicSchedule p = PeriodicSchedule.of(i.platform(), i.applications(), lp, 1_000_000_000L);
        assertTrue(p.throughputLoss() >= 0 && p.throughputLoss() < 1e-3, "loss " + p.throughputLoss());
        assertTrue(p.fairThroughput() <= lp.fairThroughput());
    }

    /** Denominators up to 10^9 on a 100-node tree give a period far above 10^6: the paper's warning. */
    @Test
    void hugePeriodIsWarned() {
        ExperimentInstance i = ExperimentPlatforms.instance(7, ExperimentPlatforms.count() - 1, 3);
        PeriodicSchedule p = PeriodicSchedule.of(i.platform(), i.applications(),
                SteadyStateLp.solve(i.platform(), i.applications()), 1_000_000_000L);
        assertTrue(p.period().compareTo(PeriodicSchedule.PERIOD_WARNING) > 0);
        assertTrue(p.warnings().stream().anyMatch(w -> w.startsWith("period")), p.warnings().toString());
    }
}
