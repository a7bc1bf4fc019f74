package org.example.gridbench.policies.stars;

import org.gridbench.stars.availability.IbpPolicy;
import org.gridbench.stars.availability.ScalarSampledFunction;
import org.gridbench.stars.local.FcfsNodes;
import org.gridbench.stars.local.LocalQueues;
import org.gridbench.stars.routing.Forwarded;
import org.gridbench.stars.routing.ForwardingRequest;
import org.gridbench.stars.sim.AbstractStarsPolicy;
import org.gridbench.stars.sim.CentralPolicy;
import org.gridbench.stars.sim.CentralizedIbpIndex;
import org.gridbench.stars.sim.NodeState;
import org.gridbench.stars.sim.RoutingView;

/**
 * A random-walk router on IBP's nodes (Celaya, sections 3.2-3.3): execution nodes run one task at a time and report
 * (M, D) while idle, as under IBP; routing nodes send each request to a pseudo-randomly chosen branch that fits it
 * ({@link RandomWalkForwarding}) instead of the closest fit of Algorithm 3.2.
 */
public final class RandomWalkPolicy extends AbstractStarsPolicy<ScalarSampledFunction, IbpPolicy> {

    /** The id of the contribution in plugin.xml. */
    public static final String ID = "org.example.randomWalk";

    private final RandomWalkForwarding forwarding;

    public RandomWalkPolicy() {
        super(ID, new IbpPolicy());
        forwarding = new RandomWalkForwarding(availability());
    }

    // Section 3.1.2 under IBP: a FCFS queue of one, the running task
    @Override
    public LocalQueues<Void> localQueues(double[] speeds) {
        return new FcfsNodes(speeds, 1);
    }

    // Section 3.2.1: AF is 1 for an idle node with enough memory and disk, so a busy node reports no function
    @Override
    public ScalarSampledFunction sample(NodeState node) {
        return node.queued() == 0 ? availability().node(node.memory(), node.disk()) : null;
    }

    @Override
    public Forwarded<ScalarSampledFunction> forward(RoutingView<ScalarSampledFunction> view, ForwardingRequest request,
            double now) {
        return forwarding.forward(view, request, now);
    }

    // Appendix C has no walk to imitate: with full knowledge the allocation is IBP's Algorithm C.1.
    @Override
    public CentralPolicy centralized() {
        return new CentralizedIbpIndex();
    }
}
