package org.gridbench.model.importers;

/** Converts the runtimes of workflow files, in seconds, to ticks of one minute. */
final class Runtimes {

    private Runtimes() {
    }

    /** Whole minutes, rounded up so that no task becomes shorter, and at least 1 tick. */
    static int ticks(double seconds) {
        return (int) Math.max(1, Math.min(Integer.MAX_VALUE, Math.ceil(seconds / 60)));
    }

    /** Whole cores, rounded up (WfFormat allows fractional core counts such as 1.5), at least 1. */
    static int cores(double cores) {
        return (int) Math.max(1, Math.min(Integer.MAX_VALUE, Math.ceil(cores)));
    }
}
