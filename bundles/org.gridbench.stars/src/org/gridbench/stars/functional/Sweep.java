package org.gridbench.stars.functional;

/**
 * A walk through [from, to] that stops at from, at every sample time of some piecewise-linear functions strictly
 * inside, and at to, ascending and without repeats; at each stop it holds each function's value there, computed as
 * {@link PiecewiseLinear#value} computes it. Between two stops every function is linear, so the exact integrals of
 * eq. 5.3-5.8 take one piece at a time ({@link Integrals#piece}) without building the list of stops.
 */
final class Sweep {

    private final PiecewiseLinear[] functions;
    /** Per function, the index of its first sample after the current stop. */
    private final int[] after;
    private final double[] values;
    private final double to;
    private double time;

    /** A walk standing at {@code from}, with no stop after it if {@code to} is {@code from}; from &lt;= to. */
    Sweep(double from, double to, PiecewiseLinear... functions) {
        this.functions = functions;
        this.after = new int[functions.length];
        this.values = new double[functions.length];
        this.to = to;
        moveTo(from);
    }

    /** Moves to the next stop; false, without moving, once at {@code to}. */
    boolean next() {
        if (time == to) {
            return false;
        }
        double next = to;
        for (int k = 0; k < functions.length; k++) {
            PiecewiseLinear f = functions[k];
            if (after[k] < f.samples() && f.x(after[k]) < next) {
                next = f.x(after[k]);
            }
        }
        moveTo(next);
        return true;
    }

    double time() {
        return time;
    }

    /** The value of function {@code k} at the current stop. */
    double value(int k) {
        return values[k];
    }

    private void moveTo(double t) {
        time = t;
        for (int k = 0; k < functions.length; k++) {
            PiecewiseLinear f = functions[k];
            int j = after[k];
            int last = f.samples() - 1;
            while (j <= last && f.x(j) <= t) {
                j++;
            }
            after[k] = j;
            if (j == 0) {
                values[k] = f.y(0);
            } else if (j > last) {
                values[k] = f.y(last) + f.tailSlope() * (t - f.x(last));
            } else {
                int left = j - 1;
                values[k] = f.x(left) == t ? f.y(left)
                        : f.y(left) + (f.y(j) - f.y(left)) * (t - f.x(left)) / (f.x(j) - f.x(left));
            }
        }
    }
}
