package org.gridbench.stars.policies;

import java.util.Map;

import org.gridbench.stars.availability.AvailabilitySummary;
import org.gridbench.stars.availability.MmpPolicy;
import org.gridbench.stars.availability.ScalarSampledFunction;
import org.gridbench.stars.local.FcfsNodes;
import org.gridbench.stars.local.LocalQueues;
import org.gridbench.stars.routing.ForwardingRequest;
import org.gridbench.stars.routing.MmpForwarding;
import org.gridbench.stars.routing.Forwarded;
import org.gridbench.stars.sim.AbstractStarsPolicy;
import org.gridbench.stars.sim.CentralPolicy;
import org.gridbench.stars.sim.CentralizedMmpIndex;
import org.gridbench.stars.sim.NodeState;
import org.gridbench.stars.sim.MaxQueueEndPolicy;
import org.gridbench.stars.sim.RoutingView;
import org.gridbench.stars.sim.StarsPolicy;

/**
 * The Makespan Minimization Policy (Celaya, chapter 4): an unbounded FCFS queue per execution node reporting
 * (M, D, s, Q); routing nodes forward by Algorithm 4.1 with the maximum queue end of the rest of the tree and
 * {@code beta} (default 0.5); the centralized version is Algorithm C.2.
 */
public final class MakespanMinimizationPolicy extends AbstractStarsPolicy<ScalarSampledFunction, MmpPolicy>
        implements MaxQueueEndPolicy<ScalarSampledFunction> {

    private final MmpForwarding forwarding;

    public MakespanMinimizationPolicy() {
        this(MmpForwarding.DEFAULT_BETA);
    }

    private MakespanMinimizationPolicy(double beta) {
        super("MMP", new MmpPolicy());
        forwarding = new MmpForwarding(beta);
    }

    /** Chapter 4: an unbounded FCFS queue. */
    @Override
    public LocalQueues<Void> localQueues(double[] speeds) {
        return new FcfsNodes(speeds, Integer.MAX_VALUE);
    }

    // Section 4.3.1: (M, D, s, Q) with Q the raw queue end; routing nodes age a past Q to now themselves
    @Override
    public ScalarSampledFunction sample(NodeState node) {
        return availability().node(node.memory(), node.disk(), node.speed(), node.queueEnd());
    }

    @Override
    public Forwarded<ScalarSampledFunction> forward(RoutingView<ScalarSampledFunction> view, ForwardingRequest request, double now) {
        return forwarding.forwardAndEstimate(request, view.left(), view.right(), view.maxQueueEnd(), now, view.root());
    }

    @Override
    public double maxQueueEnd(AvailabilitySummary<ScalarSampledFunction> summary) {
        return summary.functions().isEmpty() ? Double.NEGATIVE_INFINITY
                : summary.ranges().max(MmpPolicy.QUEUE_END);
    }

    @Override
    public CentralPolicy centralized() {
        return new CentralizedMmpIndex();
    }

    @Override
    public StarsPolicy<ScalarSampledFunction> with(Map<String, Double> parameters) {
        double beta = MmpForwarding.DEFAULT_BETA;
        for (Map.Entry<String, Double> parameter : parameters.entrySet()) {
            if (!"beta".equals(parameter.getKey())) {
                throw new IllegalArgumentException("MMP has no parameter " + parameter.getKey() + "; it has beta");
            }
            beta = parameter.getValue();
            if (!(beta > 0) || Double.isInfinite(beta)) {
                throw new IllegalArgumentException("MMP beta must be a positive number, found " + beta);
            }
        }
        return new MakespanMinimizationPolicy(beta);
    }
}
