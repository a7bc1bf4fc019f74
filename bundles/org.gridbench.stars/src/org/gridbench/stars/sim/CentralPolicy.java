package org.gridbench.stars.sim;

import org.gridbench.stars.workload.Request;

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

    /**
     * The same for {@code tasks} tasks of {@code request}, knowing every node's local queue (DP reads deadlines
     * from EDF queues, Algorithm C.3; FSP slownesses, Algorithm C.4); by default the queues are not read.
     */
    default int allocate(NodeIndex index, NodeQueues<?> queues, Request request, int tasks, double now, int[] nodes) {
        return allocate(index, tasks, request.memory(), request.disk(), request.taskLength(), now, nodes);
    }

    /** Node {@code node} admitted tasks into its queue; DP stops counting it among the idle nodes. */
    default void tasksAdmitted(NodeIndex index, int node) {
    }

    /** A task of {@code node} ended, leaving {@code queued} tasks; IBP frees the node it had reserved. */
    default void taskEnded(NodeIndex index, int node, int queued) {
    }
}
