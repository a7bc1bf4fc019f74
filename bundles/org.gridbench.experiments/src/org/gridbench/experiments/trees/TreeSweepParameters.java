package org.gridbench.experiments.trees;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.model.scenario.PlainNumbers;
import org.gridbench.model.tree.TreeScenario;
import org.gridbench.trees.TreeHeuristics;
import org.gridbench.trees.generator.CcrMaxDistribution;
import org.gridbench.trees.generator.ExperimentPlatforms;
import org.gridbench.trees.generator.ExperimentSetup;
import org.gridbench.trees.generator.TaskSizes;
import org.gridbench.trees.heuristic.HeuristicException;
import org.gridbench.trees.sim.TreeNetwork;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.LongNode;
import com.fasterxml.jackson.databind.node.TextNode;

/**
 * The parameters of one run of the trees experiment, read from a sweep point, and what each may hold: the platform
 * (one of the 150 instances), the heuristic, the pass ({@code TASKS/BUFFER}) and the reading of what the paper leaves
 * unsaid, named as {@code ./gridbench tree-experiment}'s options name it.
 */
record TreeSweepParameters(int platform, String heuristic, TreeExperiment.Pass pass, ExperimentSetup setup,
        TreeNetwork network, long seed) {

    /** Each parameter with its default; platform and heuristic have none. */
    static Map<String, JsonNode> defaults() {
        TreeReading d = TreeReading.defaults();
        Map<String, JsonNode> defaults = new LinkedHashMap<>();
        defaults.put("platform", null);
        defaults.put("heuristic", null);
        defaults.put("pass", TextNode.valueOf("200/10"));
        defaults.put("applications", IntNode.valueOf(d.setup().applications()));
        defaults.put("taskSizes", TextNode.valueOf(d.setup().taskSizes().id()));
        defaults.put("ccrMax", TextNode.valueOf(d.setup().ccrMax().id()));
        defaults.put("latency", TextNode.valueOf(d.network().planLatency() ? "plan" : "ignore"));
        defaults.put("network", TextNode.valueOf(d.network().window() > 0 ? "cm02" : "plain"));
        defaults.put("window", DoubleNode.valueOf(TreeNetwork.CM02_WINDOW));
        defaults.put("seed", LongNode.valueOf(1));
        return defaults;
    }

    static TreeSweepParameters of(Map<String, JsonNode> p) {
        String[] pass = p.get("pass").textValue().split("/");
        boolean cm02 = "cm02".equals(p.get("network").textValue());
        return new TreeSweepParameters(p.get("platform").intValue(), p.get("heuristic").textValue(),
                new TreeExperiment.Pass(Integer.parseInt(pass[0]), Integer.parseInt(pass[1])),
                new ExperimentSetup(p.get("applications").intValue(), TaskSizes.of(p.get("taskSizes").textValue()),
                        CcrMaxDistribution.of(p.get("ccrMax").textValue())),
                new TreeNetwork("plan".equals(p.get("latency").textValue()), cm02 ? p.get("window").doubleValue() : 0),
                p.get("seed").longValue());
    }

    static Optional<String> refusal(String parameter, JsonNode value, IExtensionRegistry registry) {
        return switch (parameter) {
        case "platform" -> value.isIntegralNumber() && value.intValue() >= 0
                && value.intValue() < ExperimentPlatforms.count() ? Optional.empty()
                        : Optional.of("must be a platform index in 0.." + (ExperimentPlatforms.count() - 1)
                                + ", found " + PlainNumbers.literal(value));
        case "heuristic" -> value.isTextual() ? installed(value.textValue(), registry)
                : Optional.of("expected a heuristic id, found " + PlainNumbers.literal(value));
        case "pass" -> pass(value);
        case "applications" -> value.isIntegralNumber() && value.intValue() >= 1
                ? TreeScenario.lpRefusal(ExperimentPlatforms.largest(), value.longValue())
                        .map(why -> "on the largest platform, " + why)
                : Optional.of("must be a whole number of at least 1, found " + PlainNumbers.literal(value));
        case "taskSizes" -> known(value, () -> TaskSizes.of(value.textValue()));
        case "ccrMax" -> known(value, () -> CcrMaxDistribution.of(value.textValue()));
        case "latency" -> oneOf(value, "plan", "ignore");
        case "network" -> oneOf(value, "plain", "cm02");
        case "window" -> value.isNumber() && value.doubleValue() >= TreeNetwork.MIN_WINDOW
                && Double.isFinite(value.doubleValue()) ? Optional.empty()
                        : Optional.of("must be at least 1 byte (a TCP window is whole bytes), found "
                                + PlainNumbers.literal(value));
        default -> Optional.empty();
        };
    }

    private static Optional<String> installed(String id, IExtensionRegistry registry) {
        try {
            TreeHeuristics.create(registry, id);
            return Optional.empty();
        } catch (HeuristicException e) {
            return Optional.of(e.getMessage());
        }
    }

    // TASKS/BUFFER, both whole numbers of at least 1, as the paper's passes 200/10, 2000/10, 2000/100
    private static Optional<String> pass(JsonNode value) {
        String[] parts = value.isTextual() ? value.textValue().split("/", -1) : new String[0];
        try {
            if (parts.length == 2 && Integer.parseInt(parts[0]) >= 1 && Integer.parseInt(parts[1]) >= 1) {
                return Optional.empty();
            }
        } catch (NumberFormatException e) {
            // refused below
        }
        return Optional.of("expected TASKS/BUFFER such as \"200/10\", found " + PlainNumbers.literal(value));
    }

    private static Optional<String> known(JsonNode value, Runnable parse) {
        if (!value.isTextual()) {
            return Optional.of("expected a name, found " + PlainNumbers.literal(value));
        }
        try {
            parse.run();
            return Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.of(e.getMessage());
        }
    }

    private static Optional<String> oneOf(JsonNode value, String a, String b) {
        return value.isTextual() && (a.equals(value.textValue()) || b.equals(value.textValue())) ? Optional.empty()
                : Optional.of("expected " + a + " or " + b + ", found " + PlainNumbers.literal(value));
    }
}
