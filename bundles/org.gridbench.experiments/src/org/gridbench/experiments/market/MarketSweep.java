package org.gridbench.experiments.market;

import java.util.List;

import org.gridbench.market.MarketOptions;
import org.gridbench.model.workload.WorkloadModel;

/**
 * A sweep of the market experiment (Burkimsher and Indrusiak, section VI): every policy on every load of every
 * synthetic workload of the given model. Workload {@code w} of seed {@code s} is the same jobs at every load and for
 * every policy.
 */
public record MarketSweep(List<String> policies, List<Double> loads, int workloads, int jobs, long seed, int threads,
        MarketOptions options, WorkloadModel model) {

    public MarketSweep {
        policies = List.copyOf(policies);
        loads = List.copyOf(loads);
    }

    public int runs() {
        return policies.size() * loads.size() * workloads;
    }
}
