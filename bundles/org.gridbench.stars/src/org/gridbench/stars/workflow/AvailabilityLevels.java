package org.gridbench.stars.workflow;

/**
 * Availability levels of the WDP summary (section 6.3.1): an availability rounded down to a power of two, so that the
 * level is conservative and less than 50% below it. A level is kept as its exponent e, standing for 2^e (MFLOP, or
 * MFLOP per second for the levels of {@link WdpSummary}).
 */
public final class AvailabilityLevels {

    private AvailabilityLevels() {
    }

    // STaRS section 6.3.1: the immediately lower power of two, 2^floor(log2 a), as its exponent
    public static int exponent(double availability) {
        if (!(availability >= Double.MIN_NORMAL) || Double.isInfinite(availability)) {
            throw new IllegalArgumentException("an availability level needs a positive finite availability: "
                    + availability);
        }
        return Math.getExponent(availability);
    }

    /** The value of level e, 2^e. */
    public static double value(int exponent) {
        return Math.scalb(1.0, exponent);
    }
}
