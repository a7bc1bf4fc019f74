package org.gridbench.trees.heuristic;

import java.util.Objects;

/**
 * A heuristic ready to run: the code and what its contribution to the extension point declares.
 *
 * @since 1.0
 */
public record TreeHeuristicInstance(String id, String name, String description, TreeHeuristic heuristic) {

    public TreeHeuristicInstance {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(heuristic, "heuristic");
    }
}
