package org.gridbench.trees.heuristics;

import java.util.List;

import org.gridbench.trees.heuristic.TreeHeuristicInstance;

/**
 * The built-in heuristics as {@code plugin.xml} contributes them, for tests and benchmarks that run without the
 * extension registry. A test checks that the two lists agree.
 */
public final class BuiltInHeuristics {

    private BuiltInHeuristics() {
    }

    /** The heuristics of section 4, in the paper's order. */
    public static List<TreeHeuristicInstance> all() {
        return List.of(
                new TreeHeuristicInstance("LP", "Centralized LP-based",
                        "Solves linear program (3) and follows its rates at every node by 1D load balancing (section 4.1).",
                        new LpBased()),
                new TreeHeuristicInstance("FCFS", "First Come First Served",
                        "Serves requests in arrival order with tasks in arrival order; the root balances types by weight (section 4.2).",
                        new FirstComeFirstServed()),
                new TreeHeuristicInstance("CGBC", "Coarse-Grain Bandwidth-Centric",
                        "Macro-tasks of w(k) tasks of every type, fastest requester first (section 4.3).",
                        new CoarseGrainBandwidthCentric()),
                new TreeHeuristicInstance("PBC", "Parallel Bandwidth-Centric",
                        "One bandwidth-centric tree per application, sharing ports and processors (section 4.4).",
                        new ParallelBandwidthCentric()),
                new TreeHeuristicInstance("DATA-CENTRIC", "Data-Centric Scheduling",
                        "Starts bandwidth-centric on the most communication-intensive application, then trades rates towards fairness and follows them by 1D load balancing (section 4.5).",
                        new DataCentric()));
    }

    /** @throws IllegalArgumentException when {@code id} is not a built-in heuristic */
    public static TreeHeuristicInstance byId(String id) {
        return all().stream().filter(h -> h.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no built-in tree heuristic " + id));
    }
}
