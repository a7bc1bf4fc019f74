package org.gridbench.runs;

import org.gridbench.model.tree.TreeScenario;
import org.gridbench.trees.sim.TreeSimResult;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The measures of one demand-driven tree run beside the LP optimum, as text or JSON (tree-sim and run print them). */
public final class TreeResultText {

    private TreeResultText() {
    }

    /** The measures under the names the views give them (TreesMetrics), one a line, each application's rate last. */
    public static String text(TreeScenario scenario, TreeSimResult r, double lp) {
        MeasureLines lines = new MeasureLines().add("heuristic", "%s", r.heuristicId())
                .add(TreesMetrics.EXPERIMENTAL_FAIR_THROUGHPUT, "%.9g", r.experimentalFairThroughput())
                .add(TreesMetrics.THEORETICAL_FAIR_THROUGHPUT, "%.9g", r.theoreticalFairThroughput())
                .add(TreesMetrics.LP_FAIR_THROUGHPUT, "%.9g", lp)
                .add(TreesMetrics.MAKESPAN, "%.6g (%d tasks)", r.makespan(), r.tasksDone());
        for (int k = 0; k < scenario.applications().size(); k++) {
            lines.add(TreesMetrics.observedRate(scenario.applications().get(k).id()), "%.9g",
                    r.observedRates().get(k));
        }
        return lines.toString();
    }

    public static String json(TreeScenario scenario, TreeSimResult r, double lp) {
        ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        ObjectNode root = mapper.createObjectNode().put("heuristic", r.heuristicId())
                .put("experimentalFairThroughput", r.experimentalFairThroughput())
                .put("theoreticalFairThroughput", r.theoreticalFairThroughput()).put("lpFairThroughput", lp)
                .put("makespan", r.makespan()).put("tasks", r.tasksDone());
        ObjectNode rates = root.putObject("observedRates");
        for (int k = 0; k < scenario.applications().size(); k++) {
            rates.put(scenario.applications().get(k).id(), r.observedRates().get(k));
        }
        try {
            return mapper.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of numbers and strings always serialises", e);
        }
    }
}
