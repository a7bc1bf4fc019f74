package org.gridbench.stars.fairness;

/**
 * One piece of a slowness function (Celaya, eq. 7.8): p(a) = u / a + v a + w from its left endpoint {@code start} to
 * the next piece's. Algorithm 7.5 gives constant (u = v = 0), inverse (v = 0) and linear (u = 0) pieces; a piece joined
 * by {@link UpperBound} may use all three parameters, which eq. 7.8 allows.
 */
public record SlownessPiece(double start, double u, double v, double w) {

    /** The shape of a piece, by which parameters are non-zero. */
    public enum Kind {
        CONSTANT, INVERSE, LINEAR, MIXED
    }

    public SlownessPiece {
        SlownessFunction.Builder.check(start, u, v, w);
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

    /** Whether two parameters are equal up to {@code tolerance} relative to the larger. */
    static boolean close(double x, double y, double tolerance) {
        return Math.abs(x - y) <= tolerance * Math.max(Math.abs(x), Math.abs(y));
    }
}
