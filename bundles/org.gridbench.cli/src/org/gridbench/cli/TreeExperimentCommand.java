package org.gridbench.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.experiments.trees.TreeReading;
import org.gridbench.experiments.trees.TreeSensitivity;
import org.gridbench.experiments.trees.TreeSweepDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.sweep.SweepReader;
import org.gridbench.sweeps.engine.LocalExecutor;
import org.gridbench.sweeps.engine.OpenSweep;
import org.gridbench.sweeps.engine.Shard;
import org.gridbench.trees.TreeHeuristics;
import org.gridbench.trees.heuristic.TreeHeuristicInstance;

/** {@code tree-experiment}: the experiment of Beaumont et al., section 5, on the 150 random platforms. */
final class TreeExperimentCommand implements Command {

    private final IExtensionRegistry registry;

    TreeExperimentCommand(IExtensionRegistry registry) {
        this.registry = registry;
    }

    @Override
    public String name() {
        return "tree-experiment";
    }

    @Override
    public String summary() {
        return "run every tree heuristic on the paper's 150 random platforms (CSV, JSON, histograms)";
    }

    @Override
    public String usage() {
        return """
                Usage: ./gridbench tree-experiment [--out DIR] [--seed S] [--threads T] [reading options]
                       ./gridbench tree-experiment --sensitivity [--out DIR] [--seed S] [--threads T]

                Runs every installed tree heuristic on the 150 random platforms of Beaumont et al.
                (5, 10, 20, 50, 100 nodes x maximum degree 2, 5, 15 x 10 trees; docs/trees.md) three
                times: 200 tasks per application with buffers of 10 tasks; 2,000 tasks with buffers of 10
                (does 200 reach the steady state?); 2,000 tasks with buffers of 100.
                Writes DIR/trees.csv (one row per platform x heuristic x pass with the LP optimum, the
                theoretical and the experimental fair throughput), summary.json (geometric means of the
                ratio to the LP heuristic, fraction of throughputs close to 0, mean deviations, the change
                from 200 to 2,000 tasks) and the
                histograms of the paper's Figures 2 and 3 as PNG and SVG. Default DIR: trees-results.
                It runs as a sweep of the trees experiment (docs/sweeps.md): one run per pass x platform x
                heuristic, DIR also holds sweep.json, runs/ and results.csv, and the same command resumes a
                stopped experiment without running its finished runs again.

                Reading options (what the paper leaves unsaid; defaults justified in docs/trees.md):
                """ + TreeReadingOptions.SETUP_USAGE + TreeReadingOptions.USAGE + """

                --sensitivity runs the experiment (200 tasks with buffers of 10, 2,000 with buffers of 100)
                under the default reading and under each unsaid reading changed in turn: latency planning,
                CM02's window cap, the task-size model, K in {2, 3, 5}, the CCR_max distribution, and
                the other task-size model (fixed-compute) with K = 2. Writes DIR/sensitivity.csv,
                sensitivity.md (one table of geometric means, fractions close to 0 and deviations, the
                paper's numbers first) and sensitivity.png / .svg. Reading options are refused with it.
                Default DIR: trees-sensitivity.
                """;
    }

    @Override
    public int run(List<String> args, Console console) throws InputException {
        Set<String> valued = new HashSet<>(Set.of("--out", "--seed", "--threads"));
        valued.addAll(TreeReadingOptions.NETWORK);
        valued.addAll(TreeReadingOptions.SETUP);
        Options options = Options.parse(name(), args, valued, Set.of("--sensitivity"));
        options.withoutArguments();
        List<TreeHeuristicInstance> heuristics = TreeHeuristics.createAll(registry);
        if (heuristics.stream().noneMatch(h -> h.id().equals("LP"))) {
            throw new InputException("tree-experiment: the LP heuristic, the reference of the paper's Figure 3, "
                    + "is not installed");
        }
        long seed = options.whole("--seed", 1, Long.MIN_VALUE);
        int threads = options.count("--threads", Runtime.getRuntime().availableProcessors(), 1);
        long start = System.nanoTime();
        if (options.flag("--sensitivity")) {
            return sensitivity(options, heuristics, seed, threads, console, start);
        }
        TreeReading reading = TreeReadingOptions.reading(name(), options);
        Path out = options.folder("--out", "trees-results");
        OpenSweep sweep;
        try {
            sweep = OpenSweep.of(SweepReader.parse(TreeSweepDocument.of(seed, reading, heuristics.stream()
                    .map(TreeHeuristicInstance::id).toList()), name(), null), registry);
        } catch (ScenarioException e) {
            throw SweepExecution.problems(e);
        }
        int code = SweepExecution.run(name(), sweep, out, new LocalExecutor(threads), Shard.WHOLE, false, console,
                false);
        console.out().printf("%d runs in %.1f s; wrote %s%n", sweep.plan().runs().size(),
                (System.nanoTime() - start) / 1e9, out);
        return code;
    }

    private int sensitivity(Options options, List<TreeHeuristicInstance> heuristics, long seed, int threads,
            Console console, long start) throws InputException {
        for (String option : TreeReadingOptions.NETWORK) {
            refuseWithSensitivity(options, option);
        }
        for (String option : TreeReadingOptions.SETUP) {
            refuseWithSensitivity(options, option);
        }
        List<TreeReading> readings = TreeReading.sensitivity();
        Path out = options.folder("--out", "trees-sensitivity");
        List<TreeSensitivity.Line> lines = new TreeSensitivity(seed, threads).run(heuristics, readings,
                name -> console.out().printf("reading: %s (%.0f s)%n", name, (System.nanoTime() - start) / 1e9));
        try {
            TreeSensitivity.write(lines, out);
        } catch (IOException e) {
            throw new InputException("tree-experiment: cannot write to " + out + ": " + e.getMessage());
        }
        console.out().printf("%d readings in %.1f s; wrote %s%n", readings.size(), (System.nanoTime() - start) / 1e9,
                out);
        return Cli.OK;
    }

    private void refuseWithSensitivity(Options options, String option) throws InputException {
        if (options.optional(option).isPresent()) {
            throw new InputException("tree-experiment: " + option + " cannot be combined with --sensitivity, which"
                    + " sweeps the readings itself");
        }
    }
}
