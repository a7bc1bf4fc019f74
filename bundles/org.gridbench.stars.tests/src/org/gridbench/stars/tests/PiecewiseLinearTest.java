package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.gridbench.stars.functional.Integrals;
import org.gridbench.stars.functional.LowerBound;
import org.gridbench.stars.functional.PiecewiseLinear;
import org.gridbench.stars.functional.Pointwise;
import org.junit.jupiter.api.Test;

/**
 * Piecewise-linear functions of DP (Celaya, section 5.3.1): min with crossings (eq. 5.2), lower-bound sample removal
 * (Figure 5.2), exact integrals (eq. 5.3).
 */
class PiecewiseLinearTest {

    private static final double EPS = 1e-12;

    private static PiecewiseLinear f(double tail, double... xy) {
        double[] x = new double[xy.length / 2];
        double[] y = new double[xy.length / 2];
        for (int i = 0; i < x.length; i++) {
            x[i] = xy[2 * i];
            y[i] = xy[2 * i + 1];
        }
        return PiecewiseLinear.of(x, y, tail);
    }

    @Test
    void valueIsConstantBeforeInterpolatedBetweenAndSlopedAfterTheSamples() {
        PiecewiseLinear l = f(1, 2, 0, 4, 2, 6, 2);
        assertEquals(0, l.value(-5), EPS);
        assertEquals(1, l.value(3), EPS);
        assertEquals(2, l.value(5), EPS);
        assertEquals(5, l.value(9), EPS);
    }

    @Test
    void samplesMustBeStrictlyIncreasingAndFinite() {
        assertThrows(IllegalArgumentException.class, () -> f(0, 1, 0, 1, 2));
        assertThrows(IllegalArgumentException.class, () -> f(0, 1, Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> f(Double.POSITIVE_INFINITY, 1, 0));
    }

    @Test
    void minOfARampAndAConstantHasASampleWhereTheyCross() {
        // t (from 0) against 3: they cross at 3, after which the minimum is flat
        PiecewiseLinear m = Pointwise.min(PiecewiseLinear.rampFrom(0, 1), PiecewiseLinear.constant(3));
        assertEquals(f(0, 0, 0, 3, 3), m);
    }

    @Test
    void minOfTheFigure52FunctionsCrossesBetweenTheirSharedSamples() {
        // f rises 0 -> 4 over [0, 4], g stays at 2: min is (0,0), (2,2), (4,2)
        PiecewiseLinear m = Pointwise.min(f(0, 0, 0, 4, 4), f(0, 0, 2, 4, 2));
        assertEquals(f(0, 0, 0, 2, 2, 4, 2), m);
    }

    @Test
    void removingTheCrossingOfFigure52KeepsALowerBoundAndCostsFourThirds() {
        PiecewiseLinear m = f(0, 0, 0, 2, 2, 4, 2);
        PiecewiseLinear reduced = LowerBound.reduce(m, 2);
        // the chord from (0,0) to (4,2) lies 1 below the crossing: error 1^2 * 4 / 3
        assertEquals(f(0, 0, 0, 4, 2), reduced);
        assertEquals(4.0 / 3, Integrals.ofSquaredDifference(m, reduced, 0, 4), EPS);
    }

    @Test
    void twoConvexCornersAreReplacedByTheMeetingPointOfTheOuterSegments() {
        // slopes 0, 1, 2: no chord stays below; the flat start extended meets the last segment extended at (1.5, 0)
        PiecewiseLinear l = f(2, 0, 0, 1, 0, 2, 1, 3, 3);
        PiecewiseLinear reduced = LowerBound.reduce(l, 3);
        assertEquals(f(2, 0, 0, 1.5, 0, 3, 3), reduced);
        // the function is 0.5 above the meeting point: error 0.5^2 * (2 - 1) / 3
        assertEquals(1.0 / 12, Integrals.ofSquaredDifference(l, reduced, 0, 3), EPS);
    }

    @Test
    void theCheapestRemovalGoesFirst() {
        // concave corners at 1 (0.1 above its chord) and at 3 (1 above): the one at 1 goes
        PiecewiseLinear l = f(0, 0, 0, 1, 1.1, 2, 2, 3, 4, 4, 4);
        PiecewiseLinear reduced = LowerBound.reduce(l, 4);
        assertEquals(f(0, 0, 0, 2, 2, 3, 4, 4, 4), reduced);
    }

    @Test
    void productIntegralIsExactPieceByPiece() {
        PiecewiseLinear t = PiecewiseLinear.rampFrom(0, 1);
        assertEquals(8.0 / 3, Integrals.ofProduct(t, t, 0, 2), EPS);
        // from before the first sample: the ramp is 0 there
        assertEquals(8.0 / 3, Integrals.ofProduct(t, t, -5, 2), EPS);
        // (t)(3) over [1, 3] = 3 * (9 - 1) / 2
        assertEquals(12, Integrals.ofProduct(t, PiecewiseLinear.constant(3), 1, 3), EPS);
        assertEquals(0, Integrals.ofProduct(t, t, 2, 2), EPS);
    }

    @Test
    void combinationIsPointwise() {
        PiecewiseLinear a = f(1, 0, 0, 2, 2);
        PiecewiseLinear b = f(0, 1, 5, 3, 1);
        PiecewiseLinear c = Pointwise.combination(2, a, -3, b);
        for (double t = -1; t <= 6; t += 0.25) {
            assertEquals(2 * a.value(t) - 3 * b.value(t), c.value(t), 1e-9, "t = " + t);
        }
    }

    @Test
    void randomMinimaAreExactAndReductionsStayBelow() {
        SplittableRandom random = new SplittableRandom(7);
        for (int trial = 0; trial < 300; trial++) {
            PiecewiseLinear a = randomNonDecreasing(random);
            PiecewiseLinear b = randomNonDecreasing(random);
            PiecewiseLinear m = Pointwise.min(a, b);
            int max = 3 + random.nextInt(5);
            PiecewiseLinear r = LowerBound.reduce(m, max);
            assertTrue(r.samples() <= max, "at most " + max + " samples: " + r);
            for (double t = -1; t <= 40; t += 0.1) {
                assertEquals(Math.min(a.value(t), b.value(t)), m.value(t), 1e-9, "min at " + t);
                assertTrue(r.value(t) <= m.value(t) + 1e-9, "lower bound at " + t + ": " + r + " above " + m);
            }
        }
    }

    private static PiecewiseLinear randomNonDecreasing(SplittableRandom random) {
        int n = 1 + random.nextInt(8);
        double[] x = new double[n];
        double[] y = new double[n];
        double t = random.nextDouble(5);
        double v = 0;
        for (int i = 0; i < n; i++) {
            x[i] = t;
            y[i] = v;
            t += 0.1 + random.nextDouble(4);
            v += random.nextBoolean() ? 0 : random.nextDouble(5);
        }
        return PiecewiseLinear.of(x, y, random.nextBoolean() ? 0 : 1 + random.nextDouble(2));
    }
}
