package org.gridbench.runs;

import org.gridbench.market.JobOutcome;
import org.gridbench.market.MarketResult;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The metrics of one market run as a human-readable table or as JSON. */
public final class MarketResultText {

    private MarketResultText() {
    }

    /** Section V's metrics under the names the views give them (MarketMetrics), one a line. */
    public static String table(MarketResult r) {
        long starved = r.jobs().stream().filter(JobOutcome::starved).count();
        return new MeasureLines().add("policy", "%s", r.policyId())
                .add(MarketMetrics.VALUE_FRACTION, "%.6f  (%s of %s)", r.proportionOfMaximumValue(),
                        TerminalNumbers.fixed(r.earnedValue(), 1), TerminalNumbers.fixed(r.maximumValue(), 1))
                .add(MarketMetrics.STARVED_JOB_FRACTION, "%.6f  (%d of %d jobs)", r.fractionJobsStarved(), starved,
                        r.jobs().size())
                .add(MarketMetrics.STARVED_TASK_FRACTION, "%.6f", r.fractionTasksStarved())
                .add(MarketMetrics.MEAN_SLR, "%.4f", r.meanSlr())
                .add(MarketMetrics.UTILISATION, "%.6f  (makespan %d ticks)", r.utilisation(), r.makespan())
                .toString();
    }

    public static String json(MarketResult r) {
        ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        ObjectNode root = mapper.createObjectNode().put("policy", r.policyId())
                .put("valueFraction", r.proportionOfMaximumValue()).put("earnedValue", r.earnedValue())
                .put("maximumValue", r.maximumValue()).put("starvedJobFraction", r.fractionJobsStarved())
                .put("starvedTaskFraction", r.fractionTasksStarved()).put("meanSlr", r.meanSlr())
                .put("utilisation", r.utilisation()).put("makespan", r.makespan());
        ArrayNode jobs = root.putArray("jobs");
        for (JobOutcome o : r.jobs()) {
            jobs.addObject().put("id", o.jobId()).put("arrival", o.arrival()).put("criticalPath", o.criticalPath())
                    .put("finish", o.finish()).put("slr", o.slr()).put("value", o.value()).put("starved", o.starved());
        }
        try {
            return mapper.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of numbers and strings always serialises", e);
        }
    }
}
