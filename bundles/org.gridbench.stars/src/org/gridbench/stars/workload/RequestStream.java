package org.gridbench.stars.workload;

/** Requests produced one at a time in time order, so a simulation holds only the next one of each stream. */
@FunctionalInterface
public interface RequestStream {

    /** The next request, or null when the stream has ended. */
    Request next();

    /** The requests of a trace, in its order. */
    static RequestStream of(WorkloadTrace trace) {
        var iterator = trace.requests().iterator();
        return () -> iterator.hasNext() ? iterator.next() : null;
    }
}
