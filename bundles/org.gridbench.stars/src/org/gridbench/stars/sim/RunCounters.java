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
    /** When the first task started running, NaN before. */
    double firstTaskStart = Double.NaN;
    /** When the latest finished task ended, NaN before. */
    double lastTaskEnd = Double.NaN;
    final Samples allocationTimes = new Samples();
    /** Request fragments received by routing nodes, by the depth of their branch (0: the root). */
    final long[] routedByDepth;

    RunCounters(int height) {
        routedByDepth = new long[height];
    }

    /**
     * The makespan so far (Celaya, glossary: the total duration of the schedule, from when the first task starts
     * until the last one ends), seconds; 0 until a task has finished.
     */
    double makespan() {
        return Double.isNaN(lastTaskEnd) ? 0 : lastTaskEnd - firstTaskStart;
    }
}
