package org.gridbench.stars.sim;

import java.util.List;

/**
 * The outcome of one STaRS simulation (Celaya, sections 8.3-8.4).
 *
 * @param requests requests submitted
 * @param allocatedRequests requests all of whose tasks were accepted
 * @param submittedTasks tasks of the submitted requests
 * @param acceptedTasks tasks accepted by execution nodes, resent ones included
 * @param finishedTasks tasks that ran to completion
 * @param finishedComputation MFLOP of the finished tasks
 * @param discardedTasks tasks discarded at the root, dropped by the no-return rule ({@link ModelReadings#noReturn})
 *        or left unallocated by a central scheduler (each resent later)
 * @param rejectedTasks tasks an execution node refused because its state had changed (stale information)
 * @param resends requests resent after the timeout
 * @param droppedTasks tasks an EDF node dropped for running longer than announced (DP, section 5.2)
 * @param missedDeadlines tasks that ended after their deadline (DP; only failures should cause any)
 * @param failures node failures, each node replaced at once (section 8.5)
 * @param abortedTasks queued or running tasks lost with their node
 * @param resubmittedTasks lost tasks their submission node resubmitted after missing three heartbeats
 * @param givenUpTasks tasks their submission node gave up after its consecutive attempts with nothing accepted
 * @param allocationTime seconds from submission until all tasks were accepted, over the allocated requests
 * @param makespan from when the first task started until the last finished task ended, seconds (the thesis's
 *        glossary); 0 when no task finished within the duration
 * @param maxSlowness the largest maximum slowness among coexisting applications over the samples, as a stretch
 *        against the fastest node (Figure 8.11; {@link CoexistingSlowness})
 * @param routedByDepth request fragments received by routing nodes, by branch depth (0: the root); how high the
 *        forwarding algorithm sends requests (section 8.4.2 counts those reaching the upper levels against beta)
 * @param messages messages delivered
 * @param events simulation events processed (a message counts twice: arrival and end of processing)
 * @param handled handler invocations: messages delivered plus timers (submissions, task ends, timeouts, updates)
 * @param series time series, columns {@link #SERIES_COLUMNS}; {@code longestQueue} is the longest remaining queue
 *        at the sample, the "maximum makespan obtained at each moment" of Figure 8.9
 */
public record StarsResult(int nodes, String policy, Mode mode, int sfMax, double duration, long requests,
        long allocatedRequests, long submittedTasks, long acceptedTasks, long finishedTasks,
        double finishedComputation, long discardedTasks, long rejectedTasks, long resends, long droppedTasks, long missedDeadlines,
        long failures, long abortedTasks, long resubmittedTasks, long givenUpTasks,
        Distribution allocationTime, double makespan, double maxSlowness, TrafficSummary traffic, long[] routedByDepth, long messages,
        long events, long handled, List<double[]> series) {

    public static final List<String> SERIES_COLUMNS = List.of("time", "requests", "allocatedRequests",
            "acceptedTasks", "finishedTasks", "finishedComputation", "queuedTasks", "busyNodes", "longestQueue",
            "maxSlowness", "messages", "trafficBytes");
}
