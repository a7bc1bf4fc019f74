package org.gridbench.stars.functional;

import java.util.Arrays;

/**
 * Sample removal of the DP SUM (Celaya, section 5.3.1 and Figure 5.2): fewer samples whose interpolation is never
 * above the function, so that a summary still guarantees a minimum availability, losing the least squared error.
 *
 * <p>Our reading of "a sample can only be eliminated if the resulting interpolation is lower": two moves keep the
 * interpolation below the function. A sample at a concave corner (its chord passes below it) is removed; its error is
 * h^2 (x_{i+1} - x_{i-1}) / 3 for the height h of the corner above the chord. Two adjacent convex corners are replaced
 * by the meeting point of the outer segments extended, which run below the function between them; its error is
 * h^2 (x_{i+1} - x_i) / 3 for the height h of the function above that point. The cheapest move is made until the
 * function has at most {@code maxSamples} samples. The first and last samples are kept, so the constant head and the
 * tail slope do not change. A sample on its chord up to rounding counts as concave. Any bound of at least three
 * samples is reached: a function with four or more has a concave corner or two adjacent convex ones; with a bound of
 * two, the one interior sample goes only if concave.
 *
 * <p>A move's error depends on at most four neighbouring samples, so after a move only the moves around it are
 * computed again; the choice is a full rescan's: the least error, concave corners before pairs, the first on ties.
 */
public final class LowerBound {

    /** A sample this close to its chord, relative to its neighbours, is on it: rounding must not keep it. */
    private static final double STRAIGHT = 1e-12;
    /** Candidates recomputed on each side of a move: every one whose samples the move changed or shifted next to. */
    private static final int REACH = 3;

    private final double[] x;
    private final double[] y;
    private int n;
    /** Per sample i, the error of removing it, or infinity if it is not a concave corner. */
    private final double[] concave;
    /** Per sample i, the error of replacing samples i and i + 1 by the meeting point, or infinity if not convex. */
    private final double[] convex;
    private final double[] meetX;
    private final double[] meetY;
    /** Per sample i, the slope of the segment from it to the next. */
    private final double[] slope;

    private LowerBound(PiecewiseLinear f) {
        n = f.samples();
        x = new double[n];
        y = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = f.x(i);
            y[i] = f.y(i);
        }
        concave = new double[n];
        convex = new double[n];
        meetX = new double[n];
        meetY = new double[n];
        slope = new double[n];
        for (int i = 0; i + 1 < n; i++) {
            slope[i] = slopeAt(i);
        }
        for (int i = 0; i < n; i++) {
            evaluate(i);
        }
    }

    public static PiecewiseLinear reduce(PiecewiseLinear f, int maxSamples) {
        if (maxSamples < 2) {
            throw new IllegalArgumentException("a lower bound keeps the first and last samples: " + maxSamples);
        }
        if (f.samples() <= maxSamples) {
            return f;
        }
        LowerBound b = new LowerBound(f);
        boolean moved = true;
        while (b.n > maxSamples && moved) {
            moved = b.applyCheapest();
        }
        return PiecewiseLinear.of(Arrays.copyOf(b.x, b.n), Arrays.copyOf(b.y, b.n), f.tailSlope());
    }

    // Figure 5.2: the move losing the least squared error, concave corners before pairs on ties
    private boolean applyCheapest() {
        int best = -1;
        boolean pair = false;
        double error = Double.POSITIVE_INFINITY;
        for (int i = 1; i + 1 < n; i++) {
            if (concave[i] < error) {
                best = i;
                error = concave[i];
            }
        }
        for (int i = 1; i + 2 < n; i++) {
            if (convex[i] < error) {
                best = i;
                pair = true;
                error = convex[i];
            }
        }
        if (best < 0) {
            return false;
        }
        if (pair) {
            x[best] = meetX[best];
            y[best] = meetY[best];
        }
        int from = pair ? best + 2 : best + 1;
        int to = from - 1;
        for (double[] a : new double[][] {x, y, concave, convex, meetX, meetY, slope}) {
            System.arraycopy(a, from, a, to, n - from);
        }
        n--;
        for (int i = Math.max(0, best - REACH); i <= Math.min(n - 2, best + REACH); i++) {
            slope[i] = slopeAt(i);
        }
        for (int i = Math.max(1, best - REACH); i <= Math.min(n - 1, best + REACH); i++) {
            evaluate(i);
        }
        return true;
    }

    private void evaluate(int i) {
        concave[i] = Double.POSITIVE_INFINITY;
        convex[i] = Double.POSITIVE_INFINITY;
        if (i < 1 || i + 1 >= n) {
            return;
        }
        double chord = y[i - 1] + (y[i + 1] - y[i - 1]) * (x[i] - x[i - 1]) / (x[i + 1] - x[i - 1]);
        if (y[i] >= chord - STRAIGHT * Math.max(Math.abs(y[i - 1]), Math.abs(y[i + 1]))) {
            double h = Math.max(0, y[i] - chord);
            concave[i] = h * h * (x[i + 1] - x[i - 1]) / 3;
        }
        if (i + 2 < n) {
            double s1 = slope[i - 1];
            double s2 = slope[i];
            double s3 = slope[i + 1];
            if (s1 < s2 && s2 < s3) {
                double xp = (y[i + 1] - y[i] - s3 * x[i + 1] + s1 * x[i]) / (s1 - s3);
                if (xp > x[i] && xp < x[i + 1]) {
                    double yp = y[i] + s1 * (xp - x[i]);
                    double h = y[i] + s2 * (xp - x[i]) - yp;
                    convex[i] = h * h * (x[i + 1] - x[i]) / 3;
                    meetX[i] = xp;
                    meetY[i] = yp;
                }
            }
        }
    }

    private double slopeAt(int i) {
        return (y[i + 1] - y[i]) / (x[i + 1] - x[i]);
    }
}
