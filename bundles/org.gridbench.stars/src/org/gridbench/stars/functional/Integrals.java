package org.gridbench.stars.functional;

/**
 * Exact definite integrals of products of piecewise-linear functions, piece by piece: on a piece where u and v are
 * linear, the integral of u v over [a, b] is (b - a) (2 u_a v_a + u_a v_b + u_b v_a + 2 u_b v_b) / 6 (Simpson's rule,
 * exact for this quadratic).
 */
public final class Integrals {

    private Integrals() {
    }

    /** The integral of u(t) v(t) over [from, to]. */
    public static double ofProduct(PiecewiseLinear u, PiecewiseLinear v, double from, double to) {
        if (!(to > from)) {
            return 0;
        }
        Sweep s = new Sweep(from, to, u, v);
        double t = s.time();
        double uA = s.value(0);
        double vA = s.value(1);
        double total = 0;
        while (s.next()) {
            total += piece(uA, s.value(0), vA, s.value(1), s.time() - t);
            t = s.time();
            uA = s.value(0);
            vA = s.value(1);
        }
        return total;
    }

    // STaRS eq. 5.3: the squared error of representing g by f over [from, to]
    public static double ofSquaredDifference(PiecewiseLinear f, PiecewiseLinear g, double from, double to) {
        PiecewiseLinear d = Pointwise.combination(1, f, -1, g);
        return ofProduct(d, d, from, to);
    }

    static double piece(double uA, double uB, double vA, double vB, double width) {
        return width * (2 * uA * vA + uA * vB + uB * vA + 2 * uB * vB) / 6;
    }
}
