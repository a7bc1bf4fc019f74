package org.gridbench.stars.sim;

/**
 * The centralized version of a policy (Celaya, Appendix C): a scheduler with full knowledge of every execution node
 * allocates the tasks of a request, recording in the {@link NodeIndex} what it allocated.
 */
public interface CentralPolicy {

    /**
     * Allocates up to {@code tasks} tasks of length {@code length} MFLOP needing {@code memory} and {@code disk} MB;
     * writes the chosen node of each task, in task order, to {@code nodes} and returns how many were allocated.
     */
    int allocate(NodeIndex index, int tasks, double memory, double disk, double length, double now, int[] nodes);

    /** A task of {@code node} ended, leaving {@code queued} tasks; IBP frees the node it had reserved. */
    default void taskEnded(NodeIndex index, int node, int queued) {
    }
}
