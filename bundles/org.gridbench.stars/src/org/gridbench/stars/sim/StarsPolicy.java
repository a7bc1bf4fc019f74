package org.gridbench.stars.sim;

import java.util.Map;

import org.gridbench.stars.availability.AvailabilityPolicy;
import org.gridbench.stars.availability.AvailabilitySummary;
import org.gridbench.stars.availability.SampledFunction;
import org.gridbench.stars.routing.ForwardingRequest;
import org.gridbench.stars.routing.Forwarded;

/**
 * What a STaRS policy specializes (Celaya, sections 3.1-3.3): the local policy of execution nodes, the availability
 * function and its sampled function with SUM and DIST, the forwarding algorithm, and the centralized version of
 * Appendix C. Contributed through the extension point {@code org.gridbench.stars.policies}.
 *
 * @param <F> the policy's sampled-function type
 */
public interface StarsPolicy<F extends SampledFunction<F>> {

    /** The id users type: {@code IBP}, {@code MMP}. */
    String id();

    /** The sampled-function type with its SUM and DIST (section 3.2). */
    AvailabilityPolicy<F> availability();

    /** Local policy (section 3.1.2): how many tasks an execution node's FCFS queue holds, running one included. */
    int queueCapacity();

    /** How execution nodes order and admit tasks; FCFS unless the policy says otherwise. */
    default LocalPolicy localPolicy() {
        return LocalPolicy.FCFS;
    }

    /** The sampled function an execution node reports in its current state, or null when it can take no task now. */
    F sample(NodeState node);

    /** The forwarding algorithm at a routing node, with its estimate of the children afterwards (section 3.3.1). */
    Forwarded<F> forward(RoutingView<F> view, ForwardingRequest request, double now);

    /** Whether routing nodes receive the maximum queue end time of the rest of the tree (MMP, section 4.3.2). */
    boolean usesMaxQueueEnd();

    /** The latest queue end time a summary represents (MMP, section 4.3.2); negative infinity if it has none. */
    default double maxQueueEnd(AvailabilitySummary<F> summary) {
        return Double.NEGATIVE_INFINITY;
    }

    /** The centralized version with full knowledge of every node (Appendix C). */
    CentralPolicy centralized();

    /**
     * This policy with some of its parameters set by name (for MMP, {@code beta} of Algorithm 4.1).
     *
     * @throws IllegalArgumentException naming the parameter when a name is unknown or a value out of range
     */
    default StarsPolicy<F> with(Map<String, Double> parameters) {
        if (!parameters.isEmpty()) {
            throw new IllegalArgumentException(id() + " has no parameter " + parameters.keySet().iterator().next());
        }
        return this;
    }
}
