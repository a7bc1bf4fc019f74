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
 */
public final class LowerBound {

    /** A sample this close to its chord, relative to its neighbours, is on it: rounding must not keep it. */
    private static final double STRAIGHT = 1e-12;

    private LowerBound() {
    }

    public static PiecewiseLinear reduce(PiecewiseLinear f, int maxSamples) {
        if (maxSamples < 2) {
            throw new IllegalArgumentException("a lower bound keeps the first and last samples: " + maxSamples);
        }
        int n = f.samples();
        double[] x = new double[n];
        double[] y = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = f.x(i);
            y[i] = f.y(i);
        }
        while (n > maxSamples) {
            Move best = cheapestMove(x, y, n);
            if (best == null) {
                break;
            }
            n = best.apply(x, y, n);
        }
        return PiecewiseLinear.of(Arrays.copyOf(x, n), Arrays.copyOf(y, n), f.tailSlope());
    }

    private static Move cheapestMove(double[] x, double[] y, int n) {
        Move best = null;
        for (int i = 1; i + 1 < n; i++) {
            double chord = y[i - 1] + (y[i + 1] - y[i - 1]) * (x[i] - x[i - 1]) / (x[i + 1] - x[i - 1]);
            if (y[i] >= chord - STRAIGHT * Math.max(Math.abs(y[i - 1]), Math.abs(y[i + 1]))) {
                double h = Math.max(0, y[i] - chord);
                best = cheaper(best, new Move(i, false, 0, 0, h * h * (x[i + 1] - x[i - 1]) / 3));
            }
        }
        for (int i = 1; i + 2 < n; i++) {
            double s1 = slope(x, y, i - 1);
            double s2 = slope(x, y, i);
            double s3 = slope(x, y, i + 1);
            if (s1 < s2 && s2 < s3) {
                double xp = (y[i + 1] - y[i] - s3 * x[i + 1] + s1 * x[i]) / (s1 - s3);
                if (xp > x[i] && xp < x[i + 1]) {
                    double yp = y[i] + s1 * (xp - x[i]);
                    double h = y[i] + s2 * (xp - x[i]) - yp;
                    best = cheaper(best, new Move(i, true, xp, yp, h * h * (x[i + 1] - x[i]) / 3));
                }
            }
        }
        return best;
    }

    private static double slope(double[] x, double[] y, int i) {
        return (y[i + 1] - y[i]) / (x[i + 1] - x[i]);
    }

    private static Move cheaper(Move best, Move candidate) {
        return best == null || candidate.error < best.error ? candidate : best;
    }

    /** Remove sample i, or replace samples i and i + 1 by (xp, yp). */
    private record Move(int i, boolean pair, double xp, double yp, double error) {

        int apply(double[] x, double[] y, int n) {
            if (pair) {
                x[i] = xp;
                y[i] = yp;
            }
            int from = pair ? i + 2 : i + 1;
            int to = pair ? i + 1 : i;
            System.arraycopy(x, from, x, to, n - from);
            System.arraycopy(y, from, y, to, n - from);
            return n - (from - to);
        }
    }
}
