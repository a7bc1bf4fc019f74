package org.gridbench.stars.fairness;

import java.util.List;

/**
 * The task lengths [from, to] over which slowness functions are compared (eq. 7.10-7.12). Section 7.3.1 carries over
 * the horizon of section 5.3.1 to Z: from a_min to b = a_min + 1.2 (alpha_last - a_min), alpha_last the latest left
 * endpoint among the functions, a 20% margin past it.
 */
public record LengthRange(double from, double to) {

    /** The margin of section 5.3.1. */
    public static final double MARGIN = 1.2;

    public LengthRange {
        if (!(from > 0) || !(to > from) || !Double.isFinite(to)) {
            throw new IllegalArgumentException("a length range needs 0 < from < to < infinity: [" + from + ", " + to
                    + "]");
        }
    }

    /**
     * STaRS section 5.3.1 applied to Z: [a_min, a_min + 1.2 (alpha_last - a_min)]; our choice when every function is a
     * single piece (nothing past a_min to compare): [a_min, fallbackEnd], fallbackEnd a length the caller knows to be
     * representative, such as the longest task of the workload.
     */
    public static LengthRange covering(List<SlownessFunction> functions, double aMin, double fallbackEnd) {
        double last = aMin;
        for (SlownessFunction f : functions) {
            last = Math.max(last, f.lastStart());
        }
        return new LengthRange(aMin, last > aMin ? aMin + MARGIN * (last - aMin) : fallbackEnd);
    }
}
