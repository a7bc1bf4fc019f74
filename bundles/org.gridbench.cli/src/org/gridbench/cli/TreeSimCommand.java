package org.gridbench.cli;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.runs.TreeResultText;
import org.gridbench.model.scenario.HeapLimits;
import org.gridbench.model.tree.TreeScenario;
import org.gridbench.trees.TreeHeuristics;
import org.gridbench.trees.heuristic.HeuristicException;
import org.gridbench.trees.heuristic.TreeHeuristicInstance;
import org.gridbench.trees.lp.SteadyStateException;
import org.gridbench.trees.lp.SteadyStateLp;
import org.gridbench.trees.sim.DemandDrivenSimulation;
import org.gridbench.trees.sim.TreesObserver;
import org.gridbench.trees.sim.TreeNetwork;
import org.gridbench.trees.sim.TreeSimResult;


/** {@code tree-sim FILE}: the demand-driven simulation of one heuristic beside the LP optimum. */
final class TreeSimCommand implements Command {

    private final IExtensionRegistry registry;

    TreeSimCommand(IExtensionRegistry registry) {
        this.registry = registry;
    }

    @Override
    public String name() {
        return "tree-sim";
    }

    @Override
    public String summary() {
        return "simulate a demand-driven heuristic on a tree platform and compare with the LP optimum";
    }

    @Override
    public String usage() {
        return """
                Usage: ./gridbench tree-sim FILE [--heuristic H] [--tasks N] [--buffer B] [--json]
                                       [--latency plan|ignore] [--network plain|cm02] [--window BYTES]

                Simulates the demand-driven protocol of Beaumont et al. (Figure 1) under the single-port
                full-overlap model for the trees scenario in FILE, with heuristic H (default: the scenario's
                heuristic; see list-policies), N tasks per application (default 200; about 32 bytes of heap
                per task and application, checked before the run) and buffers of B tasks (default 10, at most
                10,000). Prints the experimental fair throughput (section 5.1.1, eps = 0.1), the
                heuristic's theoretical fair throughput where it has one, and the LP optimum.
                --json prints experimentalFairThroughput, theoreticalFairThroughput, lpFairThroughput and
                the observed rate of every application. The LP optimum charges what the simulation charges:
                latency_v + b(k)/b_v per task on the link into v.
                """ + TreeReadingOptions.USAGE;
    }

    @Override
    public int run(List<String> args, Console console) throws InputException {
        Set<String> valued = new HashSet<>(Set.of("--heuristic", "--tasks", "--buffer"));
        valued.addAll(TreeReadingOptions.NETWORK);
        Options options = Options.parse(name(), args, valued, Set.of("--json"));
        TreeNetwork network = TreeReadingOptions.network(name(), options, TreeNetwork.DEFAULT);
        if (options.positional().size() != 1) {
            throw new InputException("tree-sim: name one scenario file; see ./gridbench tree-sim --help");
        }
        Path file = Path.of(options.positional().get(0));
        TreeScenario scenario = TreeLpCommand.read(file);
        String id = options.text("--heuristic", scenario.heuristic().orElse(null));
        if (id == null) {
            throw new InputException(file + ": heuristic: missing; name one in the scenario or with --heuristic");
        }
        TreeHeuristicInstance heuristic;
        try {
            heuristic = TreeHeuristics.create(registry, id);
        } catch (HeuristicException e) {
            throw new InputException(file + ": heuristic: " + e.getMessage());
        }
        int tasks = options.count("--tasks", DemandDrivenSimulation.DEFAULT_TASKS, 1);
        int buffer = options.count("--buffer", DemandDrivenSimulation.DEFAULT_BUFFER, 1);
        if (buffer > DemandDrivenSimulation.MAX_BUFFER) {
            throw new InputException(String.format(Locale.ROOT, "tree-sim: --buffer: must be at most %,d tasks (each"
                    + " free slot is a request in flight, and the time grows with the square of the buffer), found %d",
                    DemandDrivenSimulation.MAX_BUFFER, buffer));
        }
        int applications = scenario.applications().size();
        Optional<String> tooMany = HeapLimits.refusal((long) tasks * applications, "tasks (" + tasks
                + " per application, " + applications + (applications == 1 ? " application)" : " applications)"),
                DemandDrivenSimulation.BYTES_PER_TASK);
        if (tooMany.isPresent()) {
            throw new InputException("tree-sim: --tasks: " + tooMany.get());
        }
        Optional<String> capped = network.capRefusal(scenario.platform(), TreeScenario.MIN_SIZE);
        if (capped.isPresent()) {
            throw new InputException("tree-sim: " + (options.flag("--window") ? "--window" : "--network") + ": "
                    + capped.get() + "; give a larger --window, or --network plain");
        }
        double lp;
        try {
            lp = SteadyStateLp.solve(network.simulated(scenario.platform()), scenario.applications())
                    .fairThroughput();
        } catch (SteadyStateException e) {
            throw new InputException(file + ": the linear program has no optimum (" + e.status() + "): "
                    + e.getMessage());
        }
        TreeSimResult result;
        try {
            result = DemandDrivenSimulation.run(scenario.platform(), scenario.applications(), heuristic, tasks,
                    buffer, 1, TreesObserver.NONE, network);
        } catch (HeuristicException e) {
            console.err().println("tree-sim: " + e.getMessage());
            return Cli.INTERNAL_ERROR;
        }
        console.out().print(options.flag("--json") ? TreeResultText.json(scenario, result, lp)
                : TreeResultText.text(scenario, result, lp));
        return Cli.OK;
    }
}
