package org.gridbench.runs;

import org.gridbench.stars.sim.Distribution;
import org.gridbench.stars.sim.StarsResult;
import org.gridbench.stars.sim.TrafficSummary;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The measures of one STaRS run as text, for {@code ./gridbench run} and {@code ./gridbench stars}. */
public final class StarsResultText {

    private StarsResultText() {
    }

    /** The measures of a run under the names the views give them (StarsMetrics), one a line, nothing machine-bound. */
    public static String measures(StarsResult r) {
        Distribution allocation = r.allocationTime();
        Distribution peak = r.traffic().peak1s();
        return new MeasureLines().add(StarsMetrics.SUBMITTED_REQUESTS, "%d", r.requests())
                .add(StarsMetrics.ALLOCATED_REQUESTS, "%d", r.allocatedRequests())
                .add(StarsMetrics.RESENDS, "%d", r.resends())
                .add(StarsMetrics.SUBMITTED_TASKS, "%d", r.submittedTasks())
                .add(StarsMetrics.ACCEPTED_TASKS, "%d", r.acceptedTasks())
                .add(StarsMetrics.FINISHED_TASKS, "%d", r.finishedTasks())
                .add(StarsMetrics.FINISHED_COMPUTATION, "%.6g", r.finishedComputation())
                .add(StarsMetrics.DISCARDED_TASKS, "%d", r.discardedTasks())
                .add(StarsMetrics.REJECTED_TASKS, "%d", r.rejectedTasks())
                .add(StarsMetrics.DROPPED_TASKS, "%d", r.droppedTasks())
                .add(StarsMetrics.MISSED_DEADLINES, "%d", r.missedDeadlines())
                .add(StarsMetrics.GIVEN_UP_TASKS, "%d", r.givenUpTasks())
                .add(StarsMetrics.FAILED_NODES, "%d", r.failures())
                .add(StarsMetrics.ABORTED_TASKS, "%d", r.abortedTasks())
                .add(StarsMetrics.RESUBMITTED_TASKS, "%d", r.resubmittedTasks())
                .add(StarsMetrics.MEAN_ALLOCATION_TIME, "%.4g", allocation.mean())
                .add(StarsMetrics.MEDIAN_ALLOCATION_TIME, "%.4g", allocation.p50())
                .add(StarsMetrics.P99_ALLOCATION_TIME, "%.4g", allocation.p99())
                .add(StarsMetrics.MAX_ALLOCATION_TIME, "%.4g", allocation.max())
                .add(StarsMetrics.P99_PEAK_TRAFFIC, "%.4g  (%.3g %% of the link)", peak.p99(),
                        100 * peak.p99() / r.traffic().linkBandwidth())
                .add(StarsMetrics.MAX_PEAK_TRAFFIC, "%.4g", peak.max())
                .add(StarsMetrics.MAKESPAN, "%.6g", r.makespan())
                .add(StarsMetrics.MAX_SLOWNESS, "%.4g", r.maxSlowness())
                .add(StarsMetrics.EVENTS, "%d", r.events())
                .add(StarsMetrics.HANDLED_EVENTS, "%d", r.handled())
                .add(StarsMetrics.MESSAGES, "%d", r.messages()).toString();
    }

    /**
     * Adds the measures of a run to {@code root} under the names of {@code summary.json} (Celaya, sections 8.3-8.4
     * and Table 8.1), every digit kept: counts, MFLOP, seconds, and bandwidths in bit/s and percent of the link.
     */
    public static ObjectNode putMeasures(ObjectNode root, StarsResult result) {
        root.put("requests", result.requests()).put("allocatedRequests", result.allocatedRequests())
                .put("submittedTasks", result.submittedTasks()).put("acceptedTasks", result.acceptedTasks())
                .put("finishedTasks", result.finishedTasks())
                .put("finishedComputation", result.finishedComputation())
                .put("discardedTasks", result.discardedTasks()).put("rejectedTasks", result.rejectedTasks())
                .put("resends", result.resends()).put("droppedTasks", result.droppedTasks())
                .put("missedDeadlines", result.missedDeadlines()).put("failures", result.failures())
                .put("abortedTasks", result.abortedTasks()).put("resubmittedTasks", result.resubmittedTasks())
                .put("givenUpTasks", result.givenUpTasks())
                .put("makespan", result.makespan()).put("maxSlowness", result.maxSlowness());
        distribution(root.putObject("allocationTime"), result.allocationTime(), 0);
        TrafficSummary traffic = result.traffic();
        ObjectNode node = root.putObject("traffic").put("linkBandwidth", traffic.linkBandwidth());
        distribution(node.putObject("average"), traffic.average(), traffic.linkBandwidth());
        distribution(node.putObject("peak1s"), traffic.peak1s(), traffic.linkBandwidth());
        distribution(node.putObject("peak10s"), traffic.peak10s(), traffic.linkBandwidth());
        ArrayNode routed = root.putArray("routedByDepth");
        for (long count : result.routedByDepth()) {
            routed.add(count);
        }
        return root.put("messages", result.messages()).put("events", result.events()).put("handled", result.handled());
    }

    // Table 8.1: a bandwidth in bit/s and, when the link is given, the same as a percentage of the link
    public static void distribution(ObjectNode node, Distribution d, double link) {
        node.put("count", d.count()).put("mean", d.mean()).put("p50", d.p50()).put("p99", d.p99()).put("max", d.max());
        if (link > 0) {
            node.put("meanPercent", 100 * d.mean() / link).put("p50Percent", 100 * d.p50() / link)
                    .put("p99Percent", 100 * d.p99() / link).put("maxPercent", 100 * d.max() / link);
        }
    }
}
