package org.gridbench.stars.workflow;

import java.util.Arrays;

/**
 * The time intervals of a WDP summary created at time nu (section 6.3.1): boundaries b_0 = nu and b_i = L_i, the
 * endpoints of Algorithm 6.2, and intervals I_i = [b_{i-1}, b_i) for i = 1..n.
 *
 * <p>Our reading: Algorithm 6.2 gives lower endpoints and the last interval would have no end; we close the grid
 * there, L_n being the horizon of the summary, and open it at its creation time, so that every interval is bounded.
 */
public final class IntervalGrid {

    private final double[] boundaries;

    /** The grid created at {@code now} with these endpoints, increasing and after now ({@link IntervalEndpoints}). */
    public IntervalGrid(double now, double[] endpoints) {
        boundaries = new double[endpoints.length + 1];
        boundaries[0] = now;
        System.arraycopy(endpoints, 0, boundaries, 1, endpoints.length);
        for (int i = 1; i < boundaries.length; i++) {
            if (!(boundaries[i] > boundaries[i - 1]) || Double.isInfinite(boundaries[i])) {
                throw new IllegalArgumentException("endpoints must be finite and increase from the creation time "
                        + now + ": " + Arrays.toString(endpoints));
            }
        }
    }

    /** The number n of intervals. */
    public int intervals() {
        return boundaries.length - 1;
    }

    /** b_i: the creation time for i = 0, else L_i, where interval I_i ends. */
    public double boundary(int i) {
        return boundaries[i];
    }

    /** b_n = L_n, where the summary cuts the holes that end later (the hole after the last task). */
    public double horizon() {
        return boundaries[boundaries.length - 1];
    }

    /** The smallest i with b_i >= t, or n + 1 when t is past the horizon. */
    public int firstBoundaryFrom(double t) {
        int i = Arrays.binarySearch(boundaries, t);
        return i >= 0 ? i : -i - 1;
    }

    /** The largest i with b_i <= t, or -1 when t is before the creation time. */
    public int lastBoundaryUpTo(double t) {
        int i = Arrays.binarySearch(boundaries, t);
        return i >= 0 ? i : -i - 2;
    }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof IntervalGrid g && Arrays.equals(g.boundaries, boundaries);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(boundaries);
    }

    @Override
    public String toString() {
        return "IntervalGrid" + Arrays.toString(boundaries);
    }
}
