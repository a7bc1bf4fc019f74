package org.gridbench.stars.fairness;

/**
 * The forms of eq. 7.8 through two given points (alpha, y1) and (omega, y2): one family with a free parameter c,
 * chord(a) + c psi(a), where psi(a) = (a - alpha)(omega - a) / (alpha omega a) = (alpha + omega) / (alpha omega)
 * - a / (alpha omega) - 1 / a is zero at both ends and positive between them. c = 0 is the chord, u = -c.
 */
final class EndpointForms {

    private EndpointForms() {
    }

    /** The member c of the family through (alpha, y1) and (omega, y2), as a piece starting at alpha. */
    static SlownessPiece member(double alpha, double y1, double omega, double y2, double c) {
        double s = (y2 - y1) / (omega - alpha);
        double ao = alpha * omega;
        return new SlownessPiece(alpha, -c, s - c / ao, y1 - s * alpha + c * (alpha + omega) / ao);
    }

    /** psi(a) = (alpha + omega) / (alpha omega) - a / (alpha omega) - 1 / a: 0 at both ends, positive between. */
    static SlownessPiece psi(double alpha, double omega) {
        double ao = alpha * omega;
        return new SlownessPiece(alpha, -1, -1 / ao, (alpha + omega) / ao);
    }

    /** g just right of alpha. */
    static double right(SlownessFunction g, double alpha) {
        return g.value(alpha);
    }

    /** g just left of omega: the piece that covers the points before omega. */
    static double left(SlownessFunction g, double omega) {
        return g.pieceAt(Math.nextDown(omega)).value(omega);
    }

    // least squares within the family: c = integral of (g - chord) psi / integral of psi^2 over [alpha, omega]
    static double leastSquares(SlownessFunction g, double alpha, double omega) {
        SlownessPiece chord = member(alpha, right(g, alpha), omega, left(g, omega), 0);
        if (NarrowLeastSquares.applies(alpha, omega)) {
            return NarrowLeastSquares.c(g, chord, alpha, omega);
        }
        SlownessPiece psi = psi(alpha, omega);
        return SlownessIntegrals.ofDifferenceTimes(g, chord, psi, omega)
                / SlownessIntegrals.ofProduct(psi, psi, alpha, omega);
    }

    /** The least-squares member for g over [alpha, omega], through g's values at both ends. */
    static SlownessPiece fit(SlownessFunction g, double alpha, double omega) {
        return member(alpha, right(g, alpha), omega, left(g, omega), leastSquares(g, alpha, omega));
    }
}
