package org.gridbench.trees.heuristic;

import java.util.Objects;

/**
 * A heuristic ready to run: the code, what its contribution to the extension point declares, and the plug-in
 * contributing it (empty for a heuristic made in code, as tests do).
 *
 * @since 1.0
 */
public record TreeHeuristicInstance(String id, String name, String description, TreeHeuristic heuristic,
        String plugin) {

    public TreeHeuristicInstance {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(heuristic, "heuristic");
        Objects.requireNonNull(plugin, "plugin");
    }

    /** A heuristic made in code rather than contributed by a plug-in. */
    public TreeHeuristicInstance(String id, String name, String description, TreeHeuristic heuristic) {
        this(id, name, description, heuristic, "");
    }
}
