package org.gridbench.experiments.trees;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.gridbench.trees.generator.CcrMaxDistribution;
import org.gridbench.trees.generator.ExperimentInstance;
import org.gridbench.trees.generator.ExperimentPlatforms;
import org.gridbench.trees.generator.ExperimentSetup;
import org.gridbench.trees.heuristic.TreeHeuristicInstance;
import org.gridbench.trees.lp.SteadyStateLp;
import org.gridbench.trees.sim.DemandDrivenSimulation;
import org.gridbench.trees.sim.TreesObserver;
import org.gridbench.trees.sim.TreeNetwork;
import org.gridbench.trees.sim.TreeSimResult;

/**
 * The experiment of Beaumont et al., section 5: every heuristic on the 150 random platforms, with the LP optimum of
 * each. Rows come back in instance, heuristic order whatever the threads did.
 */
public final class TreeExperiment {

    /** How one pass runs: tasks per application and buffer size (the paper: 200 and 10; then 2,000 and 100). */
    public record Pass(int tasks, int buffer) {
    }

    private final long seed;
    private final ExperimentSetup setup;
    private final TreeNetwork network;
    private final int threads;

    /** K applications, the other readings the default ones ({@link TreeReading#defaults()}). */
    public TreeExperiment(long seed, int applications, int threads) {
        this(seed, new ExperimentSetup(applications, ExperimentSetup.DEFAULT_TASK_SIZES,
                CcrMaxDistribution.LOG_UNIFORM), TreeReading.defaults().network(), threads);
    }

    /** The platforms and applications of {@code setup}, run under {@code network}. */
    public TreeExperiment(long seed, ExperimentSetup setup, TreeNetwork network, int threads) {
        this.seed = seed;
        this.setup = setup;
        this.network = network;
        this.threads = threads;
    }

    public List<TreeExperimentRow> run(List<TreeHeuristicInstance> heuristics, Pass pass) {
        List<ExperimentInstance> instances = ExperimentPlatforms.all(seed, setup);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<List<TreeExperimentRow>>> futures = new ArrayList<>();
            for (ExperimentInstance instance : instances) {
                futures.add(pool.submit(() -> runInstance(instance, heuristics, pass)));
            }
            List<TreeExperimentRow> rows = new ArrayList<>();
            for (Future<List<TreeExperimentRow>> future : futures) {
                rows.addAll(future.get());
            }
            return rows;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the experiment was interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException("a run of the experiment failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    private List<TreeExperimentRow> runInstance(ExperimentInstance instance, List<TreeHeuristicInstance> heuristics,
            Pass pass) {
        double lp = optimum(instance, network);
        List<TreeExperimentRow> rows = new ArrayList<>();
        for (TreeHeuristicInstance heuristic : heuristics) {
            rows.add(row(instance, heuristic, pass, seed, network, lp));
        }
        return rows;
    }

    /** The LP optimum of what the simulation charges: the instance's platform with every latency. */
    public static double optimum(ExperimentInstance instance, TreeNetwork network) {
        return SteadyStateLp.solve(network.simulated(instance.platform()), instance.applications())
                .fairThroughput();
    }

    /** One heuristic's demand-driven run on one instance, beside the instance's LP optimum {@code lp}. */
    public static TreeExperimentRow row(ExperimentInstance instance, TreeHeuristicInstance heuristic, Pass pass,
            long seed, TreeNetwork network, double lp) {
        TreeSimResult result = DemandDrivenSimulation.run(instance.platform(), instance.applications(), heuristic,
                pass.tasks(), pass.buffer(), seed, TreesObserver.NONE, network);
        return new TreeExperimentRow(instance.index(), instance.nodes(), instance.maxDegree(), instance.replicate(),
                instance.ccrMax(), heuristic.id(), pass.tasks(), pass.buffer(), lp,
                result.theoreticalFairThroughput(), result.experimentalFairThroughput());
    }
}
