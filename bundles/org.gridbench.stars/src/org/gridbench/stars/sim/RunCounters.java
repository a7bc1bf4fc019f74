package org.gridbench.stars.sim;

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
    long givenUpTasks;
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
}
