package org.gridbench.stars.sim;

import java.util.List;

/**
 * The state of a STaRS run at one instant, copied on the simulation's thread for views. Positions are those of the
 * overlay (root 1, children of h at 2h and 2h + 1, leaves from nodes on: {@code Overlay.leaf(u)}).
 *
 * @param queued tasks queued at each execution node
 * @param failedAt when each node last failed (negative infinity: never)
 * @param makespan from when the first task started until the latest finished task ended, seconds, 0 before
 *        (the thesis's glossary)
 * @param maxSlowness the largest slowness among coexisting applications so far (eq. 7.2)
 * @param meanAllocationTime the mean time from a request's submission until all its tasks were accepted, NaN before
 *        the first
 * @param hops the latest request fragments moved between positions, oldest first (kept while an observer is set)
 * @param inspected the position whose availability {@code summary} describes, 0 for none
 * @param summary what the inspected routing node knows of its children's availability, or what the inspected
 *        execution node reports, a line each (section 3.2)
 * @since 1.0
 */
public record StarsSnapshot(double time, long events, int nodes, long requests, long allocatedRequests,
        long acceptedTasks, long finishedTasks, double finishedComputation, long queuedTasks, long busyNodes,
        long messages, long failures, long routedAtRoot, double makespan, double maxSlowness,
        double meanAllocationTime, int[] queued, double[] failedAt, List<Hop> hops, int inspected,
        List<String> summary) {

    /**
     * A request fragment of {@code tasks} tasks that reached position {@code to} from {@code from} at {@code time};
     * {@code request} numbers the requests in submission order, from 0.
     */
    public record Hop(double time, int from, int to, long tasks, String direction, long request) {
    }
}
