package org.example.gridbench.policies.stars;

import org.gridbench.stars.availability.AvailabilityPolicy;
import org.gridbench.stars.availability.IbpPolicy;
import org.gridbench.stars.availability.ScalarSampledFunction;
import org.gridbench.stars.routing.Forwarded;
import org.gridbench.stars.routing.ForwardingRequest;
import org.gridbench.stars.sim.CentralPolicy;
import org.gridbench.stars.sim.CentralizedIbpIndex;
import org.gridbench.stars.sim.NodeState;
import org.gridbench.stars.sim.RoutingView;
import org.gridbench.stars.sim.StarsPolicy;

/**
 * A random-walk router on IBP's nodes (Celaya, sections 3.2-3.3): execution nodes run one task at a time and report
 * (M, D) while idle, as under IBP; routing nodes send each request to a pseudo-randomly chosen branch that fits it
 * ({@link RandomWalkForwarding}) instead of the closest fit of Algorithm 3.2.
 */
public final class RandomWalkPolicy implements StarsPolicy<ScalarSampledFunction> {

    /** The id of the contribution in plugin.xml. */
    public static final String ID = "org.example.randomWalk";

    private final IbpPolicy availability = new IbpPolicy();
    private final RandomWalkForwarding forwarding = new RandomWalkForwarding(availability);

    @Override
    public String id() {
        return ID;
    }

    @Override
    public AvailabilityPolicy<ScalarSampledFunction> availability() {
        return availability;
    }

    // Section 3.1.2 under IBP: a queue of one, the running task
    @Override
    public int queueCapacity() {
        return 1;
    }

    // Section 3.2.1: AF is 1 for an idle node with enough memory and disk, so a busy node reports no function
    @Override
    public ScalarSampledFunction sample(NodeState node) {
        return node.queued() == 0 ? availability.node(node.memory(), node.disk()) : null;
    }

    @Override
    public Forwarded<ScalarSampledFunction> forward(RoutingView<ScalarSampledFunction> view, ForwardingRequest request,
            double now) {
        return forwarding.forward(view, request, now);
    }

    @Override
    public boolean usesMaxQueueEnd() {
        return false;
    }

    // Appendix C has no walk to imitate: with full knowledge the allocation is IBP's Algorithm C.1.
    @Override
    public CentralPolicy centralized() {
        return new CentralizedIbpIndex();
    }
}
