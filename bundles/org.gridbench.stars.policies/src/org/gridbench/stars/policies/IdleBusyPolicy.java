package org.gridbench.stars.policies;

import java.util.Map;

import org.gridbench.stars.availability.IbpPolicy;
import org.gridbench.stars.availability.ScalarSampledFunction;
import org.gridbench.stars.local.FcfsNodes;
import org.gridbench.stars.local.LocalQueues;
import org.gridbench.stars.routing.ForwardingRequest;
import org.gridbench.stars.routing.IbpForwarding;
import org.gridbench.stars.routing.Forwarded;
import org.gridbench.stars.sim.AbstractStarsPolicy;
import org.gridbench.stars.sim.CentralPolicy;
import org.gridbench.stars.sim.CentralizedIbpIndex;
import org.gridbench.stars.sim.NodeState;
import org.gridbench.stars.sim.RoutingView;
import org.gridbench.stars.sim.StarsPolicy;

/**
 * The Idle/Busy Policy (Celaya, sections 3.2-3.3): an execution node runs one task at a time and reports (M, D) while
 * idle and nothing while busy; routing nodes forward by Algorithm 3.2; the centralized version is Algorithm C.1.
 * Parameter {@code relativeSlack} 1 orders the candidates of Algorithm 3.2 by Gridbench's earlier relative slacks
 * instead of the thesis simulator's absolute ones (0, the default).
 */
public final class IdleBusyPolicy extends AbstractStarsPolicy<ScalarSampledFunction, IbpPolicy> {

    private final IbpForwarding forwarding;

    public IdleBusyPolicy() {
        this(false);
    }

    private IdleBusyPolicy(boolean relativeSlack) {
        super("IBP", new IbpPolicy());
        forwarding = new IbpForwarding(relativeSlack);
    }

    /** Section 3.1.2: a FCFS queue of one, the running task. */
    @Override
    public LocalQueues<Void> localQueues(double[] speeds) {
        return new FcfsNodes(speeds, 1);
    }

    // Section 3.2.1: AF is 1 for an idle node with enough memory and disk, so a busy node contributes no function
    @Override
    public ScalarSampledFunction sample(NodeState node) {
        return node.queued() == 0 ? availability().node(node.memory(), node.disk()) : null;
    }

    @Override
    public Forwarded<ScalarSampledFunction> forward(RoutingView<ScalarSampledFunction> view, ForwardingRequest request, double now) {
        return forwarding.forwardAndEstimate(request, view.left(), view.right(), view.root());
    }

    @Override
    public CentralPolicy centralized() {
        return new CentralizedIbpIndex();
    }

    @Override
    public StarsPolicy<ScalarSampledFunction> with(Map<String, Double> parameters) {
        boolean relative = false;
        for (Map.Entry<String, Double> parameter : parameters.entrySet()) {
            if (!"relativeSlack".equals(parameter.getKey())) {
                throw new IllegalArgumentException("IBP has no parameter " + parameter.getKey());
            }
            double value = parameter.getValue();
            if (value != 0 && value != 1) {
                throw new IllegalArgumentException("IBP relativeSlack must be 0 or 1, found " + value);
            }
            relative = value == 1;
        }
        return new IdleBusyPolicy(relative);
    }
}
