package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.gridbench.stars.fairness.LengthRange;
import org.gridbench.stars.fairness.SlownessFunction;
import org.gridbench.stars.fairness.SlownessIntegrals;
import org.gridbench.stars.fairness.SlownessPiece;
import org.gridbench.stars.fairness.SlownessSample;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The errors of an FSP sum (eq. 7.10) on pieces narrow against their start, at the thesis's task lengths (1.87e7 MI).
 * The summed function h differs from a node's f by k psi on [alpha, omega], psi = (a - alpha)(omega - a) /
 * (alpha omega a), the shape of a join (Figure 7.4), and equals f after omega. With x = (omega - alpha) / alpha, by
 * hand (a = alpha (1 + t), 1 / ((1 + x)(1 + t)) expanded to first order, the error O(x^2)):
 * the integral of psi^2 is x^5 (1 - 3 x) / (30 alpha) and that of psi is x^3 (1 - 3 x / 2) / 6. Each term of the closed
 * form is about (k / alpha)^2 (omega - alpha), 10^18 times these at x = 5e-5, so the closed form returned rounding noise
 * there: 7.34 for an integral of (h - f)^2 of 5.28e-6 on the first narrow piece below, 4.84e-3 for 5.27e-5 on the
 * second. Over [1, 2] (x = 1) the exact integral of psi^2 is (25 / 3 - 12 ln 2) / 4, psi being (3 - a - 2 / a) / 2.
 */
class NarrowIntegralsTest {

    /** A node's slowness: a queue of 2e4 s, a speed of 2,500 MIPS, a later task's linear part. */
    private static final SlownessPiece F = new SlownessPiece(1, 2e4, 1e-10, 4e-4);
    /** The linear term of one side: the sum of its nodes' differences to its function. */
    private static final double LT = 1e-4;

    private static SlownessFunction f(double alpha) {
        return SlownessFunction.of(new SlownessPiece(alpha, F.u(), F.v(), F.w()));
    }

    // h = f + k psi on [alpha, omega), f from omega on
    private static SlownessFunction h(double alpha, double omega, double k) {
        double ao = alpha * omega;
        return SlownessFunction.of(
                new SlownessPiece(alpha, F.u() - k, F.v() - k / ao, F.w() + k * (alpha + omega) / ao),
                new SlownessPiece(omega, F.u(), F.v(), F.w()));
    }

    // the integral of psi^2 over [alpha, omega] for narrow pieces, by hand to first order in x
    private static double narrowSquaredPsi(double alpha, double omega) {
        double x = (omega - alpha) / alpha;
        return Math.pow(x, 5) * (1 - 3 * x) / (30 * alpha);
    }

    // the integral of psi over [alpha, omega] for narrow pieces, by hand to first order in x
    private static double narrowPsi(double alpha, double omega) {
        double x = (omega - alpha) / alpha;
        return Math.pow(x, 3) * (1 - 1.5 * x) / 6;
    }

    @ParameterizedTest(name = "[{0}, {0} + {1}], k {2}")
    @CsvSource({ "1.869579443789964E7, 1000, 2.6e12", "1.869579443789964E7, 1.0E4, 2.6e10" })
    void onNarrowPiecesTheErrorsAreTheirHandValues(double alpha, double width, double k) {
        double omega = alpha + width;
        checkErrors(alpha, omega, k, narrowSquaredPsi(alpha, omega), narrowPsi(alpha, omega));
    }

    @ParameterizedTest(name = "k {0}")
    @CsvSource({ "1", "1e6" })
    void onAWidePieceTheErrorsAreTheirHandValues(double k) {
        // psi = (3 - a - 2 / a) / 2 over [1, 2]
        checkErrors(1, 2, k, (25.0 / 3 - 12 * Math.log(2)) / 4, (1.5 - 2 * Math.log(2)) / 2);
    }

    private static void checkErrors(double alpha, double omega, double k, double squaredPsi, double psi) {
        double squared = k * k * squaredPsi;
        assertEquals(squared, SlownessIntegrals.ofSquaredDifference(h(alpha, omega, k), f(alpha), alpha, omega),
                1e-5 * squared, "integral of (h - f)^2");
        SlownessSample withTerm = new SlownessSample(f(alpha), 0,
                SlownessFunction.of(SlownessPiece.constant(alpha, LT)));
        SlownessSample exact = SlownessSample.exact(f(alpha));
        LengthRange range = new LengthRange(alpha, 2 * omega - alpha);
        // eq. 7.10: (1 (int (k psi)^2 + 0) + 1 (int (k psi)^2 + 0) + 2 int k psi LT + 0) / 2
        double mse = squared + k * LT * psi;
        assertEquals(mse, SlownessSample.mseOfSum(withTerm, 1, exact, 1, h(alpha, omega, k), range), 1e-5 * mse,
                "mseOfSum");
        assertEquals(mse, SlownessSample.sum(withTerm, 1, exact, 1, h(alpha, omega, k), range).mse(), 1e-5 * mse,
                "sum");
    }
}
