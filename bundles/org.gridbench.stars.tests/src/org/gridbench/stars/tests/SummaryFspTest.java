package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.stars.fairness.FspSampledFunction;
import org.gridbench.stars.fairness.LengthRange;
import org.gridbench.stars.fairness.SlownessEnvelope;
import org.gridbench.stars.fairness.SlownessFunction;
import org.gridbench.stars.fairness.SlownessIntegrals;
import org.gridbench.stars.fairness.SlownessPiece;
import org.gridbench.stars.fairness.SlownessPiece.Kind;
import org.gridbench.stars.fairness.SlownessPieces;
import org.gridbench.stars.fairness.SlownessPointwise;
import org.gridbench.stars.fairness.UpperBound;
import org.gridbench.stars.local.SlownessQueue;
import org.gridbench.stars.local.SlownessQueue.Task;
import org.junit.jupiter.api.Test;

/**
 * FSP availability (Celaya, section 7.3.1): SUM of eq. 7.9 as the pointwise maximum of z(a) with pieces joined from
 * above (Figure 7.4), the MSE of z over a range of lengths (eq. 7.10), its linear term (eq. 7.11) and the normalization
 * of eq. 7.12, by hand on nodes whose z(a) is k a over [1, 2], and against random functions.
 */
class SummaryFspTest {

    private static final double EPS = 1e-12;
    private static final LengthRange ONE_TWO = new LengthRange(1, 2);

    private static FspSampledFunction node(double slope) {
        return FspSampledFunction.node(1024, 2048, SlownessFunction.of(new SlownessPiece(1, 0, slope, 0)));
    }

    @Test
    void piecesThatTouchWithoutCrossingAddOneEndpointAtMost() {
        // 4959 / a and 123 - (123^2 / (4 * 4959)) a touch at a = 2 * 4959 / 123 (a double root); rounding there
        // once gave the same endpoint twice. Max is the inverse piece throughout, min is the falling line.
        double u = 4959;
        double w = 123;
        double touch = 2 * u / w;
        SlownessFunction inverse = SlownessFunction.of(new SlownessPiece(touch / 2, u, 0, 0));
        SlownessFunction falling = SlownessFunction.of(new SlownessPiece(touch / 2, 0, -w * w / (4 * u), w));
        SlownessFunction max = SlownessPointwise.max(inverse, falling);
        SlownessFunction min = SlownessPointwise.min(inverse, falling);
        for (double a : new double[] {touch / 2, 0.9 * touch, 1.1 * touch, 3 * touch}) {
            assertEquals(inverse.value(a), max.value(a), 1e-9 * inverse.value(a));
            assertEquals(falling.value(a), min.value(a), 1e-9 * Math.abs(falling.value(a)));
        }
    }

    @Test
    void integralsOfInverseAndLinearPiecesAreExact() {
        SlownessFunction inverse = SlownessFunction.of(new SlownessPiece(1, 1, 0, 0));
        SlownessFunction linear = SlownessFunction.of(new SlownessPiece(1, 0, 1, 0));
        SlownessFunction one = SlownessFunction.of(SlownessPiece.constant(1, 1));
        assertEquals(0.5, SlownessIntegrals.ofProduct(inverse, inverse, 1, 2), EPS); // 1 - 1/2
        assertEquals(Math.log(2), SlownessIntegrals.ofProduct(inverse, one, 1, 2), EPS);
        assertEquals(1, SlownessIntegrals.ofProduct(inverse, linear, 1, 2), EPS);
        assertEquals(7.0 / 3, SlownessIntegrals.ofProduct(linear, linear, 1, 2), EPS); // (8 - 1) / 3
        // (1/a + 1 - 1)^2 again, across a piece boundary at 1.5 of the second function
        SlownessFunction split = SlownessFunction.of(SlownessPiece.constant(1, 1), SlownessPiece.constant(1.5, 1));
        assertEquals(0.5, SlownessIntegrals.ofSquaredDifference(
                SlownessFunction.of(new SlownessPiece(1, 1, 0, 1)), split, 1, 2), EPS);
    }

    @Test
    void sumKeepsTheHigherFunctionAndItsIntegratedError() {
        // max(2a, 3a) = 3a; MSE (integral of a^2 over [1, 2] + 0) / 2 = 7/6
        FspSampledFunction h = FspSampledFunction.sum(node(2), node(3), ONE_TWO);
        assertEquals(SlownessFunction.of(new SlownessPiece(1, 0, 3, 0)), h.z());
        assertEquals(2, h.count());
        assertEquals(7.0 / 6, h.error(FspSampledFunction.SLOWNESS), EPS);
        assertEquals(0, h.error(FspSampledFunction.MEMORY), EPS);
    }

