package org.gridbench.stars.fairness;

import java.util.function.DoubleUnaryOperator;

/**
 * The least-squares member of {@link EndpointForms}' family over a narrow [alpha, omega]: there the closed-form
 * integrals of eq. 7.8's forms cancel to rounding noise (their terms grow as alpha^3 while psi^2 integrates to about
 * (omega - alpha)^5 / alpha^6), so at the thesis's task lengths (10^7 MI) the closed form returned a random-signed
 * ratio, or an infinite one that no piece can hold. The same two integrals by {@link GaussLegendre} quadrature on
 * each piece of g, with psi in its factored form, are exact to rounding on intervals this narrow.
 */
final class NarrowLeastSquares {

    private NarrowLeastSquares() {
    }

    static boolean applies(double alpha, double omega) {
        return GaussLegendre.narrow(alpha, omega);
    }

    // c = integral of (g - chord) psi / integral of psi^2 over [alpha, omega], piece by piece of g
    static double c(SlownessFunction g, SlownessPiece chord, double alpha, double omega) {
        double numerator = 0;
        double denominator = 0;
        double ao = alpha * omega;
        DoubleUnaryOperator psi = a -> (a - alpha) * (omega - a) / (ao * a);
        int j = g.indexAt(alpha);
        for (double from = alpha; from < omega;) {
            double to = Math.min(omega, g.nextStart(j, from));
            int piece = j;
            numerator += GaussLegendre.integral(a -> (g.value(piece, a) - chord.value(a)) * psi.applyAsDouble(a),
                    from, to);
            denominator += GaussLegendre.integral(a -> Math.pow(psi.applyAsDouble(a), 2), from, to);
            from = to;
            j = g.indexFrom(j, from);
        }
        return denominator > 0 ? numerator / denominator : 0;
    }
}
