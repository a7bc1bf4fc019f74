package org.gridbench.stars.sim;

import java.util.Map;

import org.gridbench.stars.availability.AvailabilityPolicy;
import org.gridbench.stars.availability.SampledFunction;
import org.gridbench.stars.local.LocalQueues;
import org.gridbench.stars.routing.ForwardingRequest;
import org.gridbench.stars.routing.Forwarded;

/**
 * What a STaRS policy specializes (Celaya, sections 3.1-3.3): the local queues of execution nodes, the availability
 * function and its sampled function with SUM and DIST, the forwarding algorithm, and the centralized version of
 * Appendix C. Contributed through the extension point {@code org.gridbench.stars.policies}; start from
 * {@link AbstractStarsPolicy}. A policy whose routing nodes also hear a maximum over the rest of the tree implements
 * {@link MaxQueueEndPolicy}.
 *
 * @param <F> the policy's sampled-function type
 */
public interface StarsPolicy<F extends SampledFunction<F>> {

    /** The id users type: {@code IBP}, {@code MMP}. */
    String id();

    /** The sampled-function type with its SUM and DIST (section 3.2). */
    AvailabilityPolicy<F> availability();

    /** The local scheduling policy (section 3.1.2): fresh, empty queues for nodes of these speeds, one run's. */
    LocalQueues<?> localQueues(double[] speeds);

    /** The sampled function an execution node reports in its current state, or null when it can take no task now. */
    F sample(NodeState node);

    /** The forwarding algorithm at a routing node, with its estimate of the children afterwards (section 3.3.1). */
    Forwarded<F> forward(RoutingView<F> view, ForwardingRequest request, double now);

    /** The centralized version with full knowledge of every node (Appendix C). */
    CentralPolicy centralized();

    /** Whether the policy's nodes read the requests' deadlines, so that its workloads need them (DP, chapter 5). */
    default boolean readsDeadlines() {
        return false;
    }

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
