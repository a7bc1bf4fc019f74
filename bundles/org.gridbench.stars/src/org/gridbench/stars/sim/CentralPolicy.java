package org.gridbench.stars.sim;

import org.gridbench.stars.local.EdfQueue;
import org.gridbench.stars.local.SlownessQueue;

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
     * The same for an application with a deadline, knowing every node's EDF queue (DP, Algorithm C.3); the policies
     * without deadlines ignore both.
     */
    default int allocateByDeadline(NodeIndex index, NodeQueues<EdfQueue> queues, int tasks, double memory,
            double disk, double length, double deadline, double now, int[] nodes) {
        return allocate(index, tasks, memory, disk, length, now, nodes);
    }

    /**
     * The same knowing every node's slowness queue (FSP, Algorithm C.4): the tasks of an application released at
     * {@code release}; the policies that do not sort by slowness ignore both.
     */
    default int allocateBySlowness(NodeIndex index, NodeQueues<SlownessQueue> queues, int tasks, double memory,
            double disk, double length, double release, double now, int[] nodes) {
        return allocate(index, tasks, memory, disk, length, now, nodes);
    }

    /** Node {@code node} admitted tasks into its queue; DP stops counting it among the idle nodes. */
    default void tasksAdmitted(NodeIndex index, int node) {
    }

    /** A task of {@code node} ended, leaving {@code queued} tasks; IBP frees the node it had reserved. */
    default void taskEnded(NodeIndex index, int node, int queued) {
    }
}
