package org.gridbench.stars.policies;

import org.gridbench.stars.availability.DpPolicy;
import org.gridbench.stars.availability.DpSampledFunction;
import org.gridbench.stars.local.EdfNodes;
import org.gridbench.stars.local.EdfQueue;
import org.gridbench.stars.local.LocalQueues;
import org.gridbench.stars.routing.DpForwarding;
import org.gridbench.stars.routing.Forwarded;
import org.gridbench.stars.routing.ForwardingRequest;
import org.gridbench.stars.sim.AbstractStarsPolicy;
import org.gridbench.stars.sim.CentralPolicy;
import org.gridbench.stars.sim.CentralizedDpIndex;
import org.gridbench.stars.sim.NodeState;
import org.gridbench.stars.sim.RoutingView;

/**
 * The Deadline Policy (Celaya, chapter 5): EDF queues that admit a task only if every deadline is still met; nodes
 * report (M, D, l) with l_u of Algorithm 5.1; routing nodes forward by section 5.3.2 and the root discards silently;
 * the centralized version is Algorithm C.3.
 */
public final class DeadlinePolicy extends AbstractStarsPolicy<DpSampledFunction, DpPolicy> {

    private final DpForwarding forwarding;

    public DeadlinePolicy() {
        super("DP", new DpPolicy());
        forwarding = new DpForwarding(availability());
    }

    /** Section 5.2: EDF queues, whose admission the deadlines bound, not a count. */
    @Override
    public LocalQueues<EdfQueue> localQueues(double[] speeds) {
        return new EdfNodes(speeds);
    }

    @Override
    public boolean readsDeadlines() {
        return true;
    }

    // Section 5.2.1: a DP node always reports, its l_u being 0 wherever its queue leaves no room
    @Override
    public DpSampledFunction sample(NodeState node) {
        return availability().node(node.memory(), node.disk(), node.queue(EdfQueue.class).availableFunction());
    }

    @Override
    public Forwarded<DpSampledFunction> forward(RoutingView<DpSampledFunction> view, ForwardingRequest request,
            double now) {
        return forwarding.forwardAndEstimate(request, view.left(), view.right(), view.root());
    }

    @Override
    public CentralPolicy centralized() {
        return new CentralizedDpIndex();
    }
}
