package org.gridbench.experiments.market;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

import org.gridbench.market.MarketRun;
import org.gridbench.market.BiddingPolicyException;
import org.gridbench.market.policy.BiddingPolicyInstance;
import org.gridbench.model.platform.ClusterPlatform;
import org.gridbench.model.workflow.Job;
import org.gridbench.model.workflow.Workload;

/**
 * Runs a sweep on a pool of threads. Rows come back in workload, load, policy order whatever the threads did, and
 * every run of a sweep uses the sweep seed, so policies meet the same random draws.
 */
public final class SweepRunner {

    private final ClusterPlatform platform;

    public SweepRunner(ClusterPlatform platform) {
        this.platform = platform;
    }

    public List<SweepRow> run(MarketSweep sweep, List<BiddingPolicyInstance> policies, Consumer<String> progress) {
        SweepWorkloads workloads = new SweepWorkloads(sweep.seed(), platform, sweep.model());
        ExecutorService pool = Executors.newFixedThreadPool(sweep.threads());
        AtomicInteger done = new AtomicInteger();
        List<Future<SweepRow>> futures = new ArrayList<>();
        try {
            for (int w = 0; w < sweep.workloads(); w++) {
                List<Job> structure = workloads.structure(w, sweep.jobs());
                for (double load : sweep.loads()) {
                    Workload workload = workloads.atLoad(w, structure, load);
                    for (BiddingPolicyInstance policy : policies) {
                        int index = w;
                        futures.add(pool.submit(() -> {
                            SweepRow row = runOne(index, load, workload, policy, sweep);
                            progress.accept(String.format("run %d/%d: workload %d, load %.2f, %s: value %.4f",
                                    done.incrementAndGet(), sweep.runs(), index, load, policy.id(),
                                    row.valueFraction()));
                            return row;
                        }));
                    }
                }
            }
            List<SweepRow> rows = new ArrayList<>();
            for (Future<SweepRow> future : futures) {
                rows.add(future.get());
            }
            return rows;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the sweep was interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof BiddingPolicyException policy) {
                throw policy;
            }
            throw new IllegalStateException("a run of the sweep failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    private SweepRow runOne(int workload, double load, Workload jobs, BiddingPolicyInstance policy,
            MarketSweep sweep) {
        long start = System.nanoTime();
        var result = MarketRun.run(platform, jobs, policy, sweep.options(), sweep.seed());
        return SweepRow.of(workload, load, result, jobs.taskCount(), (System.nanoTime() - start) / 1_000_000);
    }
}
