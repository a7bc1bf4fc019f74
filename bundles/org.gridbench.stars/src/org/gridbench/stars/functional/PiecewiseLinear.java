package org.gridbench.stars.functional;

import java.util.Arrays;

/**
 * A continuous piecewise-linear function of time given by samples (x_i, y_i), x strictly increasing: constant y_0
 * before x_0, linear between samples, and of slope {@link #tailSlope()} after the last sample. The functional
 * parameters of the STaRS policies are of this kind, such as the FLOPs available before a deadline, l(delta), of DP
 * (Celaya, section 5.2.1).
 *
 * <p>Serialization model: two 8-byte doubles per sample, the tail slope as a double and a 4-byte sample count.
 */
public final class PiecewiseLinear {

    private final double[] x;
    private final double[] y;
    private final double tailSlope;

    private PiecewiseLinear(double[] x, double[] y, double tailSlope) {
        this.x = x;
        this.y = y;
        this.tailSlope = tailSlope;
    }

    /** The function through these samples; x must be finite and strictly increasing, y finite. */
    public static PiecewiseLinear of(double[] x, double[] y, double tailSlope) {
        if (x.length == 0 || x.length != y.length) {
            throw new IllegalArgumentException("a piecewise-linear function needs as many x as y samples, at least one:"
                    + " " + x.length + " x, " + y.length + " y");
        }
        for (int i = 0; i < x.length; i++) {
            if (!Double.isFinite(x[i]) || !Double.isFinite(y[i]) || i > 0 && x[i] <= x[i - 1]) {
                throw new IllegalArgumentException("samples must be finite with strictly increasing x: sample " + i
                        + " is (" + x[i] + ", " + y[i] + ")");
            }
        }
        if (!Double.isFinite(tailSlope)) {
            throw new IllegalArgumentException("the tail slope must be finite: " + tailSlope);
        }
        return new PiecewiseLinear(x.clone(), y.clone(), tailSlope);
    }

    /** The same for samples this package built strictly increasing and finite: no copy, no check. */
    static PiecewiseLinear trusted(double[] x, double[] y, double tailSlope) {
        return new PiecewiseLinear(x, y, tailSlope);
    }

    /** The constant function c. */
    public static PiecewiseLinear constant(double c) {
        return of(new double[] {0}, new double[] {c}, 0);
    }

    /** max(0, (t - start) slope): nothing before {@code start}, then linear growth. */
    public static PiecewiseLinear rampFrom(double start, double slope) {
        return of(new double[] {start}, new double[] {0}, slope);
    }

    public int samples() {
        return x.length;
    }

    public double x(int i) {
        return x[i];
    }

    public double y(int i) {
        return y[i];
    }

    public double tailSlope() {
        return tailSlope;
    }

    /** The time of the last sample, t_last of section 5.3.1. */
    public double lastX() {
        return x[x.length - 1];
    }

    /** The function at each of these ascending times, as {@link #value} gives it, in one walk over the samples. */
    public double[] valuesAt(double[] t) {
        double[] v = new double[t.length];
        int last = x.length - 1;
        int j = 0;
        for (int i = 0; i < t.length; i++) {
            while (j <= last && x[j] <= t[i]) {
                j++;
            }
            if (j == 0) {
                v[i] = y[0];
            } else if (j > last) {
                v[i] = y[last] + tailSlope * (t[i] - x[last]);
            } else {
                int left = j - 1;
                v[i] = x[left] == t[i] ? y[left]
                        : y[left] + (y[j] - y[left]) * (t[i] - x[left]) / (x[j] - x[left]);
            }
        }
        return v;
    }

    public double value(double t) {
        if (t <= x[0]) {
            return y[0];
        }
        int last = x.length - 1;
        if (t >= x[last]) {
            return y[last] + tailSlope * (t - x[last]);
        }
        int i = Arrays.binarySearch(x, t);
        if (i >= 0) {
            return y[i];
        }
        int right = -i - 1;
        int left = right - 1;
        return y[left] + (y[right] - y[left]) * (t - x[left]) / (x[right] - x[left]);
    }

    /** The slope just after t (0 before the first sample). */
    double slopeAfter(double t) {
        if (t < x[0]) {
            return 0;
        }
        int last = x.length - 1;
        if (t >= x[last]) {
            return tailSlope;
        }
        int i = Arrays.binarySearch(x, t);
        int left = i >= 0 ? i : -i - 2;
        return (y[left + 1] - y[left]) / (x[left + 1] - x[left]);
    }

    public int sizeInBytes() {
        return Integer.BYTES + Double.BYTES * (2 * x.length + 1);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PiecewiseLinear f && Arrays.equals(f.x, x) && Arrays.equals(f.y, y)
                && Double.compare(f.tailSlope, tailSlope) == 0;
    }

    @Override
    public int hashCode() {
        return 31 * (31 * Arrays.hashCode(x) + Arrays.hashCode(y)) + Double.hashCode(tailSlope);
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("PiecewiseLinear[");
        for (int i = 0; i < x.length; i++) {
            out.append(i == 0 ? "" : ", ").append('(').append(x[i]).append(", ").append(y[i]).append(')');
        }
        return out.append("; tail slope ").append(tailSlope).append(']').toString();
    }
}
