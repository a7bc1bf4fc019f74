package org.gridbench.stars.sim;

import java.util.Arrays;

/** The running totals of a STaRS simulation, read by the time series and the final result. */
final class RunCounters {
    long requests;
    long allocatedRequests;
    long submittedTasks;
    long acceptedTasks;
    long finishedTasks;
    double finishedComputation;
    long discardedTasks;
    long rejectedTasks;
    long resends;
    long droppedTasks;
    long missedDeadlines;
    long failures;
    long abortedTasks;
    long resubmittedTasks;
    long queuedTasks;
    long busyNodes;
    long messages;
    long bytes;
    long handled;
    final Samples allocationTimes = new Samples();
    /** Request fragments received by routing nodes, by the depth of their branch (0: the root). */
    final long[] routedByDepth;

    RunCounters(int height) {
        routedByDepth = new long[height];
    }

    /** A growable array of doubles. */
    static final class Samples {
        private double[] values = new double[64];
        private int size;

        void add(double value) {
            if (size == values.length) {
                values = Arrays.copyOf(values, 2 * size);
            }
            values[size++] = value;
        }

        double[] toArray() {
            return Arrays.copyOf(values, size);
        }
    }
}
