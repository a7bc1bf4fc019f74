package org.example.gridbench.policies.stars;

import org.gridbench.stars.availability.AvailabilitySummary;
import org.gridbench.stars.availability.MmpPolicy;
import org.gridbench.stars.availability.ScalarSampledFunction;
import org.gridbench.stars.local.LocalQueues;
import org.gridbench.stars.policies.MakespanMinimizationPolicy;
import org.gridbench.stars.routing.Forwarded;
import org.gridbench.stars.routing.ForwardingRequest;
import org.gridbench.stars.sim.AbstractStarsPolicy;
import org.gridbench.stars.sim.CentralPolicy;
import org.gridbench.stars.sim.MaxQueueEndPolicy;
import org.gridbench.stars.sim.NodeState;
import org.gridbench.stars.sim.RoutingView;

/**
 * MMP (Celaya, chapter 4) over execution nodes that run the shortest waiting task first ({@link ShortestTaskFirstNodes})
 * instead of the first to arrive: only the local queue is this plug-in's. Nodes report (M, D, s, Q), which the order
 * of the waiting tasks leaves unchanged, routing nodes forward by Algorithm 4.1 with the maximum queue end of the rest
 * of the tree, and the centralized version is Algorithm C.2, all as under MMP, to which this class delegates.
 */
public final class ShortestTaskFirstPolicy extends AbstractStarsPolicy<ScalarSampledFunction, MmpPolicy>
        implements MaxQueueEndPolicy<ScalarSampledFunction> {

    /** The id of the contribution in plugin.xml. */
    public static final String ID = "org.example.shortestTaskFirst";

    private final MakespanMinimizationPolicy mmp;

    public ShortestTaskFirstPolicy() {
        this(new MakespanMinimizationPolicy());
    }

    private ShortestTaskFirstPolicy(MakespanMinimizationPolicy mmp) {
        super(ID, mmp.availability());
        this.mmp = mmp;
    }

    /** The contributed local policy: shortest task first. */
    @Override
    public LocalQueues<Void> localQueues(double[] speeds) {
        return new ShortestTaskFirstNodes(speeds);
    }

    @Override
    public ScalarSampledFunction sample(NodeState node) {
        return mmp.sample(node);
    }

    @Override
    public Forwarded<ScalarSampledFunction> forward(RoutingView<ScalarSampledFunction> view, ForwardingRequest request,
            double now) {
        return mmp.forward(view, request, now);
    }

    @Override
    public double maxQueueEnd(AvailabilitySummary<ScalarSampledFunction> summary) {
        return mmp.maxQueueEnd(summary);
    }

    @Override
    public CentralPolicy centralized() {
        return mmp.centralized();
    }
}
