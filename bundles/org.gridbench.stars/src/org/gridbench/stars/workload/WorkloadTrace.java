package org.gridbench.stars.workload;

import java.util.Comparator;
import java.util.List;

/**
 * A workload generated once and replayed identically in every simulation compared (Celaya, section 8.2: the
 * site-level model is applied once, so that users submit the same jobs whatever the policy's performance).
 * Requests are ordered by time, then node, then session.
 */
public record WorkloadTrace(List<Request> requests) {

    private static final Comparator<Request> ORDER = Comparator.comparingDouble(Request::time)
            .thenComparingInt(Request::node).thenComparingInt(Request::session);

    public WorkloadTrace {
        requests = requests.stream().sorted(ORDER).toList();
    }

    /** The requests submitted from {@code node}, in time order. */
    public List<Request> from(int node) {
        return requests.stream().filter(request -> request.node() == node).toList();
    }

    /** The requests submitted before {@code time} seconds. */
    public List<Request> before(double time) {
        return requests.stream().filter(request -> request.time() < time).toList();
    }
}
