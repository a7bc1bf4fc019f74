package org.gridbench.stars.fairness;

import org.gridbench.stars.availability.FunctionEnvelope;

/**
 * The minimum and maximum slowness functions over the nodes of a branch, z_min(a) and z_max(a) of eq. 7.12. Each keeps
 * a bounded number of pieces: the maximum joined from above ({@link UpperBound}), the minimum from below (the joins of
 * its negation), so the envelope only widens.
 */
public record SlownessEnvelope(SlownessFunction lower, SlownessFunction upper)
        implements FunctionEnvelope<SlownessEnvelope> {

    /** The envelope of one node: its own function. */
    public static SlownessEnvelope of(SlownessFunction z) {
        return new SlownessEnvelope(z, z);
    }

    // STaRS section 7.3.1 with section 3.2.2: the minimum of the minimums and the maximum of the maximums
    @Override
    public SlownessEnvelope merge(SlownessEnvelope other, int maxPieces) {
        SlownessFunction lo = SlownessPointwise.negated(UpperBound.reduce(
                SlownessPointwise.negated(SlownessPointwise.min(lower, other.lower)), maxPieces));
        return new SlownessEnvelope(lo, UpperBound.reduce(SlownessPointwise.max(upper, other.upper), maxPieces));
    }

    // STaRS eq. 7.12: NORM_z(m) = m / integral over the range of (z_max - z_min)^2
    public double normalise(double mse, LengthRange range) {
        return mse / spread(range.from(), range.to());
    }

    // STaRS eq. 7.12: the denominator of NORM_z, the integral of (z_max - z_min)^2 over lengths [from, to]
    @Override
    public double spread(double from, double to) {
        return SlownessIntegrals.ofSquaredDifference(upper, lower, from, to);
    }

    @Override
    public int sizeInBytes() {
        return lower.sizeInBytes() + upper.sizeInBytes();
    }
}
