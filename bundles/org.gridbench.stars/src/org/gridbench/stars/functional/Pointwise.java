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
        double[] t = union(f, g);
        double[] ft = f.valuesAt(t);
        double[] gt = g.valuesAt(t);
        double[] points = new double[2 * t.length];
        int n = 0;
        for (int i = 0; i < t.length; i++) {
            points[n++] = t[i];
            double dLeft = ft[i] - gt[i];
            double crossing = i + 1 < t.length ? crossing(t[i], dLeft, t[i + 1], ft[i + 1] - gt[i + 1])
                    : tailCrossing(t[i], dLeft, f.tailSlope() - g.tailSlope());
            if (crossing > t[i] && (i + 1 == t.length || crossing < t[i + 1])) {
                points[n++] = crossing;
            }
        }
        double[] x = n == t.length ? t : Arrays.copyOf(points, n);
        double[] fx = n == t.length ? ft : f.valuesAt(x);
        double[] gx = n == t.length ? gt : g.valuesAt(x);
        double[] y = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            y[i] = Math.min(fx[i], gx[i]);
        }
        // past the last sample (a crossing, if any, is one) they no longer cross: the lower slope wins at a tie
        int last = x.length - 1;
        double gap = x[last] > t[t.length - 1] ? 0 : fx[last] - gx[last];
        double tail = gap < 0 ? f.tailSlope() : gap > 0 ? g.tailSlope() : Math.min(f.tailSlope(), g.tailSlope());
        return PiecewiseLinear.trusted(x, y, tail);
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

    /** The sorted union of ascending times {@code t} and f's sample times strictly inside (from, to). */
    static double[] mergeInside(double[] t, PiecewiseLinear f, double from, double to) {
        double[] merged = new double[t.length + f.samples()];
        int i = 0;
        int j = 0;
        while (j < f.samples() && f.x(j) <= from) {
            j++;
        }
        int n = 0;
        while (i < t.length || j < f.samples() && f.x(j) < to) {
            boolean fromF = j < f.samples() && f.x(j) < to && (i >= t.length || f.x(j) <= t[i]);
            double next = fromF ? f.x(j) : t[i];
            if (i < t.length && t[i] == next) {
                i++;
            }
            if (fromF) {
                j++;
            }
            merged[n++] = next;
        }
        return Arrays.copyOf(merged, n);
    }

    /** The sorted union of both functions' sample times. */
    static double[] union(PiecewiseLinear f, PiecewiseLinear g) {
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
