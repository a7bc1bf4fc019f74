package org.gridbench.experiments.market;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The sweep document {@code ./gridbench market} runs: its options as fixed parameters and the axes workload, load and
 * policy in that order, so that market.csv lists runs in workload, load, policy order as it always has.
 */
public final class MarketSweepDocument {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private MarketSweepDocument() {
    }

    public static String of(MarketSweep sweep) {
        ObjectNode root = JSON.createObjectNode().put("format", "gridbench-sweep").put("version", 1)
                .put("experiment", MarketSweepExperiment.ID);
        root.putObject("parameters").put("jobs", sweep.jobs())
                .put("market", sweep.options().singleMarket() ? "single" : "per-kind")
                .put("workloadModel", sweep.model().id()).put("earlyRemoval", sweep.options().earlyRemoval());
        ArrayNode axes = root.putArray("axes");
        ArrayNode workloads = axes.addObject().put("parameter", "workload").putArray("values");
        for (int w = 0; w < sweep.workloads(); w++) {
            workloads.add(w);
        }
        ArrayNode loads = axes.addObject().put("parameter", "load").putArray("values");
        sweep.loads().forEach(loads::add);
        ArrayNode policies = axes.addObject().put("parameter", "policy").putArray("values");
        sweep.policies().forEach(policies::add);
        root.putArray("seeds").add(sweep.seed());
        return root.toPrettyString() + "\n";
    }
}
