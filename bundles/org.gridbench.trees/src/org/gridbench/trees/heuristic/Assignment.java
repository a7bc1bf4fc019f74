package org.gridbench.trees.heuristic;

/**
 * One choice of Figure 1 line 5: send a unit of {@code kind} to {@code requester}, a node index (the choosing node's
 * own index means its worker thread).
 *
 * @since 1.0
 */
public record Assignment(int requester, int kind) {
}
