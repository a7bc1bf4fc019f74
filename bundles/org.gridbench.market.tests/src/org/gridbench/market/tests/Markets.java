package org.gridbench.market.tests;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.gridbench.market.MarketObserver;
import org.gridbench.market.MarketOptions;
import org.gridbench.market.MarketResult;
import org.gridbench.market.MarketRun;
import org.gridbench.market.Placement;
import org.gridbench.market.policies.BuiltInPolicies;
import org.gridbench.market.policy.BiddingPolicyInstance;
import org.gridbench.model.platform.Cluster;
import org.gridbench.model.platform.ClusterPlatform;
import org.gridbench.model.workflow.Job;
import org.gridbench.model.workflow.Task;
import org.gridbench.model.workflow.ValueCurve;
import org.gridbench.model.workflow.Workload;

/** Small hand-built platforms, jobs and runs for the scenario tests. */
final class Markets {
    static final long SEED = 11;

    private Markets() {
    }

    static Task task(String id, int exec, int cores, String kind, Integer... predecessors) {
        return new Task(id, exec, cores, kind, Arrays.asList(predecessors));
    }

    static Job job(String id, long arrival, ValueCurve curve, Task... tasks) {
        return new Job(id, arrival, List.of(tasks), curve);
    }

    /** A curve whose deadlines lie far beyond every test: the job never starves. */
    static ValueCurve patient() {
        return new ValueCurve(1, 100, 200, List.of());
    }

    static ClusterPlatform platform(double ccr, Cluster... clusters) {
        return new ClusterPlatform(List.of(clusters), ccr);
    }

    static Cluster cluster(String id, int cores, String kind) {
        return new Cluster(id, cores, kind);
    }

    static MarketResult run(ClusterPlatform platform, String policy, Job... jobs) {
        return MarketRun.run(platform, new Workload(List.of(jobs)), BuiltInPolicies.byId(policy),
                MarketOptions.defaults(), SEED);
    }

    /** Every placement of a run, in the order the auctioneer made them. */
    static List<Placement> placements(ClusterPlatform platform, String policy, boolean singleMarket, Job... jobs) {
        return placements(platform, BuiltInPolicies.byId(policy), singleMarket, jobs);
    }

    static List<Placement> placements(ClusterPlatform platform, BiddingPolicyInstance policy, boolean singleMarket,
            Job... jobs) {
        List<Placement> placements = new ArrayList<>();
        MarketRun run = new MarketRun(platform, new Workload(List.of(jobs)), policy, new MarketOptions(singleMarket),
                SEED);
        run.setObserver(new MarketObserver() {
            @Override
            public void placed(Placement placement) {
                placements.add(placement);
            }
        });
        run.runToEnd();
        return placements;
    }
}
