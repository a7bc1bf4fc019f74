package org.gridbench.stars.availability;

/** How SUM combines a scalar parameter conservatively (eq. 3.1, 4.2). */
public enum Bound {
    /** A resource: the sum keeps the minimum, its nodes have at least that much (memory, disk, speed). */
    MINIMUM,
    /** A time: the sum keeps the maximum, its nodes are free at the latest then (queue end time). */
    MAXIMUM;

    /** The representative value h.p of the sum of two samples. */
    public double combine(double a, double b) {
        return this == MINIMUM ? Math.min(a, b) : Math.max(a, b);
    }

    /** How far a node's value lies above the worst value (the 0% of section 8.1), in the direction that is better. */
    public double advantage(double value, double worst) {
        return this == MINIMUM ? value - worst : worst - value;
    }
}
