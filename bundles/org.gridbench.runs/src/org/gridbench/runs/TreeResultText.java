package org.gridbench.runs;

import java.util.Locale;

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

    public static String text(TreeScenario scenario, TreeSimResult r, double lp) {
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT, """
                heuristic                        %s
                experimental fair throughput     %.9g
                theoretical fair throughput      %.9g
                LP optimum (fair throughput)     %.9g
                makespan                         %.6g (%d tasks)
                """, r.heuristicId(), r.experimentalFairThroughput(), r.theoreticalFairThroughput(), lp,
                r.makespan(), r.tasksDone()));
        for (int k = 0; k < scenario.applications().size(); k++) {
            out.append(String.format(Locale.ROOT, "  %-12s observed rate %.9g%n", scenario.applications().get(k).id(),
                    r.observedRates().get(k)));
        }
        return out.toString();
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
