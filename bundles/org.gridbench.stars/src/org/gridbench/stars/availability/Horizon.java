package org.gridbench.stars.availability;

/**
 * The interval [now, end] over which an aggregation integrates the errors of functional parameters (Celaya, eq. 5.3:
 * from the current time to the horizon b = now + 1.2 (t_last - now)). Scalar policies integrate nothing.
 */
public record Horizon(double now, double end) {

    /** No interval: for policies without functional parameters. */
    public static final Horizon NONE = new Horizon(0, 0);

    public Horizon {
        if (!(end >= now)) {
            throw new IllegalArgumentException("a horizon ends after it starts: [" + now + ", " + end + "]");
        }
    }
}
