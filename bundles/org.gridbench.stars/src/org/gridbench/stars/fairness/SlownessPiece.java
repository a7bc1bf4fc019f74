package org.gridbench.stars.fairness;

/**
 * One piece of a slowness function (Celaya, eq. 7.8): p(a) = u / a + v a + w from its left endpoint {@code start} to
 * the next piece's. Algorithm 7.5 gives constant (u = v = 0), inverse (v = 0) and linear (u = 0) pieces; a piece joined
 * by {@link UpperBound} may use all three parameters, which eq. 7.8 allows.
 */
public record SlownessPiece(double start, double u, double v, double w) {

    /** Consecutive forms this close, relative to their parameters, are one piece. */
    static final double SAME_FORM = 1e-12;

    /** The shape of a piece, by which parameters are non-zero. */
    public enum Kind {
        CONSTANT, INVERSE, LINEAR, MIXED
    }

    public SlownessPiece {
        check(start, u, v, w);
    }

    /** Fails unless the start is positive and finite and the parameters finite. */
    static void check(double start, double u, double v, double w) {
        if (!(start > 0) || !Double.isFinite(start) || !Double.isFinite(u) || !Double.isFinite(v)
                || !Double.isFinite(w)) {
            throw new IllegalArgumentException("a piece needs a positive finite start and finite parameters: "
                    + "start " + start + ", u " + u + ", v " + v + ", w " + w);
        }
    }

    public static SlownessPiece constant(double start, double w) {
        return new SlownessPiece(start, 0, 0, w);
    }

    // STaRS eq. 7.8: p(a) = u / a + v a + w
    public double value(double a) {
        return u / a + v * a + w;
    }

    public Kind kind() {
        if (u == 0) {
            return v == 0 ? Kind.CONSTANT : Kind.LINEAR;
        }
        return v == 0 ? Kind.INVERSE : Kind.MIXED;
    }

    /** The same form from another left endpoint. */
    SlownessPiece from(double newStart) {
        return new SlownessPiece(newStart, u, v, w);
    }

    /** Whether the forms (u1, v1, w1) and (u2, v2, w2) are one, up to {@link #SAME_FORM} relative to each parameter. */
    static boolean sameForm(double u1, double v1, double w1, double u2, double v2, double w2) {
        return close(u1, u2) && close(v1, v2) && close(w1, w2);
    }

    private static boolean close(double x, double y) {
        return Math.abs(x - y) <= SAME_FORM * Math.max(Math.abs(x), Math.abs(y));
    }
}
