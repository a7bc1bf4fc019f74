package org.gridbench.stars.fairness;

/**
 * Exact definite integrals of products of slowness functions, piece by piece. The product of two pieces of eq. 7.8 is
 * A / a^2 + B / a + C + D a + E a^2, whose integral over [p, q] is A (1/p - 1/q) + B ln(q/p) + C (q - p)
 * + D (q^2 - p^2) / 2 + E (q^3 - p^3) / 3. On an interval narrower than {@link GaussLegendre#NARROW} of its start
 * these terms cancel, and the quadrature, exact to rounding there, takes over.
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
        int j = 0;
        int k = 0;
        double a = Math.min(f.firstStart(), g.firstStart());
        // over every interval between consecutive left endpoints of f or g, the first extended down to from
        for (boolean first = true; first || a < to; first = false) {
            j = f.indexFrom(j, a);
            k = g.indexFrom(k, a);
            double end = Math.min(f.nextStart(j, a), g.nextStart(k, a));
            double p = first ? from : Math.max(from, a);
            double q = Math.min(to, end);
            if (q > p) {
                total += ofProduct(f.u(j), f.v(j), f.w(j), g.u(k), g.v(k), g.w(k), p, q);
            }
            a = end;
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
        int j = 0;
        int k = 0;
        int l = 0;
        double a = Math.min(h.firstStart(), Math.min(f.firstStart(), lt.firstStart()));
        // over every interval between consecutive left endpoints of h, f or lt, the first extended down to from
        for (boolean first = true; first || a < to; first = false) {
            j = h.indexFrom(j, a);
            k = f.indexFrom(k, a);
            l = lt.indexFrom(l, a);
            double end = Math.min(h.nextStart(j, a), Math.min(f.nextStart(k, a), lt.nextStart(l, a)));
            double p = first ? from : Math.max(from, a);
            double q = Math.min(to, end);
            if (q > p) {
                double du = h.u(j) - f.u(k);
                double dv = h.v(j) - f.v(k);
                double dw = h.w(j) - f.w(k);
                total += ofProduct(du, dv, dw, v * du + 2 * lt.u(l), v * dv + 2 * lt.v(l), v * dw + 2 * lt.w(l), p,
                        q);
            }
            a = end;
        }
        return total;
    }

    /**
     * The integral of (g - c) y over [alpha, omega], c and y single pieces starting at alpha, exactly as {@link
     * #ofProduct(SlownessFunction, SlownessFunction, double, double)} of {@link SlownessPointwise#combination}(1, g, -1,
     * c) and y gives it (the same pieces joined, the same intervals), without building the difference.
     */
    static double ofDifferenceTimes(SlownessFunction g, SlownessPiece c, SlownessPiece y, double omega) {
        double alpha = c.start();
        double total = 0;
        double du = 0;
        double dv = 0;
        double dw = 0;
        boolean any = false;
        double from = alpha;
        int j = 0;
        // every left endpoint of g and alpha, in order: where a piece of g - c may start
        for (double a = Math.min(g.firstStart(), alpha); a < Double.POSITIVE_INFINITY;) {
            j = g.indexFrom(j, a);
            double u = g.u(j) - c.u();
            double v = g.v(j) - c.v();
            double w = g.w(j) - c.w();
            if (!any || !SlownessPiece.sameForm(du, dv, dw, u, v, w)) {
                if (any && a > alpha) {
                    double to = Math.min(omega, a);
                    if (to > from) {
                        total += ofProduct(du, dv, dw, y.u(), y.v(), y.w(), from, to);
                    }
                    from = a;
                }
                du = u;
                dv = v;
                dw = w;
                any = true;
            }
            if (a >= omega) {
                break;
            }
            a = Math.min(g.nextStart(j, a), alpha > a ? alpha : Double.POSITIVE_INFINITY);
        }
        if (omega > from) {
            total += ofProduct(du, dv, dw, y.u(), y.v(), y.w(), from, omega);
        }
        return total;
    }

    // STaRS eq. 7.10 and 7.12: the integral of (f - g)^2 over [from, to]
    public static double ofSquaredDifference(SlownessFunction f, SlownessFunction g, double from, double to) {
        SlownessFunction d = SlownessPointwise.combination(1, f, -1, g);
        return ofProduct(d, d, from, to);
    }

    /**
     * STaRS Figure 7.4: the integral of (joined - g)^2 over [alpha, omega], g being p up to q's start and q after it,
     * as {@link #ofSquaredDifference(SlownessFunction, SlownessFunction, double, double)} gives it: the two differences
     * are one piece when they have the same form.
     */
    static double ofSquaredDifference(SlownessPiece joined, SlownessPiece p, SlownessPiece q, double omega) {
        double alpha = joined.start();
        double m = q.start();
        double u1 = joined.u() - p.u();
        double v1 = joined.v() - p.v();
        double w1 = joined.w() - p.w();
        double u2 = joined.u() - q.u();
        double v2 = joined.v() - q.v();
        double w2 = joined.w() - q.w();
        if (SlownessPiece.sameForm(u1, v1, w1, u2, v2, w2)) {
            return ofProduct(u1, v1, w1, u1, v1, w1, alpha, omega);
        }
        return ofProduct(u1, v1, w1, u1, v1, w1, alpha, m) + ofProduct(u2, v2, w2, u2, v2, w2, m, omega);
    }

    /** The integral of x(a) y(a) over [p, q] for two forms of eq. 7.8, 0 < p. */
    static double ofProduct(SlownessPiece x, SlownessPiece y, double p, double q) {
        return ofProduct(x.u(), x.v(), x.w(), y.u(), y.v(), y.w(), p, q);
    }

    /**
     * The integral over [p, q] of the product of the forms (xu, xv, xw) and (yu, yv, yw) of eq. 7.8, 0 < p: in closed
     * form, or by {@link GaussLegendre} quadrature where [p, q] is so narrow that the closed form cancels.
     */
    private static double ofProduct(double xu, double xv, double xw, double yu, double yv, double yw, double p,
            double q) {
        if (GaussLegendre.narrow(p, q)) {
            return GaussLegendre.ofProduct(xu, xv, xw, yu, yv, yw, p, q);
        }
        double a2 = xu * yu;
        double a1 = xu * yw + xw * yu;
        double c = xw * yw + xu * yv + xv * yu;
        double d = xv * yw + xw * yv;
        double e = xv * yv;
        return a2 * (1 / p - 1 / q) + a1 * Math.log(q / p) + c * (q - p) + d * (q * q - p * p) / 2
                + e * (q * q * q - p * p * p) / 3;
    }
}
