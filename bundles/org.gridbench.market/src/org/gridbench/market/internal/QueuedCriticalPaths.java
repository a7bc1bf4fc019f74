package org.gridbench.market.internal;

import java.util.function.IntPredicate;

/** The largest critical path over the jobs that have tasks in the queue (the denominator of Algorithm 3). */
final class QueuedCriticalPaths {
    private final BidHeap jobs = new BidHeap();
    private final boolean[] held;
    private final double[] criticalPath;
    private final IntPredicate hasQueuedTasks;

    QueuedCriticalPaths(double[] criticalPath, IntPredicate hasQueuedTasks) {
        this.criticalPath = criticalPath;
        this.held = new boolean[criticalPath.length];
        this.hasQueuedTasks = hasQueuedTasks;
    }

    /** Job {@code job} has just put a task in an empty share of the queue. */
    void entered(int job) {
        if (!held[job]) {
            held[job] = true;
            jobs.push(job, -criticalPath[job]);
        }
    }

    /** The largest J_CP of a job with queued tasks; 0 when the queue is empty. */
    double max() {
        while (!jobs.isEmpty() && !hasQueuedTasks.test(jobs.peek())) {
            held[jobs.pop()] = false;
        }
        return jobs.isEmpty() ? 0 : -jobs.peekKey();
    }
}
