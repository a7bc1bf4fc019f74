package org.gridbench.cli;

import java.util.Locale;
import java.util.Optional;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.experiments.stars.StarsReport;
import org.gridbench.experiments.stars.ThesisWorkload;
import org.gridbench.model.stars.StarsScenario;
import org.gridbench.model.stars.StarsScenario.Allocation;
import org.gridbench.model.stars.StarsScenario.FailureSettings;
import org.gridbench.runs.stars.StarsHeap;
import org.gridbench.runs.stars.StarsSetup;
import org.gridbench.stars.StarsPolicies;
import org.gridbench.stars.sim.StarsConfig;
import org.gridbench.stars.sim.StarsPolicy;
import org.gridbench.stars.sim.StarsResult;
import org.gridbench.stars.sim.StarsSimulation;

/**
 * One run of IBP, MMP, DP or FSP as the options of {@code stars} describe it (Celaya, section 8.2), every option
 * checked before anything is simulated; {@code stars} and the {@code stars} sweep experiment both run it.
 */
final class StarsRunRequest {

    /** The most rows series.csv may get: a finer --sample filled the event queue (67,108,864 events). */
    static final int MAX_SAMPLES = 1_000_000;

    private final IExtensionRegistry registry;
    private final StarsPolicy<?> policy;
    private final StarsWorkloadOptions workload;
    private final StarsSetup setup;
    private final String link;
    private final long workloadSeed;
    private final int threads;

    private StarsRunRequest(IExtensionRegistry registry, StarsPolicy<?> policy, StarsWorkloadOptions workload,
            StarsSetup setup, String link, long workloadSeed, int threads) {
        this.registry = registry;
        this.policy = policy;
        this.workload = workload;
        this.setup = setup;
        this.link = link;
        this.workloadSeed = workloadSeed;
        this.threads = threads;
    }

    /** The run {@code options} describe, for the workflow-free policy {@code policyId}; one message per mistake. */
    static StarsRunRequest parse(Options options, IExtensionRegistry registry, String policyId)
            throws InputException {
        Allocation allocation = StarsCommand.allocation(options.text("--mode", "decentralized"));
        StarsModelOptions model = StarsModelOptions.parse(options);
        String link = StarsCommand.link(options.text("--link", "fast"));
        int nodes = StarsCommand.nodes(options);
        int sfMax = StarsCommand.atLeast(options, "--sfmax", options.text("--sfmax", "50"), 1, "SF_max");
        double updateBandwidth = options.positiveNumber("--update-bw", options.text("--update-bw", "1000"));
        double duration = StarsCommand.duration(options.text("--duration", "1h"));
        long seed = options.whole("--seed", 1, Long.MIN_VALUE);
        long workloadSeed = options.whole("--workload-seed", seed, Long.MIN_VALUE);
        double sample = options.optional("--sample").isPresent()
                ? options.positiveNumber("--sample", options.text("--sample", null))
                : duration / 200;
        if (duration / sample > MAX_SAMPLES) {
            throw new InputException(String.format(Locale.ROOT, "stars: --sample: %s s gives more than %,d rows of"
                    + " series.csv over the duration; sample at least every %s s", options.text("--sample", "")
                    .strip(), MAX_SAMPLES, duration / MAX_SAMPLES));
        }
        StarsPolicy<?> policy = StarsCommand.policy(registry, policyId, options, model);
        Optional<String> tooMany = StarsHeap.refusal(nodes, policy.id());
        if (tooMany.isPresent()) {
            throw new InputException("stars: --nodes: " + tooMany.get());
        }
        long fixedTasks = options.optional("--requests").isPresent() ? (long) options.count("--requests", 1, 1)
                * options.count("--tasks-per-request", 1, 1) : 0;
        Optional<String> tooManyTasks = StarsHeap.taskRefusal(fixedTasks, policy.id());
        if (tooManyTasks.isPresent()) {
            throw new InputException("stars: --tasks-per-request: " + tooManyTasks.get());
        }
        StarsWorkloadOptions workload = StarsWorkloadOptions.parse(options, nodes, duration, workloadSeed,
                policy.readsDeadlines());
        FailureSettings failures = StarsCommand.failures(options);
        Optional<String> churning = StarsScenario.churnRefusal(nodes, duration, failures.churnMedian());
        if (churning.isPresent()) {
            throw new InputException("stars: --churn: " + churning.get());
        }
        StarsSetup setup = model.setup(StarsScenario.generated(nodes, sfMax, allocation, link, updateBandwidth,
                duration, seed, sample, failures));
        return new StarsRunRequest(registry, policy, workload, setup, link, workloadSeed,
                StarsCommand.threads(options));
    }

    /** Builds the overlay, replays the workload (generating the thesis's trace first) and simulates. */
    StarsReport simulate() throws InputException {
        StarsConfig config;
        StarsSimulation<?> simulation;
        try {
            config = setup.config();
            simulation = setup.simulation(policy, workload.nodes(), threads);
        } catch (IllegalArgumentException e) {
            throw new InputException("stars: " + e.getMessage());
        }
        workload.checkFeasible(simulation);
        StarsWorkloadOptions.Replay replay = workload.replay(config,
                StarsPolicies.create(registry, ThesisWorkload.GENERATOR_POLICY), threads, policy.readsDeadlines());
        long start = System.nanoTime();
        StarsResult result = simulation.run(replay.streams(), setup.failures());
        double wall = (System.nanoTime() - start) / 1e9;
        return new StarsReport(config, result, link, replay.summary(), workloadSeed, wall);
    }
}
