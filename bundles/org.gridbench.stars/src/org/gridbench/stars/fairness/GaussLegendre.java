package org.gridbench.stars.fairness;

import java.util.function.DoubleUnaryOperator;

/**
 * Integrals over pieces narrow against their start, by 8-point Gauss-Legendre quadrature. There the closed-form
 * integrals of eq. 7.8's forms cancel: each of their terms is about the square of the parameters' size times the width,
 * while a difference of two close forms, or a join's psi, is smaller by a power of the relative width. At the thesis's
 * task lengths (10^7 MI) they returned rounding noise of either sign. The products integrated here are analytic on the
 * piece and far from a = 0, so the rule is exact to rounding (its error falls as the relative width to the 16th power).
 */
final class GaussLegendre {

    /** Below this width relative to the start a closed form is left for quadrature. */
    static final double NARROW = 0.05;

    private static final double[] NODES = { 0.1834346424956498, 0.5255324099163290, 0.7966664774136267,
            0.9602898564975363 };
    private static final double[] WEIGHTS = { 0.3626837833783620, 0.3137066458778873, 0.2223810344533745,
            0.1012285362903763 };

    private GaussLegendre() {
    }

    /** Whether [p, q], 0 < p, is narrow enough that the closed forms cancel. */
    static boolean narrow(double p, double q) {
        return q - p < NARROW * p;
    }

    /** The integral of y over [p, q] by the 8-point rule. */
    static double integral(DoubleUnaryOperator y, double p, double q) {
        double half = (q - p) / 2;
        double mid = p + half;
        double total = 0;
        // the nodes come in pairs, +x and -x about the middle, with one weight
        for (int k = 0; k < NODES.length; k++) {
            double offset = half * NODES[k];
            total += WEIGHTS[k] * (y.applyAsDouble(mid - offset) + y.applyAsDouble(mid + offset));
        }
        return total * half;
    }

    /** The integral over [p, q] of the product of the forms (xu, xv, xw) and (yu, yv, yw) of eq. 7.8. */
    static double ofProduct(double xu, double xv, double xw, double yu, double yv, double yw, double p, double q) {
        return integral(a -> (xu / a + xv * a + xw) * (yu / a + yv * a + yw), p, q);
    }
}
