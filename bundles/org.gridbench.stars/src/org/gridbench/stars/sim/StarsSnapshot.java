package org.gridbench.stars.sim;

import java.util.List;

/**
 * The state of a STaRS run at one instant, copied on the simulation's thread for views. Positions are those of the
 * overlay (root 1, children of h at 2h and 2h + 1, leaves from nodes on: {@code Overlay.leaf(u)}).
 *
 * @param queued tasks queued at each execution node
 * @param failedAt when each node last failed (negative infinity: never)
 * @param hops the latest request fragments moved between positions, oldest first
 * @since 1.0
 */
public record StarsSnapshot(double time, long events, int nodes, long requests, long allocatedRequests,
        long acceptedTasks, long finishedTasks, double finishedComputation, long queuedTasks, long busyNodes,
        long messages, long failures, long routedAtRoot, int[] queued, double[] failedAt, List<Hop> hops) {

    /** A request fragment of {@code tasks} tasks that reached position {@code to} from {@code from} at {@code time}. */
    public record Hop(double time, int from, int to, long tasks, String direction) {
    }
}
