package org.gridbench.stars.wdp;

import java.util.List;

import org.gridbench.stars.sim.Distribution;
import org.gridbench.stars.sim.TrafficSummary;

/**
 * The outcome of one WDP simulation (Celaya, section 8.6.2). The workflow measures cover the workflows submitted after
 * the warm-up; the run goes on after the arrivals until each has finished or been given up.
 *
 * @param width the number of submission stages of the DAG (section 6.1.1)
 * @param minimumLength the DAG's critical path, MFLOP
 * @param totalLength the sum of its task lengths, MFLOP
 * @param arrivalRate workflows per second
 * @param end the simulated time the run stopped at, seconds
 * @param workflows workflows submitted
 * @param measured workflows submitted after the warm-up
 * @param allocated measured workflows all of whose tasks were accepted
 * @param abandoned measured workflows given up: some sequence could no longer fit its window
 * @param finished measured workflows whose every task ran
 * @param lateWorkflows measured workflows that finished after their deadline
 * @param unfinished workflows still allocating or running when the run stopped
 * @param acceptedTasks tasks accepted by execution nodes (each acceptance of a resent task included)
 * @param finishedTasks tasks that ran to completion
 * @param lateTasks tasks that ended after their deadline at their node
 * @param lateness seconds past their deadline, over the late tasks
 * @param cancelledTasks tasks removed from queues: stale acceptances and given-up workflows
 * @param requests sequence requests sent by submission nodes, resends included
 * @param resends timeouts after which some tasks of a sequence were sent again
 * @param rejectedParts parts an execution node refused because its father's information was out of date
 * @param discardedParts parts discarded at the root or after too many routing steps
 * @param staleAcceptances acceptances a submission node answered with a cancellation
 * @param allocationTime seconds from submission until every sequence was allocated, over the measured finished
 * @param speedUp over the measured finished workflows: total length / submitter speed / execution time
 * @param outcomes the measured workflows that finished or were given up, in submission order
 * @param incoming bandwidth received per node (bit/s) over the nodes: average, peak over 1 s and over 10 s
 * @param outgoing bandwidth sent per node, the same
 * @param routed requests a routing node forwarded
 * @param messages messages delivered
 * @param events simulation events processed
 * @param handled handler invocations: messages delivered plus timers
 */
public record WdpResult(int nodes, String workflow, int tasks, int width, double minimumLength, double totalLength,
        double priority, double load, double arrivalRate, double duration, double warmUp, double end, long workflows,
        long measured, long allocated, long abandoned, long finished, long lateWorkflows, long unfinished,
        long acceptedTasks, long finishedTasks, long lateTasks, Distribution lateness, long cancelledTasks,
        long requests, long resends, long rejectedParts, long discardedParts, long staleAcceptances,
        Distribution allocationTime, Distribution speedUp, List<WorkflowOutcome> outcomes, TrafficSummary incoming,
        TrafficSummary outgoing, long routed, long messages, long events, long handled) {

    // STaRS section 8.6.2: the speed-up expected on nodes as fast as the submitter, total over minimum length
    public double maximumSpeedUp() {
        return totalLength / minimumLength;
    }
}
