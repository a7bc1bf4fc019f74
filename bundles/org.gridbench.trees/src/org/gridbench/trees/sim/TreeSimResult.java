package org.gridbench.trees.sim;

import java.util.List;

/**
 * What one demand-driven run measured (section 5.1.1) beside what the heuristic's own rates promised.
 *
 * @param theoreticalFairThroughput NaN when the heuristic has no rates of its own (FCFS, PBC)
 * @param observedRates rho_k per application, in the order of the applications
 * @param measuredUntil T of section 5.1.1: when the first application had all its tasks completed
 * @param makespan when the last task completed
 * @since 1.0
 */
public record TreeSimResult(String heuristicId, double experimentalFairThroughput, double theoreticalFairThroughput,
        List<Double> observedRates, double measuredUntil, double makespan, long tasksDone, long events) {

    public TreeSimResult {
        observedRates = List.copyOf(observedRates);
    }
}
