package org.gridbench.stars.workflow;

/**
 * A hole of availability at a node of speed {@code speed} MFLOPS (Figure 6.2): free from {@code start} to {@code end},
 * infinite for the hole after the last queued task.
 */
public record Hole(double start, double end, double speed) {

    public Hole {
        if (!(end > start) || Double.isInfinite(start) || !(speed > 0) || Double.isInfinite(speed)) {
            throw new IllegalArgumentException("a hole needs start < end and a positive speed: [" + start + ", " + end
                    + "] at " + speed);
        }
    }

    /** The MFLOP the node can run in the hole. */
    public double availability() {
        return (end - start) * speed;
    }
}
