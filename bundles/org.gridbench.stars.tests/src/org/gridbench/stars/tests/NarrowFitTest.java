package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.gridbench.stars.fairness.LengthRange;
import org.gridbench.stars.fairness.SlownessFunction;
import org.gridbench.stars.fairness.SlownessPiece;
import org.gridbench.stars.fairness.SlownessSample;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The linear term of an FSP sum is fitted on each piece of the summed function by the least-squares member of the
 * forms through its end values (eq. 7.8). A linear term that is itself of eq. 7.8's form is such a member, so it must
 * come back as itself, also on a piece 1,000 MI wide at 1.87e7 MI, the thesis's task lengths, where the closed-form
 * integrals cancel to noise: there the fit's u came out with a random sign and size, and, summed up the tree, grew
 * into an infinite piece that stopped an FSP run at 2,000 nodes.
 */
class NarrowFitTest {

    private static final double U = 1e12;

    // f = g = 1e12 / a + 1e-9 a + 0.5 and h = 1 on [alpha, omega), 2 after: lt = 2 (h - f) = -2e12 / a - 2e-9 a + 1
    private static SlownessPiece fitted(double alpha, double width) {
        double omega = alpha + width;
        SlownessSample exact = SlownessSample.exact(SlownessFunction.of(new SlownessPiece(alpha, U, 1e-9, 0.5)));
        SlownessFunction h = SlownessFunction.of(SlownessPiece.constant(alpha, 1), SlownessPiece.constant(omega, 2));
        return SlownessSample.sum(exact, 1, exact, 1, h, new LengthRange(alpha, omega + width)).linearTerm()
                .pieceAt(alpha);
    }

    @ParameterizedTest(name = "piece [{0}, {0} + {1}]")
    @CsvSource({ "1.869579443789964E7, 1000", "1.869579443789964E7, 5.0E6", "2.0, 0.5" })
    void aLinearTermOfTheFormsOwnShapeComesBackWithItsOwnParameters(double alpha, double width) {
        SlownessPiece piece = fitted(alpha, width);
        assertEquals(-2 * U, piece.u(), 1e-4 * 2 * U, "u of " + piece);
    }

    @ParameterizedTest(name = "piece [{0}, {0} + {1}]")
    @CsvSource({ "1.869579443789964E7, 1000", "1.869579443789964E7, 1", "1.869579443789964E7, 5.0E6", "2.0, 0.5" })
    void aLinearTermOfTheFormsOwnShapeHasItsOwnValues(double alpha, double width) {
        SlownessPiece piece = fitted(alpha, width);
        for (double a : new double[] { alpha + width / 4, alpha + width / 2, alpha + 3 * width / 4 }) {
            double lt = -2 * U / a - 2e-9 * a + 1;
            assertEquals(lt, piece.value(a), 1e-12 * Math.abs(lt), "lt at " + a);
        }
    }
}
