package org.gridbench.model.importers;

/**
 * Converts the runtimes of workflow files, in seconds, to ticks of one minute. A task holds its ticks and cores in Java
 * ints: the readers refuse, at the value's position, a runtime or core count past {@link #MAX_SECONDS} or
 * {@link #MAX_CORES} rather than clamping it.
 */
final class Runtimes {

    /** The longest runtime a task holds: 2^31 - 1 ticks of one minute. */
    static final double MAX_SECONDS = Integer.MAX_VALUE * 60.0;
    static final String LONGEST = "2^31 - 1 minutes (" + (long) MAX_SECONDS + " s), the longest task Gridbench holds";
    static final double MAX_CORES = Integer.MAX_VALUE;
    static final String MOST_CORES = "2^31 - 1 cores, the most a task of Gridbench holds";

    private Runtimes() {
    }

    /** Whole minutes, rounded up so that no task becomes shorter, and at least 1 tick. */
    static int ticks(double seconds) {
        if (!(seconds <= MAX_SECONDS)) {
            throw new IllegalArgumentException("a runtime of " + seconds + " s is longer than " + LONGEST);
        }
        return (int) Math.max(1, Math.ceil(seconds / 60));
    }

    /** Whole cores, rounded up (WfFormat allows fractional core counts such as 1.5), at least 1. */
    static int cores(double cores) {
        if (!(cores <= MAX_CORES)) {
            throw new IllegalArgumentException(cores + " cores are more than " + MOST_CORES);
        }
        return (int) Math.max(1, Math.ceil(cores));
    }
}
