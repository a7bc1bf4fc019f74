package org.gridbench.stars.wdp;

import org.gridbench.stars.sim.Samples;

import java.util.ArrayList;
import java.util.List;

/**
 * The running totals of a WDP simulation. The workflow measures count the measured workflows only (submitted after
 * the warm-up), each with its outcome when it finishes or is given up; the task, request and message counts count
 * everything.
 */
final class WdpCounters {
    long workflows;
    long measured;
    long allocated;
    long abandoned;
    long finished;
    long lateWorkflows;
    long acceptedTasks;
    long finishedTasks;
    long lateTasks;
    long cancelledTasks;
    long requests;
    long resends;
    long rejectedParts;
    long discardedParts;
    long staleAcceptances;
    long routed;
    long messages;
    long bytes;
    long handled;
    final List<WorkflowOutcome> outcomes = new ArrayList<>();
    /** Per late task, seconds past its deadline. */
    final Samples lateness = new Samples();
}
