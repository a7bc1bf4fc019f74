package org.gridbench.stars.availability;

import java.util.List;

/** The Idle/Busy Policy (section 3.2): sampled function (M, D, v) with the minimum SUM of eq. 3.1, equal weights. */
public final class IbpPolicy extends ScalarPolicy {

    public static final int MEMORY = 0;
    public static final int DISK = 1;

    public IbpPolicy() {
        super("IBP", List.of("memory", "disk"), new double[] {1, 1}, Bound.MINIMUM, Bound.MINIMUM);
    }

    /** SUM, DIST and the horizon read their arguments alone. */
    @Override
    public boolean aggregatesOnAnyThread() {
        return true;
    }

    // STaRS section 3.2.1: AF(m, d) is 1 per node with m <= M and d <= D, 0 otherwise; a cluster counts its v nodes
    public int availability(ScalarSampledFunction f, double memory, double disk) {
        return memory <= f.sample(MEMORY) && disk <= f.sample(DISK) ? f.count() : 0;
    }

    /** The number of idle nodes of a summary able to take one task needing this memory and disk. */
    public long availability(AvailabilitySummary<ScalarSampledFunction> summary, double memory, double disk) {
        long total = 0;
        for (ScalarSampledFunction f : summary.functions()) {
            total += availability(f, memory, disk);
        }
        return total;
    }
}
