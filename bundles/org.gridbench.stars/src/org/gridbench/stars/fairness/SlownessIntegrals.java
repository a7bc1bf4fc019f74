package org.gridbench.stars.fairness;

/**
 * Exact definite integrals of products of slowness functions, piece by piece. The product of two pieces of eq. 7.8 is
 * A / a^2 + B / a + C + D a + E a^2, whose integral over [p, q] is A (1/p - 1/q) + B ln(q/p) + C (q - p)
 * + D (q^2 - p^2) / 2 + E (q^3 - p^3) / 3.
 */
public final class SlownessIntegrals {

    private SlownessIntegrals() {
    }

    /** The integral of f(a) g(a) over [from, to], 0 < from. */
    public static double ofProduct(SlownessFunction f, SlownessFunction g, double from, double to) {
        if (!(from > 0)) {
            throw new IllegalArgumentException("slowness functions are integrated over positive lengths: " + from);
        }
        double total = 0;
        double[] t = SlownessPointwise.union(f, g);
        SlownessFunction.Cursor fs = f.cursor();
        SlownessFunction.Cursor gs = g.cursor();
        for (int i = 0; i < t.length; i++) {
            double p = Math.max(from, i == 0 ? from : t[i]);
            double q = Math.min(to, i + 1 < t.length ? t[i + 1] : to);
            if (q > p) {
                total += ofProduct(fs.at(p), gs.at(p), p, q);
            }
        }
        return total;
    }

    /**
     * STaRS eq. 7.10, one side of a SUM: the integral over [from, to] of v (h - f)^2 + 2 (h - f) lt_f, the error of
     * representing f's v nodes (linear term lt_f) by h, in one pass over the three functions' pieces.
     */
    public static double ofErrorTerms(SlownessFunction h, SlownessFunction f, SlownessFunction lt, int v, double from,
            double to) {
        double total = 0;
        double[] t = SlownessPointwise.union(h, f, lt);
        SlownessFunction.Cursor hs = h.cursor();
        SlownessFunction.Cursor fs = f.cursor();
        SlownessFunction.Cursor lts = lt.cursor();
        for (int i = 0; i < t.length; i++) {
            double p = Math.max(from, i == 0 ? from : t[i]);
            double q = Math.min(to, i + 1 < t.length ? t[i + 1] : to);
            if (q > p) {
                SlownessPiece hf = SlownessPiece.combination(1, hs.at(p), -1, fs.at(p));
                SlownessPiece weighted = SlownessPiece.combination(v, hf, 2, lts.at(p));
                total += ofProduct(hf, weighted, p, q);
            }
        }
        return total;
    }

    // STaRS eq. 7.10 and 7.12: the integral of (f - g)^2 over [from, to]
    public static double ofSquaredDifference(SlownessFunction f, SlownessFunction g, double from, double to) {
        SlownessFunction d = SlownessPointwise.combination(1, f, -1, g);
        return ofProduct(d, d, from, to);
    }

    /** The integral of x(a) y(a) over [p, q] for two forms of eq. 7.8, 0 < p. */
    static double ofProduct(SlownessPiece x, SlownessPiece y, double p, double q) {
        double a2 = x.u() * y.u();
        double a1 = x.u() * y.w() + x.w() * y.u();
        double c = x.w() * y.w() + x.u() * y.v() + x.v() * y.u();
        double d = x.v() * y.w() + x.w() * y.v();
        double e = x.v() * y.v();
        return a2 * (1 / p - 1 / q) + a1 * Math.log(q / p) + c * (q - p) + d * (q * q - p * p) / 2
                + e * (q * q * q - p * p * p) / 3;
    }
}