    @Test
    void theLinearTermCorrectsTheErrorWhenTheFunctionRises() {
        // h = max(2a, 3a) = 3a with MSE 7/6 and lt = a; adding 4a gives k = 4a. Directly: (integral of (2a)^2 + a^2
        // + 0) / 3 = 5 (7/3) / 3 = 35/9. Eq. 7.10: (2 (7/3 + 7/6) + 0 + 2 integral of a a) / 3 = (7 + 14/3) / 3, the same
        FspSampledFunction h = FspSampledFunction.sum(node(2), node(3), ONE_TWO);
        FspSampledFunction k = FspSampledFunction.sum(h, node(4), ONE_TWO);
        assertEquals(35.0 / 9, k.error(FspSampledFunction.SLOWNESS), EPS);
        // eq. 7.11: lt = 2 (4a - 3a) + 0 + a = 3a. A fourth node 5a: directly (9 + 4 + 1 + 0) (7/3) / 4 = 49/6;
        // eq. 7.10: (3 (7/3 + 35/9) + 0 + 2 integral of a 3a) / 4 = (7 + 35/3 + 14) / 4, the same
        assertEquals(49.0 / 6, FspSampledFunction.sum(k, node(5), ONE_TWO).error(FspSampledFunction.SLOWNESS), EPS);
    }

    @Test
    void anInversePieceAboveAConstantCostsItsSquaredGap() {
        // max(1/a + 1, 1) = 1/a + 1; MSE (integral of 1/a^2 over [1, 2]) / 2 = 1/4
        FspSampledFunction f = FspSampledFunction.node(1, 1, SlownessFunction.of(new SlownessPiece(1, 1, 0, 1)));
        FspSampledFunction g = FspSampledFunction.node(1, 1, SlownessFunction.of(SlownessPiece.constant(1, 1)));
        FspSampledFunction h = FspSampledFunction.sum(f, g, ONE_TWO);
        assertEquals(f.z(), h.z());
        assertEquals(0.25, h.error(FspSampledFunction.SLOWNESS), EPS);
    }

    @Test
    void normalisationDividesByTheEnvelopeSpread() {
        // eq. 7.12: z_max - z_min = 3a - 2a over [1, 2]: integral 7/3; an MSE of 7/6 normalises to 1/2
        SlownessEnvelope e = SlownessEnvelope.of(node(2).z()).merge(SlownessEnvelope.of(node(3).z()), 8);
        assertEquals(node(2).z(), e.lower());
        assertEquals(node(3).z(), e.upper());
        assertEquals(0.5, e.normalise(7.0 / 6, ONE_TWO), EPS);
    }

    @Test
    void aTentIsJoinedIntoTheLowestPieceThroughItsEndsAndItsPeak() {
        // a on [1, 2), 4 - a on [2, 3), then 1: the chord is 1 and psi(a) = (a - 1)(3 - a) / 3a, so (g - 1) / psi
        // is 3 (a - 1) / psi = 9a / (3 - a) then 9a / (a - 1): 1.5 at 1, 6 at 2 from both sides, 4.5 at 3, c* = 6.
        // The join 1 + 6 psi = -6/a - 2a + 9 gives 1, 2, 1 at 1, 2, 3 (Figure 7.4)
        SlownessFunction tent = SlownessFunction.of(new SlownessPiece(1, 0, 1, 0), new SlownessPiece(2, 0, -1, 4),
                SlownessPiece.constant(3, 1));
        SlownessFunction joined = UpperBound.reduce(tent, 2);
        assertEquals(2, joined.size());
        SlownessPiece p = joined.piece(0);
        assertEquals(Kind.MIXED, p.kind());
        assertEquals(-6, p.u(), 1e-9);
        assertEquals(-2, p.v(), 1e-9);
        assertEquals(9, p.w(), 1e-9);
        assertEquals(SlownessPiece.constant(3, 1), joined.piece(1));
    }

    @Test
    void theCheapestJoinGoesFirst() {
        // a twice (joining them loses nothing), then 6 - a, then 2: down to three pieces, the first two join
        SlownessFunction f = SlownessFunction.of(new SlownessPiece(1, 0, 1, 0), new SlownessPiece(2, 0, 1, 0),
                new SlownessPiece(3, 0, -1, 6), SlownessPiece.constant(4, 2));
        SlownessFunction joined = UpperBound.reduce(f, 3);
        assertEquals(3, joined.size());
        assertEquals(1, joined.piece(0).start());
        assertEquals(1, joined.piece(0).v(), 1e-9);
        assertEquals(0, joined.piece(0).u(), 1e-9);
        assertEquals(0, joined.piece(0).w(), 1e-9);
        assertEquals(3, joined.piece(1).start());
    }

    @Test
    void joinsStayAboveRandomFunctionsAndKeepTheirEndValues() {
        SplittableRandom random = new SplittableRandom(5);
        for (int trial = 0; trial < 300; trial++) {
            SlownessFunction f = randomFunction(random, 3 + random.nextInt(10));
            int max = 2 + random.nextInt(4);
            SlownessFunction h = UpperBound.reduce(f, max);
            assertTrue(h.size() <= max, "trial " + trial + ": " + h.size() + " pieces");
            assertAbove(h, f, 1, f.lastStart() + 5, "trial " + trial);
            for (SlownessPiece p : h.pieces()) {
                assertEquals(f.value(p.start()), h.value(p.start()), 1e-9 * Math.max(1, Math.abs(f.value(p.start()))));
            }
        }
    }

