package org.gridbench.stars.availability;

import java.util.ArrayList;
import java.util.List;

/**
 * The Makespan Minimization Policy (chapter 4): sampled function (M, D, s, Q, v) with the conservative SUM of eq. 4.2,
 * minimum memory, disk and speed and maximum queue end time; equal weights.
 */
public final class MmpPolicy extends ScalarPolicy {

    public static final int MEMORY = 0;
    public static final int DISK = 1;
    public static final int SPEED = 2;
    public static final int QUEUE_END = 3;

    public MmpPolicy() {
        super("MMP", List.of("memory", "disk", "speed", "queueEnd"), new double[] {1, 1, 1, 1},
                Bound.MINIMUM, Bound.MINIMUM, Bound.MINIMUM, Bound.MAXIMUM);
    }

    /** SUM, DIST and the horizon read their arguments alone. */
    @Override
    public boolean aggregatesOnAnyThread() {
        return true;
    }

    // STaRS eq. 4.1: v * floor((q - Q) s / a) tasks of length a finish by q if m <= M and d <= D; never negative
    public long availability(ScalarSampledFunction f, double memory, double disk, double length, double deadline) {
        if (memory > f.sample(MEMORY) || disk > f.sample(DISK) || deadline <= f.sample(QUEUE_END)) {
            return 0;
        }
        return f.count() * (long) Math.floor((deadline - f.sample(QUEUE_END)) * f.sample(SPEED) / length);
    }

    /** Eq. 4.1 summed over the functions of a summary. */
    public long availability(AvailabilitySummary<ScalarSampledFunction> summary, double memory, double disk,
            double length, double deadline) {
        long total = 0;
        for (ScalarSampledFunction f : summary.functions()) {
            total += availability(f, memory, disk, length, deadline);
        }
        return total;
    }

    /**
     * The earliest queue end time q (to double precision) by which the summary's nodes can finish {@code tasks} more
     * tasks of this length, i.e. the smallest q with AF(q) >= tasks (the makespan search of Algorithm 4.1);
     * infinity if no node meets the memory and disk requirements.
     */
    public double queueEnd(AvailabilitySummary<ScalarSampledFunction> summary, double memory, double disk,
            double length, long tasks) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.POSITIVE_INFINITY;
        for (ScalarSampledFunction f : summary.functions()) {
            if (memory <= f.sample(MEMORY) && disk <= f.sample(DISK) && f.sample(SPEED) > 0) {
                long perNode = (tasks + f.count() - 1) / f.count();
                lo = Math.min(lo, f.sample(QUEUE_END));
                hi = Math.min(hi, f.sample(QUEUE_END) + Math.nextUp(perNode * length / f.sample(SPEED)));
            }
        }
        if (tasks <= 0 || hi == Double.POSITIVE_INFINITY) {
            return tasks <= 0 ? lo : hi;
        }
        while (availability(summary, memory, disk, length, hi) < tasks) {
            hi = Math.nextUp(hi);
        }
        while (true) {
            double mid = lo + (hi - lo) / 2;
            if (mid <= lo || mid >= hi) {
                return hi;
            }
            if (availability(summary, memory, disk, length, mid) >= tasks) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
    }

    // STaRS section 4.3.1: a queue end earlier than now means the represented queues are empty, so Q becomes now
    public ScalarSampledFunction age(ScalarSampledFunction f, double now) {
        if (f.sample(QUEUE_END) >= now) {
            return f;
        }
        return f.with(QUEUE_END, ScalarSample.exact(now));
    }

    /** A summary with every stale queue end time (and the Q range) aged to {@code now}. */
    public AvailabilitySummary<ScalarSampledFunction> age(AvailabilitySummary<ScalarSampledFunction> summary, double now) {
        List<ScalarSampledFunction> aged = new ArrayList<>(summary.functions().size());
        for (ScalarSampledFunction f : summary.functions()) {
            aged.add(age(f, now));
        }
        return AvailabilitySummary.of(this, aged, summary.ranges().raise(QUEUE_END, now));
    }
}
