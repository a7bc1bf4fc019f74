package org.gridbench.stars.fairness;

/**
 * The least-squares member of {@link EndpointForms}' family over a narrow [alpha, omega]: there the closed-form
 * integrals of eq. 7.8's forms cancel to rounding noise (their terms grow as alpha^3 while psi^2 integrates to about
 * (omega - alpha)^5 / alpha^6), so at the thesis's task lengths (10^7 MI) the closed form returned a random-signed
 * ratio, or an infinite one that no piece can hold. The same two integrals by 8-point Gauss-Legendre quadrature on
 * each piece of g, with psi in its factored form, are exact to rounding on intervals this narrow.
 */
final class NarrowLeastSquares {

    /** Below this width relative to alpha the closed form is left for quadrature. */
    static final double NARROW = 0.05;

    private static final double[] NODES = { 0.1834346424956498, 0.5255324099163290, 0.7966664774136267,
            0.9602898564975363 };
    private static final double[] WEIGHTS = { 0.3626837833783620, 0.3137066458778873, 0.2223810344533745,
            0.1012285362903763 };

    private NarrowLeastSquares() {
    }

    static boolean applies(double alpha, double omega) {
        return omega - alpha < NARROW * alpha;
    }

    // c = integral of (g - chord) psi / integral of psi^2 over [alpha, omega], piece by piece of g
    static double c(SlownessFunction g, SlownessPiece chord, double alpha, double omega) {
        double numerator = 0;
        double denominator = 0;
        double ao = alpha * omega;
        int j = g.indexAt(alpha);
        for (double from = alpha; from < omega;) {
            double to = Math.min(omega, g.nextStart(j, from));
            double half = (to - from) / 2;
            double mid = from + half;
            // the nodes come in pairs, +x and -x about the middle, with one weight
            for (int k = 0; k < 2 * NODES.length; k++) {
                double a = mid + (k % 2 == 0 ? -half : half) * NODES[k / 2];
                double weight = WEIGHTS[k / 2] * half;
                double psi = (a - alpha) * (omega - a) / (ao * a);
                double gap = g.value(j, a) - chord.value(a);
                numerator += weight * gap * psi;
                denominator += weight * psi * psi;
            }
            from = to;
            j = g.indexFrom(j, from);
        }
        return denominator > 0 ? numerator / denominator : 0;
    }
}
