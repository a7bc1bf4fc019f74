package org.gridbench.stars.routing;

import org.gridbench.stars.availability.AvailabilitySummary;
import org.gridbench.stars.availability.SampledFunction;

/**
 * A forwarding decision with the routing node's estimate of its children's availability once the tasks sent to
 * them are allocated (section 3.3.1: "this avoids sending tasks of subsequent requests to the same execution nodes
 * before their availability is updated through the aggregation scheme").
 */
public record Forwarded<F extends SampledFunction<F>>(Split split, AvailabilitySummary<F> left,
        AvailabilitySummary<F> right) {
}
