package org.gridbench.experiments.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.market.MarketOptions;
import org.gridbench.market.MarketResult;
import org.gridbench.market.MarketRun;
import org.gridbench.market.policy.BiddingPolicyInstance;
import org.gridbench.model.platform.ClusterPlatform;
import org.gridbench.model.workflow.Workload;
import org.gridbench.model.workload.GeneratorSettings;
import org.gridbench.model.workload.LoadModel;
import org.gridbench.model.workload.RateProfile;
import org.gridbench.model.workload.SyntheticWorkload;
import org.gridbench.model.workload.WorkloadModel;

/**
 * Times one market run per policy on the paper's platform: one synthetic workload at one load, the same jobs for
 * every policy, after one untimed warm-up run of the first policy.
 */
public final class MarketBenchmark {

    /**
     * Wall seconds, CPU seconds of the thread that ran the simulation (what other processes do not inflate), and the
     * kernel events the run processed (arrivals, completions, data arrivals, deadlines and auctions).
     */
    public record Row(String policy, double seconds, double cpuSeconds, long events, double valueFraction,
            double starvedJobFraction) {
    }

    private MarketBenchmark() {
    }

    public static Workload workload(int jobs, double load, long seed, WorkloadModel model) {
        ClusterPlatform platform = ClusterPlatform.paperDefault();
        RandomStreams streams = new RandomStreams(seed);
        return new LoadModel(RateProfile.weeklyCycle(), platform.totalCores())
                .atLoad(new SyntheticWorkload(GeneratorSettings.of(model), streams).jobs(jobs), load, streams);
    }

    public static List<Row> run(List<BiddingPolicyInstance> policies, Workload workload, long seed) {
        ClusterPlatform platform = ClusterPlatform.paperDefault();
        MarketOptions options = MarketOptions.defaults();
        MarketRun.run(platform, workload, policies.get(0), options, seed);
        List<Row> rows = new ArrayList<>();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (BiddingPolicyInstance policy : policies) {
            long start = System.nanoTime();
            long cpuStart = threads.getCurrentThreadCpuTime();
            MarketRun run = new MarketRun(platform, workload, policy, options, seed);
            MarketResult result = run.runToEnd();
            rows.add(new Row(policy.id(), (System.nanoTime() - start) / 1e9,
                    (threads.getCurrentThreadCpuTime() - cpuStart) / 1e9, run.simulation().eventsProcessed(),
                    result.proportionOfMaximumValue(), result.fractionJobsStarved()));
        }
        return rows;
    }

    public static String table(List<Row> rows) {
        StringBuilder out = new StringBuilder(
                "| policy | seconds | CPU seconds | events | value fraction | starved jobs |\n");
        out.append("|---|---:|---:|---:|---:|---:|\n");
        for (Row r : rows) {
            out.append(String.format(Locale.ROOT, "| %s | %.2f | %.2f | %,d | %.4f | %.4f |\n", r.policy(),
                    r.seconds(), r.cpuSeconds(), r.events(), r.valueFraction(), r.starvedJobFraction()));
        }
        return out.toString();
    }
}
