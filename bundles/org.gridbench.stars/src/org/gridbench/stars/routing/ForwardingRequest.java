package org.gridbench.stars.routing;

/**
 * A request as a routing node receives it (section 3.3): its task interval, the application requirements (memory m,
 * disk d, task length a in MFLOP; IBP ignores a), its deadline (DP, chapter 5; infinite for the other policies) and
 * the neighbour it came from.
 */
public record ForwardingRequest(TaskInterval tasks, double memory, double disk, double length, double deadline,
        Direction from) {

    public ForwardingRequest {
        if (!(length > 0)) {
            throw new IllegalArgumentException("task length must be positive: " + length);
        }
        if (Double.isNaN(deadline)) {
            throw new IllegalArgumentException("a deadline is a time or infinity: " + deadline);
        }
    }

    /** A request without a deadline. */
    public ForwardingRequest(TaskInterval tasks, double memory, double disk, double length, Direction from) {
        this(tasks, memory, disk, length, Double.POSITIVE_INFINITY, from);
    }

    public long n() {
        return tasks.size();
    }
}
