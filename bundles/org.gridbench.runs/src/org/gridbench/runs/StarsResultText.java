package org.gridbench.runs;

import java.util.Locale;

import org.gridbench.stars.sim.Distribution;
import org.gridbench.stars.sim.StarsResult;
import org.gridbench.stars.sim.TrafficSummary;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The measures of one STaRS run as text, for {@code ./gridbench run} and {@code ./gridbench stars}. */
public final class StarsResultText {

    private StarsResultText() {
    }

    /** The measures of a run, one kind per line, without anything that depends on the machine. */
    public static String measures(StarsResult r) {
        Distribution allocation = r.allocationTime();
        Distribution peak = r.traffic().peak1s();
        return String.format(Locale.ROOT, """
                requests        %d submitted, %d allocated (%d resends)
                tasks           %d submitted, %d accepted, %d finished (%.6g MFLOP), %d discarded, %d rejected,
                                %d dropped, %d missed their deadline, %d given up
                failures        %d nodes, %d tasks aborted, %d resubmitted
                allocation time mean %.4g s, p50 %.4g s, p99 %.4g s, max %.4g s
                traffic         per node, 1 s peak: p99 %.4g bit/s (%.3g %% of the link), max %.4g bit/s
                makespan        %.6g s, maximum slowness among coexisting applications %.4g (stretch: time in
                                the system over the run time on the fastest node)
                events          %d (%d handled, %d messages)
                """, r.requests(), r.allocatedRequests(), r.resends(), r.submittedTasks(), r.acceptedTasks(),
                r.finishedTasks(), r.finishedComputation(), r.discardedTasks(), r.rejectedTasks(), r.droppedTasks(),
                r.missedDeadlines(), r.givenUpTasks(), r.failures(), r.abortedTasks(), r.resubmittedTasks(), allocation.mean(),
                allocation.p50(), allocation.p99(), allocation.max(), peak.p99(),
                100 * peak.p99() / r.traffic().linkBandwidth(), peak.max(), r.makespan(), r.maxSlowness(), r.events(),
                r.handled(), r.messages());
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
