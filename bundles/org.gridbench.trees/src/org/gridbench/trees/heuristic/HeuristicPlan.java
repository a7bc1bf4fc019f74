package org.gridbench.trees.heuristic;

import java.util.List;
import java.util.function.IntFunction;

/**
 * One run's plan: the units the root holds, the number of independent scheduler/worker lanes per node, one
 * {@link NodeScheduler} per node and lane, and the fair throughput the heuristic's own rates promise.
 *
 * @since 1.0
 */
public interface HeuristicPlan {

    /** The units at the root; a unit's {@link UnitKind#lane()} says which lane holds it. */
    List<UnitKind> units();

    /** 1 for the Figure 1 protocol; K for PBC (section 4.4), one scheduler and one worker thread per type. */
    default int lanes() {
        return 1;
    }

    /** The scheduler of node {@code u} in {@code lane}; called once per node and lane. */
    NodeScheduler scheduler(int u, int lane);

    /** min_k alpha(k) / w(k) as the heuristic's own rates promise (section 5.2.1), NaN when it has none. */
    default double theoreticalFairThroughput() {
        return Double.NaN;
    }

    /**
     * The plan of a heuristic running the Figure 1 protocol: one lane, {@code schedulers} giving node u's scheduler,
     * and the fair throughput its rates promise (NaN when it has none).
     */
    static HeuristicPlan singleLane(List<UnitKind> units, IntFunction<NodeScheduler> schedulers, double theoretical) {
        return new HeuristicPlan() {
            @Override
            public List<UnitKind> units() {
                return units;
            }

            @Override
            public NodeScheduler scheduler(int u, int lane) {
                return schedulers.apply(u);
            }

            @Override
            public double theoreticalFairThroughput() {
                return theoretical;
            }
        };
    }
}
