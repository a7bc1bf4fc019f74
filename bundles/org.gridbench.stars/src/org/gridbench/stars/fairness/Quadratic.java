package org.gridbench.stars.fairness;

/** Roots of x a^2 + y a + z = 0, the equation of every crossing between pieces of eq. 7.8 once multiplied by a. */
final class Quadratic {

    private Quadratic() {
    }

    /** The least real root strictly between {@code from} and {@code to}; infinity if there is none. */
    static double firstRootBetween(double x, double y, double z, double from, double to) {
        double[] roots = new double[2];
        return rootsBetween(x, y, z, from, to, roots) > 0 ? roots[0] : Double.POSITIVE_INFINITY;
    }

    /**
     * The real roots strictly between {@code from} and {@code to}, sorted, a double root once, written to the start of
     * {@code out} (at least 2 long); returns how many.
     */
    static int rootsBetween(double x, double y, double z, double from, double to, double[] out) {
        if (x == 0) {
            return y == 0 ? 0 : keep(-z / y, from, to, out, 0);
        }
        double disc = y * y - 4 * x * z;
        if (disc < 0) {
            return 0;
        }
        // the stable form: no cancellation between -y and the square root
        double q = -(y + Math.copySign(Math.sqrt(disc), y)) / 2;
        if (q == 0) {
            return keep(0, from, to, out, 0);
        }
        int k = keep(z / q, from, to, out, keep(q / x, from, to, out, 0));
        if (k == 2 && out[0] >= out[1]) {
            if (out[0] == out[1]) {
                return 1;
            }
            double first = out[1];
            out[1] = out[0];
            out[0] = first;
        }
        return k;
    }

    /** Writes r at out[k] if it lies strictly inside (from, to); the count of roots kept. */
    private static int keep(double r, double from, double to, double[] out, int k) {
        if (r > from && r < to) {
            out[k] = r;
            return k + 1;
        }
        return k;
    }
}
