package org.gridbench.runs;

import java.util.Locale;

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

    public static String table(MarketResult r) {
        return String.format(Locale.ROOT, """
                policy                     %s
                proportion of max value    %.6f  (%.1f of %.1f)
                jobs starved               %.6f  (%d jobs)
                tasks starved              %.6f
                mean SLR of completed jobs %.4f
                utilisation                %.6f  (makespan %d ticks)
                """, r.policyId(), r.proportionOfMaximumValue(), r.earnedValue(), r.maximumValue(),
                r.fractionJobsStarved(), r.jobs().size(), r.fractionTasksStarved(), r.meanSlr(), r.utilisation(),
                r.makespan());
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
