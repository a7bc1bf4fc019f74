package org.gridbench.experiments.stars;

import org.gridbench.stars.availability.SampledFunction;
import org.gridbench.stars.sim.StarsConfig;
import org.gridbench.stars.sim.StarsPolicy;
import org.gridbench.stars.sim.StarsSimulation;
import org.gridbench.stars.workload.NodeProperties;

/** Builds a simulation for a policy whose sampled-function type is known only at run time. */
public final class StarsRuns {

    private StarsRuns() {
    }

    /** @throws IllegalArgumentException from the engine when the configuration and the nodes disagree */
    public static <F extends SampledFunction<F>> StarsSimulation<F> simulation(StarsConfig config,
            StarsPolicy<F> policy, NodeProperties nodes) {
        return new StarsSimulation<>(config, policy, nodes);
    }
}
