package org.gridbench.stars.functional;

import java.util.Arrays;

/**
 * Pointwise operations on piecewise-linear functions, exact up to rounding: the result has a sample wherever its
 * slope may change.
 */
public final class Pointwise {

    private Pointwise() {
    }

    // STaRS eq. 5.2: (min(f, g)).l = min(f.l, g.l), with samples at both functions' samples and where they cross
    public static PiecewiseLinear min(PiecewiseLinear f, PiecewiseLinear g) {
        int capacity = 2 * (f.samples() + g.samples());
        double[] x = new double[capacity];
        double[] y = new double[capacity];
        Sweep s = new Sweep(Math.min(f.x(0), g.x(0)), Math.max(f.lastX(), g.lastX()), f, g);
        double t = s.time();
        double ft = s.value(0);
        double gt = s.value(1);
        int n = 0;
        boolean crossedLast = false;
        while (true) {
            x[n] = t;
            y[n++] = Math.min(ft, gt);
            double d = ft - gt;
            if (!s.next()) {
                double c = tailCrossing(t, d, f.tailSlope() - g.tailSlope());
                if (c > t) {
                    x[n] = c;
                    y[n++] = Math.min(f.value(c), g.value(c));
                    crossedLast = true;
                }
                break;
            }
            double c = crossing(t, d, s.time(), s.value(0) - s.value(1));
            if (c > t && c < s.time()) {
                x[n] = c;
                y[n++] = Math.min(f.value(c), g.value(c));
            }
            t = s.time();
            ft = s.value(0);
            gt = s.value(1);
        }
        // past the last sample (a crossing, if any, is one) they no longer cross: the lower slope wins at a tie
        double gap = crossedLast ? 0 : ft - gt;
        double tail = gap < 0 ? f.tailSlope() : gap > 0 ? g.tailSlope() : Math.min(f.tailSlope(), g.tailSlope());
        return PiecewiseLinear.trusted(Arrays.copyOf(x, n), Arrays.copyOf(y, n), tail);
    }

    /** max(f, g), the upper envelope, as -min(-f, -g). */
    public static PiecewiseLinear max(PiecewiseLinear f, PiecewiseLinear g) {
        return negated(min(negated(f), negated(g)));
    }

    public static PiecewiseLinear negated(PiecewiseLinear f) {
        return scaled(-1, f);
    }

    /** k f. */
    public static PiecewiseLinear scaled(double k, PiecewiseLinear f) {
        double[] x = new double[f.samples()];
        double[] y = new double[f.samples()];
        for (int i = 0; i < x.length; i++) {
            x[i] = f.x(i);
            y[i] = k * f.y(i);
        }
        return PiecewiseLinear.of(x, y, k * f.tailSlope());
    }

    /** a f + b g; linear terms of DP are such combinations (eq. 5.8). */
    public static PiecewiseLinear combination(double a, PiecewiseLinear f, double b, PiecewiseLinear g) {
        double[] x = union(f, g);
        double[] fx = f.valuesAt(x);
        double[] gx = g.valuesAt(x);
        double[] y = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            y[i] = a * fx[i] + b * gx[i];
        }
        double tail = a * f.tailSlope() + b * g.tailSlope();
        for (double v : y) {
            if (!Double.isFinite(v)) {
                return PiecewiseLinear.of(x, y, tail);
            }
        }
        return Double.isFinite(tail) ? PiecewiseLinear.trusted(x, y, tail) : PiecewiseLinear.of(x, y, tail);
    }

    /** The sorted union of both functions' sample times. */
    private static double[] union(PiecewiseLinear f, PiecewiseLinear g) {
        double[] t = new double[f.samples() + g.samples()];
        int i = 0;
        int j = 0;
        int n = 0;
        while (i < f.samples() || j < g.samples()) {
            double next = j >= g.samples() || i < f.samples() && f.x(i) <= g.x(j) ? f.x(i) : g.x(j);
            if (i < f.samples() && f.x(i) == next) {
                i++;
            }
            if (j < g.samples() && g.x(j) == next) {
                j++;
            }
            t[n++] = next;
        }
        return Arrays.copyOf(t, n);
    }

    // where a difference linear on [a, b], dA at a and dB at b, changes sign strictly inside; NaN if it does not
    private static double crossing(double a, double dA, double b, double dB) {
        if (dA < 0 && dB > 0 || dA > 0 && dB < 0) {
            return a + (b - a) * dA / (dA - dB);
        }
        return Double.NaN;
    }

    // after the last sample both are linear: they cross once if the difference and its slope have opposite signs
    private static double tailCrossing(double a, double dA, double slope) {
        if (dA < 0 && slope > 0 || dA > 0 && slope < 0) {
            return a - dA / slope;
        }
        return Double.NaN;
    }
}
