package org.gridbench.stars.fairness;

import java.util.Arrays;

/** Roots of x a^2 + y a + z = 0, the equation of every crossing between pieces of eq. 7.8 once multiplied by a. */
final class Quadratic {

    private Quadratic() {
    }

    /** The real roots strictly between {@code from} and {@code to}, sorted. */
    static double[] rootsBetween(double x, double y, double z, double from, double to) {
        double[] roots;
        if (x == 0) {
            roots = y == 0 ? new double[0] : new double[] {-z / y};
        } else {
            double disc = y * y - 4 * x * z;
            if (disc < 0) {
                roots = new double[0];
            } else {
                // the stable form: no cancellation between -y and the square root
                double q = -(y + Math.copySign(Math.sqrt(disc), y)) / 2;
                roots = q == 0 ? new double[] {0} : new double[] {q / x, z / q};
            }
        }
        return between(roots, from, to);
    }

    /** The roots strictly inside (from, to), sorted, a double root once. */
    private static double[] between(double[] roots, double from, double to) {
        double[] inside = new double[roots.length];
        int k = 0;
        for (double r : roots) {
            if (r > from && r < to) {
                inside[k++] = r;
            }
        }
        if (k == 2 && inside[0] >= inside[1]) {
            return inside[0] == inside[1] ? new double[] {inside[0]} : new double[] {inside[1], inside[0]};
        }
        return k == inside.length ? inside : Arrays.copyOf(inside, k);
    }
}
