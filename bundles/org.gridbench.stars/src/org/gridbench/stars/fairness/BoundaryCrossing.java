package org.gridbench.stars.fairness;

/**
 * Algorithm 7.5, line 20 (Celaya, section 7.2.2): the least length a past a probe at which the waiting tasks' maximum
 * slowness z(a) reaches one of the queue's boundary values (Algorithm 7.1), where the order of the queue changes.
 *
 * <p>z is one piece of eq. 7.8 and, in Algorithm 7.5, never mixes forms: constant, inverse (decreasing to w) or linear
 * (increasing). Its crossings with the sorted boundaries then move monotonically with the boundary, so the first one
 * is found by binary search instead of solving for every boundary.
 */
final class BoundaryCrossing {

    private BoundaryCrossing() {
    }

    // Algorithm 7.5, line 20 with Algorithm 7.1: the least a in (probe, next) where z(a) equals a boundary value
    static double first(SlownessPiece z, double[] boundaries, double probe, double next) {
        int at;
        if (z.u() == 0 && z.v() > 0) {
            // linear, increasing: the roots grow with the boundary; the first one past the probe is the least
            at = firstReached(z, boundaries, probe, 0, boundaries.length);
        } else if (z.v() == 0 && z.u() > 0) {
            // inverse, decreasing to w: only boundaries above w are reached, the largest first
            int above = firstAbove(boundaries, z.w());
            at = firstReached(z, boundaries, probe, above, boundaries.length) - 1;
            at = at >= above ? at : -1;
        } else if (z.u() == 0 && z.v() == 0) {
            return Double.POSITIVE_INFINITY;
        } else {
            throw new IllegalArgumentException("Algorithm 7.5 gives no piece mixing the inverse and linear forms: " + z);
        }
        return at >= 0 && at < boundaries.length ? rootAt(z, boundaries[at], probe, next)
                : Double.POSITIVE_INFINITY;
    }

    // z(a) = boundary times a: v a^2 + (w - boundary) a + u = 0, its least root in (probe, next)
    private static double rootAt(SlownessPiece z, double boundary, double probe, double next) {
        return Quadratic.firstRootBetween(z.v(), z.w() - boundary, z.u(), probe, next);
    }

    // in [from, to), where the roots past the probe change: the first index with one for an increasing z, the
    // first without one for a decreasing z (the roots move monotonically with the boundary either way)
    private static int firstReached(SlownessPiece z, double[] boundaries, double probe, int from, int to) {
        boolean increasing = z.v() > 0;
        int lo = from;
        int hi = to;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            boolean reached = rootAt(z, boundaries[mid], probe, Double.POSITIVE_INFINITY) < Double.POSITIVE_INFINITY;
            if (reached == increasing) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo;
    }

    private static int firstAbove(double[] sorted, double value) {
        int lo = 0;
        int hi = sorted.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (sorted[mid] > value) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo;
    }
}
