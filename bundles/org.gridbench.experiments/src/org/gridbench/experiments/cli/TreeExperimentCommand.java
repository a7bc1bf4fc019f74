package org.gridbench.experiments.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.experiments.trees.TreeExperiment;
import org.gridbench.experiments.trees.TreeExperimentReport;
import org.gridbench.experiments.trees.TreeExperimentRow;
import org.gridbench.trees.TreeHeuristics;
import org.gridbench.trees.generator.ExperimentPlatforms;
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
                Usage: ./gridbench tree-experiment [--out DIR] [--seed S] [--applications K] [--threads T]

                Runs every installed tree heuristic on the 150 random platforms of Beaumont et al.
                (5, 10, 20, 50, 100 nodes x maximum degree 2, 5, 15 x 10 trees; docs/trees.md) three
                times: 200 tasks per application with buffers of 10 tasks; 2,000 tasks with buffers of 10
                (does 200 reach the steady state?); 2,000 tasks with buffers of 100.
                Writes DIR/trees.csv (one row per platform x heuristic x pass with the LP optimum, the
                theoretical and the experimental fair throughput), summary.json (geometric means of the
                ratio to the LP heuristic, fraction of throughputs close to 0, mean deviations, the change
                from 200 to 2,000 tasks) and the
                histograms of the paper's Figures 2 and 3 as PNG and SVG. Default DIR: trees-results.
                """;
    }

    @Override
    public int run(List<String> args, Console console) throws InputException {
        Options options = Options.parse(name(), args, Set.of("--out", "--seed", "--applications", "--threads"),
                Set.of());
        if (!options.positional().isEmpty()) {
            throw new InputException("tree-experiment: unexpected argument '" + options.positional().get(0) + "'");
        }
        List<TreeHeuristicInstance> heuristics = TreeHeuristics.createAll(registry);
        if (heuristics.stream().noneMatch(h -> h.id().equals("LP"))) {
            throw new InputException("tree-experiment: the LP heuristic, the reference of the paper's Figure 3, "
                    + "is not installed");
        }
        TreeExperiment experiment = new TreeExperiment(options.whole("--seed", 1, Long.MIN_VALUE),
                options.count("--applications", ExperimentPlatforms.DEFAULT_APPLICATIONS, 1),
                options.count("--threads", Runtime.getRuntime().availableProcessors(), 1));
        long start = System.nanoTime();
        List<TreeExperimentRow> standard = experiment.run(heuristics, new TreeExperiment.Pass(200, 10));
        List<TreeExperimentRow> longRuns = experiment.run(heuristics, new TreeExperiment.Pass(2000, 10));
        List<TreeExperimentRow> large = experiment.run(heuristics, new TreeExperiment.Pass(2000, 100));
        Path out = Path.of(options.text("--out", "trees-results"));
        try {
            new TreeExperimentReport(standard, longRuns, large).write(out);
        } catch (IOException e) {
            throw new InputException("tree-experiment: cannot write to " + out + ": " + e.getMessage());
        }
        console.out().printf("%d runs in %.1f s; wrote %s%n", standard.size() + longRuns.size() + large.size(),
                (System.nanoTime() - start) / 1e9, out);
        return Cli.OK;
    }
}
