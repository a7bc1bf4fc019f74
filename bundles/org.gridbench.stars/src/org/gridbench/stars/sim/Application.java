package org.gridbench.stars.sim;

import org.gridbench.stars.workload.Request;

/**
 * What a submission node records of one of its requests (Celaya, section 3.3): how many of its tasks were accepted,
 * which attempt is current (unallocated tasks are resent after the timeout) and when all were accepted.
 */
final class Application {
    /** The order in which the request was submitted, from 0. */
    final long id;
    final Request request;
    int accepted;
    int attempt;
    boolean allocated;
    /** Whether all tasks were accepted once: an application resubmitted after a failure is not counted twice. */
    boolean everAllocated;
    /** Tasks that left the system, run to their end or dropped. */
    int endedTasks;
    /** {@link #accepted} when the current attempt was sent. */
    int acceptedAtSend;
    /** Consecutive attempts that timed out with nothing accepted. */
    int emptyAttempts;
    /** Whether the submission node gave up the tasks it had not placed. */
    boolean givenUp;
    /** Whether the application's end was reported to a closed-loop workload. */
    boolean left;

    Application(long id, Request request) {
        this.id = id;
        this.request = request;
    }

    /** Whether every task left the system, or the application was given up and its accepted tasks did. */
    boolean ended() {
        return endedTasks == request.tasks() || givenUp && endedTasks >= accepted;
    }

    int unaccepted() {
        return Math.max(0, request.tasks() - accepted);
    }
}
