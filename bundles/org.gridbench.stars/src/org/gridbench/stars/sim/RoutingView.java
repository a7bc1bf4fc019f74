package org.gridbench.stars.sim;

import org.gridbench.stars.availability.AvailabilitySummary;
import org.gridbench.stars.availability.SampledFunction;

/**
 * What a routing node knows when a request arrives (Celaya, sections 3.3 and 4.3.2): the last summaries received from
 * its children, whether it is the root, and the maximum queue end time of the rest of the tree received from its
 * father (negative infinity at the root or when the policy does not use it).
 */
public record RoutingView<F extends SampledFunction<F>>(AvailabilitySummary<F> left, AvailabilitySummary<F> right,
        boolean root, double maxQueueEnd) {
}
