package org.gridbench.cli;

import java.util.Optional;
import java.util.Set;

import org.gridbench.experiments.trees.TreeReading;
import org.gridbench.experiments.trees.TreeSweepExperiment;
import org.gridbench.model.scenario.HeapLimits;
import org.gridbench.model.tree.TreeScenario;
import org.gridbench.trees.generator.CcrMaxDistribution;
import org.gridbench.trees.generator.ExperimentPlatforms;
import org.gridbench.trees.generator.ExperimentSetup;
import org.gridbench.trees.generator.TaskSizes;
import org.gridbench.trees.sim.DemandDrivenSimulation;
import org.gridbench.trees.sim.TreeNetwork;

/** The options of the trees commands that choose a reading: network model, task sizes, K, CCR_max distribution. */
final class TreeReadingOptions {

    static final Set<String> NETWORK = Set.of("--latency", "--network", "--window");
    static final Set<String> SETUP = Set.of("--applications", "--task-sizes", "--ccr-max");
    static final String USAGE = """
              --latency plan|ignore   whether the heuristics plan with latency_v + b(k)/b_v per link, the time the
                                      simulation charges (default plan), or with b(k)/b_v as the paper writes it
              --network plain|cm02    cm02: SimGrid's CM02 cap of a link's rate at window / (2 latency), for the
                                      simulation and the plans alike (default: cm02 for tree-experiment, whose
                                      platforms are in seconds and bytes; plain for tree-sim, whose units are
                                      the scenario's)
              --window BYTES          the TCP window of cm02 (default 20000)
            """;
    static final String SETUP_USAGE = """
              --applications K        applications per platform (default 3)
              --task-sizes fixed-compute|fixed-data
                                      every task computes 1 Gflop and ships CCR x that, or every task ships 85.75 MB
                                      and computes that / CCR (default fixed-data)
              --ccr-max log-uniform|uniform
                                      how CCR_max is drawn in [0.002, 4.6] (default log-uniform)
            """;

    private TreeReadingOptions() {
    }

    /** The network the options choose, {@code d} for what they leave out. */
    static TreeNetwork network(String command, Options options, TreeNetwork d) throws InputException {
        boolean planLatency = switch (options.text("--latency", d.planLatency() ? "plan" : "ignore")) {
            case "plan" -> true;
            case "ignore" -> false;
            default -> throw new InputException(command + ": --latency: expected plan or ignore, found '"
                    + options.text("--latency", "") + "'");
        };
        double window = options.nonNegative("--window", TreeNetwork.CM02_WINDOW);
        return switch (options.text("--network", d.window() > 0 ? "cm02" : "plain")) {
            case "plain" -> new TreeNetwork(planLatency, 0);
            case "cm02" -> {
                if (!(window >= TreeNetwork.MIN_WINDOW)) {
                    throw new InputException(command + ": --window: must be at least 1 byte with --network cm02 (a"
                            + " TCP window is whole bytes), found " + options.text("--window", "").strip());
                }
                yield new TreeNetwork(planLatency, window);
            }
            default -> throw new InputException(command + ": --network: expected plain or cm02, found '"
                    + options.text("--network", "") + "'");
        };
    }

    static ExperimentSetup setup(String command, Options options) throws InputException {
        ExperimentSetup d = ExperimentSetup.defaults();
        int applications = options.count("--applications", ExperimentPlatforms.DEFAULT_APPLICATIONS, 1);
        long tasks = TreeSweepExperiment.PASSES.stream().mapToLong(pass -> Long.parseLong(pass.split("/")[0])).max()
                .orElseThrow();
        Optional<String> tooMany = HeapLimits.refusal(tasks * applications, "tasks of a run (" + tasks + " per"
                + " application in the largest pass, " + applications + " applications)",
                DemandDrivenSimulation.BYTES_PER_TASK);
        if (tooMany.isPresent()) {
            throw new InputException(command + ": --applications: " + tooMany.get());
        }
        Optional<String> tooLarge = TreeScenario.lpRefusal(ExperimentPlatforms.largest(), applications);
        if (tooLarge.isPresent()) {
            throw new InputException(command + ": --applications: on the largest platform, " + tooLarge.get());
        }
        try {
            return new ExperimentSetup(applications,
                    TaskSizes.of(options.text("--task-sizes", d.taskSizes().id())),
                    CcrMaxDistribution.of(options.text("--ccr-max", d.ccrMax().id())));
        } catch (IllegalArgumentException e) {
            throw new InputException(command + ": " + e.getMessage());
        }
    }

    static TreeReading reading(String command, Options options) throws InputException {
        return new TreeReading("chosen", setup(command, options),
                network(command, options, TreeReading.defaults().network()));
    }
}
