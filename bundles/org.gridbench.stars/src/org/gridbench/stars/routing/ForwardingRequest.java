package org.gridbench.stars.routing;

/**
 * A request as a routing node receives it (section 3.3): its task interval, the application requirements (memory m,
 * disk d, task length a in MFLOP; IBP ignores a) and the neighbour it came from.
 */
public record ForwardingRequest(TaskInterval tasks, double memory, double disk, double length, Direction from) {

    public ForwardingRequest {
        if (!(length > 0)) {
            throw new IllegalArgumentException("task length must be positive: " + length);
        }
    }

    public long n() {
        return tasks.size();
    }
}
