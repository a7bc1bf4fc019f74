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
        double[] t = Pointwise.union(u, v);
        double total = 0;
        double a = from;
        for (int i = 0; i <= t.length; i++) {
            double b = i < t.length ? Math.min(t[i], to) : to;
            if (b > a) {
                total += piece(u.value(a), u.value(b), v.value(a), v.value(b), b - a);
                a = b;
            }
            if (a >= to) {
                break;
            }
        }
        return total;
    }

    // STaRS eq. 5.3: the squared error of representing g by f over [from, to]
    public static double ofSquaredDifference(PiecewiseLinear f, PiecewiseLinear g, double from, double to) {
        PiecewiseLinear d = Pointwise.combination(1, f, -1, g);
        return ofProduct(d, d, from, to);
    }

    private static double piece(double uA, double uB, double vA, double vB, double width) {
        return width * (2 * uA * vA + uA * vB + uB * vA + 2 * uB * vB) / 6;
    }
}
