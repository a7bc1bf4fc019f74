package org.gridbench.market.internal;

/** Time in whole ticks (1 tick = 1 minute). */
final class Ticks {
    // A product like 15 x 0.2 may land a hair above its whole number; that must not cost a tick.
    private static final double ROUNDING_SLACK = 1e-9;

    private Ticks() {
    }

    /** The smallest whole number of ticks that covers {@code duration}. */
    static long ceil(double duration) {
        return (long) Math.ceil(duration - ROUNDING_SLACK);
    }

    /** The tick {@code duration} after {@code start >= 0}, held at the largest long (a time no run reaches). */
    static long after(long start, double duration) {
        long ticks = ceil(duration);
        return ticks > Long.MAX_VALUE - start ? Long.MAX_VALUE : start + ticks;
    }
}
