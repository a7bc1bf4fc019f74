package org.gridbench.stars.functional;

import org.gridbench.stars.availability.FunctionEnvelope;

/**
 * The minimum and maximum functions of a functional parameter over the nodes of a branch, carried by a summary for
 * the normalization of eq. 5.9. Each bound keeps at most a fixed number of samples: the minimum is reduced from below
 * and the maximum from above ({@link LowerBound}), so the envelope only widens.
 *
 * @param lower below every represented node's function
 * @param upper above every represented node's function
 */
public record Envelope(PiecewiseLinear lower, PiecewiseLinear upper) implements FunctionEnvelope<Envelope> {

    /** The envelope of one node: its own function. */
    public static Envelope of(PiecewiseLinear f) {
        return new Envelope(f, f);
    }

    // STaRS section 5.3.1: the minimum of the minimums and the maximum of the maximums, as for scalars (section 3.2.2)
    @Override
    public Envelope merge(Envelope other, int maxSamples) {
        PiecewiseLinear lo = LowerBound.reduce(Pointwise.min(lower, other.lower), maxSamples);
        PiecewiseLinear hi = Pointwise.negated(
                LowerBound.reduce(Pointwise.negated(Pointwise.max(upper, other.upper)), maxSamples));
        return new Envelope(lo, hi);
    }

    // STaRS eq. 5.9: the denominator of NORM_l, the integral of (l_max - l_min)^2 over [from, to]
    @Override
    public double spread(double from, double to) {
        return Integrals.ofSquaredDifference(upper, lower, from, to);
    }

    @Override
    public int sizeInBytes() {
        return lower.sizeInBytes() + upper.sizeInBytes();
    }
}
