package org.gridbench.stars.policies;

import org.gridbench.stars.availability.AvailabilityPolicy;
import org.gridbench.stars.availability.DpPolicy;
import org.gridbench.stars.availability.DpSampledFunction;
import org.gridbench.stars.routing.DpForwarding;
import org.gridbench.stars.routing.Forwarded;
import org.gridbench.stars.routing.ForwardingRequest;
import org.gridbench.stars.sim.CentralPolicy;
import org.gridbench.stars.sim.CentralizedDpIndex;
import org.gridbench.stars.sim.LocalPolicy;
import org.gridbench.stars.sim.NodeState;
import org.gridbench.stars.sim.RoutingView;
import org.gridbench.stars.sim.StarsPolicy;

/**
 * The Deadline Policy (Celaya, chapter 5): EDF queues that admit a task only if every deadline is still met; nodes
 * report (M, D, l) with l_u of Algorithm 5.1; routing nodes forward by section 5.3.2 and the root discards silently;
 * the centralized version is Algorithm C.3.
 */
public final class DeadlinePolicy implements StarsPolicy<DpSampledFunction> {

    private final DpPolicy availability = new DpPolicy();
    private final DpForwarding forwarding = new DpForwarding(availability);

    @Override
    public String id() {
        return "DP";
    }

    @Override
    public AvailabilityPolicy<DpSampledFunction> availability() {
        return availability;
    }

    /** EDF admission bounds the queue by the deadlines, not by a count. */
    @Override
    public int queueCapacity() {
        return Integer.MAX_VALUE;
    }

    @Override
    public LocalPolicy localPolicy() {
        return LocalPolicy.EDF;
    }

    // Section 5.2.1: a DP node always reports, its l_u being 0 wherever its queue leaves no room
    @Override
    public DpSampledFunction sample(NodeState node) {
        return availability.node(node.memory(), node.disk(), node.edf().availableFunction());
    }

    @Override
    public Forwarded<DpSampledFunction> forward(RoutingView<DpSampledFunction> view, ForwardingRequest request,
            double now) {
        return forwarding.forwardAndEstimate(request, view.left(), view.right(), view.root());
    }

    @Override
    public boolean usesMaxQueueEnd() {
        return false;
    }

    @Override
    public CentralPolicy centralized() {
        return new CentralizedDpIndex();
    }
}
