package org.gridbench.stars.workflow;

import org.gridbench.stars.routing.Direction;

/**
 * A subsequence sent to a child (Algorithm 6.3, lines 7-8): tasks {@code first} to {@code first + tasks - 1} of the
 * request's sequence, with the startline and deadline of the hole found for them, and the class of that hole in the
 * child's summary (on the grid the summaries were searched on).
 */
public record Placement(Direction child, int first, int tasks, Window window, HoleClass hole) {
}
