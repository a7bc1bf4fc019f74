package org.gridbench.stars.policies;

import java.util.Map;

import org.gridbench.stars.availability.AvailabilitySummary;
import org.gridbench.stars.availability.FspPolicy;
import org.gridbench.stars.fairness.FspSampledFunction;
import org.gridbench.stars.local.LocalQueues;
import org.gridbench.stars.local.SlownessNodes;
import org.gridbench.stars.local.SlownessQueue;
import org.gridbench.stars.routing.Forwarded;
import org.gridbench.stars.routing.ForwardingRequest;
import org.gridbench.stars.routing.FspForwarding;
import org.gridbench.stars.sim.AbstractStarsPolicy;
import org.gridbench.stars.sim.CentralPolicy;
import org.gridbench.stars.sim.CentralizedFspIndex;
import org.gridbench.stars.sim.NodeState;
import org.gridbench.stars.sim.MaxQueueEndPolicy;
import org.gridbench.stars.sim.RoutingView;
import org.gridbench.stars.sim.StarsPolicy;

/**
 * The Fair Share Policy (Celaya, chapter 7): every task admitted, queues sorted for the least maximum slowness
 * (section 7.2.1); nodes report (M, D, z) with z_u(a) of Algorithm 7.5; routing nodes forward by Algorithms 7.6-7.7
 * with the maximum slowness of the rest of the tree and {@code beta} (default 0.04); the centralized version is
 * Algorithm C.4. After forwarding, a child's summary loses every function given tasks, as the thesis's simulator
 * does (parameter {@code dropUsed} 1, the default); {@code dropUsed} 0 keeps those nodes, raised to the slowness
 * they reach (Gridbench's earlier reading).
 */
public final class FairSharePolicy extends AbstractStarsPolicy<FspSampledFunction, FspPolicy>
        implements MaxQueueEndPolicy<FspSampledFunction> {

    private final FspForwarding forwarding;

    public FairSharePolicy() {
        this(FspForwarding.DEFAULT_BETA, true);
    }

    private FairSharePolicy(double beta, boolean dropUsed) {
        super("FSP", new FspPolicy());
        forwarding = new FspForwarding(availability(), beta, dropUsed);
    }

    /** Section 7.2.1: a node takes every task it is sent, sorted for the least maximum slowness. */
    @Override
    public LocalQueues<SlownessQueue> localQueues(double[] speeds) {
        return new SlownessNodes(speeds);
    }

    // Section 7.3.1: an FSP node always reports, z_u(a) being recomputed whenever its queue changes
    @Override
    public FspSampledFunction sample(NodeState node) {
        return availability().node(node.memory(), node.disk(), node.queue(SlownessQueue.class));
    }

    @Override
    public Forwarded<FspSampledFunction> forward(RoutingView<FspSampledFunction> view, ForwardingRequest request,
            double now) {
        return forwarding.forwardAndEstimate(request, view.left(), view.right(), view.maxQueueEnd(), view.root());
    }

    /**
     * Section 7.3.2: routing nodes receive the maximum slowness of the rest of the tree, as MMP its queue end; this is
     * the maximum slowness a summary represents, negative infinity if it has no function.
     */
    @Override
    public double maxQueueEnd(AvailabilitySummary<FspSampledFunction> summary) {
        double max = Double.NEGATIVE_INFINITY;
        for (FspSampledFunction f : summary.functions()) {
            max = Math.max(max, FspPolicy.maxSlowness(f));
        }
        return max;
    }

    @Override
    public CentralPolicy centralized() {
        return new CentralizedFspIndex();
    }

    @Override
    public StarsPolicy<FspSampledFunction> with(Map<String, Double> parameters) {
        double beta = FspForwarding.DEFAULT_BETA;
        boolean dropUsed = true;
        for (Map.Entry<String, Double> parameter : parameters.entrySet()) {
            double value = parameter.getValue();
            switch (parameter.getKey()) {
            case "beta" -> {
                if (!(value > 0) || Double.isInfinite(value)) {
                    throw new IllegalArgumentException("FSP beta must be a positive number, found " + value);
                }
                beta = value;
            }
            case "dropUsed" -> {
                if (value != 0 && value != 1) {
                    throw new IllegalArgumentException("FSP dropUsed must be 0 or 1, found " + value);
                }
                dropUsed = value == 1;
            }
            default -> throw new IllegalArgumentException("FSP has no parameter " + parameter.getKey()
                    + "; it has beta and dropUsed");
            }
        }
        return new FairSharePolicy(beta, dropUsed);
    }
}
