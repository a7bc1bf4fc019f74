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
        double[] p = points(from, to, u, v);
        double[] up = u.valuesAt(p);
        double[] vp = v.valuesAt(p);
        double total = 0;
        for (int i = 0; i + 1 < p.length; i++) {
            total += piece(up[i], up[i + 1], vp[i], vp[i + 1], p[i + 1] - p[i]);
        }
        return total;
    }

    /** from, the sample times of these functions strictly inside (from, to), and to, ascending without repeats. */
    static double[] points(double from, double to, PiecewiseLinear... functions) {
        double[] inside = new double[0];
        for (PiecewiseLinear f : functions) {
            inside = Pointwise.mergeInside(inside, f, from, to);
        }
        double[] p = new double[inside.length + 2];
        p[0] = from;
        System.arraycopy(inside, 0, p, 1, inside.length);
        p[p.length - 1] = to;
        return p;
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