    @Test
    void joinsKeptBetweenRoundsGiveWhatOneJoinPerCallGives() {
        // reduce(f, n - 1) makes exactly one join, the cheapest of all computed afresh: Figure 7.4 step by step
        SplittableRandom random = new SplittableRandom(21);
        for (int trial = 0; trial < 200; trial++) {
            SlownessFunction f = randomFunction(random, 4 + random.nextInt(12));
            int max = 2 + random.nextInt(3);
            SlownessFunction stepwise = f;
            while (stepwise.size() > max) {
                stepwise = UpperBound.reduce(stepwise, stepwise.size() - 1);
            }
            assertEquals(stepwise, UpperBound.reduce(f, max), "trial " + trial);
        }
    }

    @Test
    void aggregatedSlownessIsAnUpperBoundOfEveryNode() {
        SplittableRandom random = new SplittableRandom(13);
        List<SlownessFunction> nodes = new ArrayList<>();
        FspSampledFunction sum = null;
        for (int u = 0; u < 60; u++) {
            SlownessFunction z = u % 2 == 0 ? SlownessPieces.of(randomQueue(random), 1)
                    : randomFunction(random, 1 + random.nextInt(12));
            nodes.add(z);
            FspSampledFunction leaf = FspSampledFunction.node(random.nextInt(4096), random.nextInt(8192), z);
            assertAbove(leaf.z(), z, 1, z.lastStart() + 50, "node " + u);
            sum = sum == null ? leaf : FspSampledFunction.sum(sum, leaf, LengthRange.covering(List.of(sum.z(),
                    leaf.z()), 1, 100));
            assertTrue(sum.z().size() <= FspSampledFunction.Z_PIECES, sum.z().size() + " pieces");
            assertTrue(sum.error(FspSampledFunction.SLOWNESS) >= 0);
            if (u >= 2) {
                FspSampledFunction two = FspSampledFunction.node(1, 1, randomFunction(random, 3));
                LengthRange range = LengthRange.covering(List.of(sum.z(), two.z()), 1, 100);
                double exact = FspSampledFunction.sum(sum, two, range).error(FspSampledFunction.SLOWNESS);
                assertEquals(exact, FspSampledFunction.errorsOfSum(sum, two, range)[FspSampledFunction.SLOWNESS],
                        1e-9 * Math.max(1, exact), "DIST's one-pass MSE against SUM's after " + u);
            }
            for (int v = 0; v <= u; v++) {
                assertAbove(sum.z(), nodes.get(v), 1, nodes.get(v).lastStart() + 50, "node " + v + " after " + u);
            }
        }
        assertEquals(60, sum.count());
    }

    @Test
    void theRangeReachesTwentyPercentPastTheLatestEndpoint() {
        // section 5.3.1 for Z: a_min + 1.2 (alpha_last - a_min); one piece each: the caller's fallback
        SlownessFunction two = SlownessFunction.of(SlownessPiece.constant(1, 1), SlownessPiece.constant(6, 2));
        assertEquals(new LengthRange(1, 7), LengthRange.covering(List.of(two, node(1).z()), 1, 50));
        assertEquals(new LengthRange(1, 50), LengthRange.covering(List.of(node(1).z()), 1, 50));
    }

    private static void assertAbove(SlownessFunction h, SlownessFunction f, double from, double to, String what) {
        List<Double> points = new ArrayList<>();
        for (double a = from; a <= to; a += (to - from) / 997) {
            points.add(a);
        }
        for (SlownessPiece p : f.pieces()) {
            points.add(p.start());
            points.add(Math.nextDown(p.start()));
        }
        for (double a : points) {
            if (a >= from) {
                double tolerance = 1e-9 * Math.max(1, Math.abs(f.value(a)));
                assertTrue(h.value(a) >= f.value(a) - tolerance,
                        () -> what + ": " + h.value(a) + " < " + f.value(a) + " at a = " + a + "\n" + h + "\n" + f);
            }
        }
    }

    // constant, inverse or linear pieces with random parameters and endpoints, not necessarily continuous
    private static SlownessFunction randomFunction(SplittableRandom random, int pieces) {
        List<SlownessPiece> out = new ArrayList<>();
        double start = 1;
        for (int j = 0; j < pieces; j++) {
            double w = random.nextDouble(-2, 10);
            out.add(switch (random.nextInt(3)) {
                case 0 -> SlownessPiece.constant(start, w);
                case 1 -> new SlownessPiece(start, random.nextDouble(-20, 20), 0, w);
                default -> new SlownessPiece(start, 0, random.nextDouble(-1, 1), w);
            });
            start += 0.1 + random.nextDouble(8);
        }
        return SlownessFunction.of(out);
    }

    private static SlownessQueue randomQueue(SplittableRandom random) {
        double now = random.nextDouble(50);
        List<Task> tasks = new ArrayList<>();
        for (int i = random.nextInt(5); i > 0; i--) {
            tasks.add(new Task(now - random.nextDouble(30), 0.5 + random.nextDouble(25)));
        }
        return SlownessQueue.of(now, 0.5 + random.nextDouble(2), new Task(now - random.nextDouble(20), 2), now + 1,
                tasks);
    }
}
