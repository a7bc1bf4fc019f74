package org.gridbench.model.tree;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.ScenarioDocument;

import com.fasterxml.jackson.databind.JsonNode;

/** A trees scenario as the simulation sees it: the platform, the applications and the heuristic it names. */
public record TreeScenario(TreePlatform platform, List<BagApplication> applications, Optional<String> heuristic) {

    /**
     * The least node speed, link bandwidth and task computation or input: a root of speed 1e-200 beside workers of
     * speed 8 left the steady-state LP infeasible, and tasks of 4.9e-324 flops stalled the heuristics' plans.
     */
    public static final double MIN_SIZE = 1e-6;

    /**
     * The longest a task may compute on the fastest node, in time units: its rate there is then at least 10^-6 tasks
     * per time unit. Tasks of 10^9 time units beside tasks of 0.2 left the steady-state LP's optimum at 0 (rates
     * lost in the solver's tolerance), 10^7 still solved; 10^49 left it infeasible.
     */
    public static final double MAX_TASK_TIME = 1e6;

    /**
     * The most variables the steady-state LP may have, nodes x applications (one rate per node and application, its
     * sent(k) the sum over the subtree): 10,000 solved in 17 to 32 s here whatever the shape, 25,000 (500 x 50) took
     * 103 s and 2,000 x 50 did not end in 120 s (docs/limits.md).
     */
    public static final long MAX_LP_VARIABLES = 10_000;

    public TreeScenario {
        applications = List.copyOf(applications);
    }

    /** Why {@code nodes} nodes and {@code applications} applications are refused, if they are: the LP's size. */
    public static Optional<String> lpRefusal(long nodes, long applications) {
        long variables = nodes * applications;
        return variables <= MAX_LP_VARIABLES ? Optional.empty()
                : Optional.of(String.format(Locale.ROOT, "%d nodes x %d applications make %,d variables of the"
                        + " steady-state LP, more than %,d, past which the solver takes minutes here; give fewer nodes"
                        + " or applications", nodes, applications, variables, MAX_LP_VARIABLES));
    }

    /** @param document a valid trees scenario (ScenarioReader checked it) */
    public static TreeScenario of(ScenarioDocument document) {
        if (document.family() != Family.TREES) {
            throw new IllegalArgumentException("not a trees scenario: " + document.family().id());
        }
        JsonNode root = document.root();
        List<TreeNode> nodes = new ArrayList<>();
        for (JsonNode n : root.path("platform").path("nodes")) {
            nodes.add(new TreeNode(n.path("id").asText(), n.hasNonNull("parent") ? n.path("parent").asText() : null,
                    n.path("speed").asDouble(), n.path("bandwidth").asDouble(0), n.path("latency").asDouble(0)));
        }
        List<BagApplication> applications = new ArrayList<>();
        for (JsonNode a : root.path("applications")) {
            applications.add(application(a, root.path("taskSizes")));
        }
        Optional<String> heuristic = root.hasNonNull("heuristic") ? Optional.of(root.path("heuristic").asText())
                : Optional.empty();
        return new TreeScenario(new TreePlatform(nodes), applications, heuristic);
    }

    // flops and bytes as given, or from the CCR by the task-size model: fixed-compute keeps c(k), fixed-data b(k)
    private static BagApplication application(JsonNode a, JsonNode sizes) {
        String id = a.path("id").asText();
        double weight = a.path("weight").asDouble();
        if (!a.has("ccr")) {
            return new BagApplication(id, weight, a.path("flops").asDouble(), a.path("bytes").asDouble());
        }
        double ccr = a.path("ccr").asDouble();
        if (sizes.path("model").asText().equals("fixed-data")) {
            double bytes = sizes.path("bytes").asDouble();
            return new BagApplication(id, weight, bytes / ccr, bytes);
        }
        double flops = sizes.path("flops").asDouble();
        return new BagApplication(id, weight, flops, ccr * flops);
    }
}
