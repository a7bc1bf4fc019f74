package org.gridbench.experiments.trees;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.runs.TreesMetrics;
import org.gridbench.sweeps.MeasureNames;
import org.gridbench.sweeps.ReportOptions;
import org.gridbench.sweeps.RunFailure;
import org.gridbench.sweeps.RunRecord;
import org.gridbench.sweeps.SweepExperiment;
import org.gridbench.sweeps.SweepPlan;
import org.gridbench.trees.TreeHeuristics;
import org.gridbench.trees.generator.ExperimentInstance;
import org.gridbench.trees.generator.ExperimentPlatforms;
import org.gridbench.trees.heuristic.HeuristicException;
import org.gridbench.trees.heuristic.TreeHeuristicInstance;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The experiment of Beaumont et al., section 5, as a sweep: one run is one heuristic on one of the 150 random
 * platforms in one pass, under one reading of what the paper leaves unsaid. The LP optimum of a platform is solved
 * once per platform and reading, whichever run needs it first.
 */
public final class TreeSweepExperiment implements SweepExperiment {

    public static final String ID = "trees";
    /** The paper's passes (tasks per application / buffer), in the order trees.csv lists them. */
    public static final List<String> PASSES = List.of("200/10", "2000/10", "2000/100");
    /** Each measure's key, as results.csv writes it, and the name views show, as live runs name it. */
    static final Map<String, String> NAMES = MeasureNames.of("lp_fair_throughput", TreesMetrics.LP_FAIR_THROUGHPUT,
            "theoretical_fair_throughput", TreesMetrics.THEORETICAL_FAIR_THROUGHPUT, "experimental_fair_throughput",
            TreesMetrics.EXPERIMENTAL_FAIR_THROUGHPUT);
    static final List<String> MEASURES = List.copyOf(NAMES.keySet());

    private final IExtensionRegistry registry;
    private final Map<String, Double> optima = new ConcurrentHashMap<>();

    public TreeSweepExperiment(IExtensionRegistry registry) {
        this.registry = registry;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public Map<String, JsonNode> defaults() {
        return TreeSweepParameters.defaults();
    }

    @Override
    public Optional<String> refusal(String parameter, JsonNode value, Map<String, JsonNode> fixed) {
        return TreeSweepParameters.refusal(parameter, value, registry);
    }

    @Override
    public List<String> measures() {
        return MEASURES;
    }

    @Override
    public Map<String, String> measureNames() {
        return NAMES;
    }

    @Override
    public ObjectNode run(Map<String, JsonNode> parameters) throws RunFailure {
        TreeSweepParameters p = TreeSweepParameters.of(parameters);
        TreeHeuristicInstance heuristic;
        try {
            heuristic = TreeHeuristics.create(registry, p.heuristic());
        } catch (HeuristicException e) {
            throw new RunFailure(e.getMessage());
        }
        ExperimentInstance instance = ExperimentPlatforms.instance(p.seed(), p.platform(), p.setup());
        double lp = optima.computeIfAbsent(p.seed() + " " + p.platform() + " " + p.setup() + " " + p.network(),
                key -> TreeExperiment.optimum(instance, p.network()));
        return json(TreeExperiment.row(instance, heuristic, p.pass(), p.seed(), p.network(), lp));
    }

    static ObjectNode json(TreeExperimentRow row) {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        root.putObject("measures").put("lp_fair_throughput", row.lpFairThroughput())
                .put("theoretical_fair_throughput", row.theoreticalFairThroughput())
                .put("experimental_fair_throughput", row.experimentalFairThroughput());
        root.putObject("instance").put("nodes", row.nodes()).put("maxDegree", row.maxDegree())
                .put("replicate", row.replicate()).put("ccrMax", row.ccrMax());
        return root;
    }

    /** trees.csv, summary.json and the paper's histograms, when the sweep runs the paper's three passes. */
    @Override
    public List<Path> report(SweepPlan plan, List<RunRecord> runs, Path folder, ReportOptions options)
            throws IOException {
        List<String> passes = plan.values("pass").stream().map(JsonNode::asText).toList();
        if (!passes.equals(PASSES) || plan.seeds().size() > 1 || runs.stream().anyMatch(r -> !r.done())) {
            return List.of();
        }
        List<List<TreeExperimentRow>> byPass = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        for (RunRecord run : runs) {
            byPass.get(PASSES.indexOf(run.point().parameters().get("pass").asText())).add(row(run));
        }
        new TreeExperimentReport(byPass.get(0), byPass.get(1), byPass.get(2)).write(folder);
        List<Path> written = new ArrayList<>(List.of(folder.resolve("trees.csv"), folder.resolve("summary.json")));
        for (String plot : List.of("log-ratio-to-lp-heuristic", "log-ratio-to-lp-optimum", "deviation")) {
            written.add(folder.resolve(plot + ".png"));
            written.add(folder.resolve(plot + ".svg"));
        }
        return written;
    }

    private static TreeExperimentRow row(RunRecord run) {
        TreeSweepParameters p = TreeSweepParameters.of(run.point().parameters());
        ObjectNode result = run.result().orElseThrow();
        JsonNode instance = result.path("instance");
        return new TreeExperimentRow(p.platform(), instance.path("nodes").intValue(),
                instance.path("maxDegree").intValue(), instance.path("replicate").intValue(),
                RunRecord.number(instance.path("ccrMax")), p.heuristic(), p.pass().tasks(), p.pass().buffer(),
                run.measure("lp_fair_throughput"), run.measure("theoretical_fair_throughput"),
                run.measure("experimental_fair_throughput"));
    }
}
