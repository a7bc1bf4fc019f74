package org.gridbench.experiments.trees;

import java.util.List;

import org.gridbench.trees.generator.ExperimentPlatforms;
import org.gridbench.trees.sim.TreeNetwork;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The sweep document {@code ./gridbench tree-experiment} runs: its reading as fixed parameters and the axes pass,
 * platform and heuristic in that order, so that trees.csv lists rows in pass, platform, heuristic order as it always
 * has.
 */
public final class TreeSweepDocument {

    private static final ObjectMapper JSON = new ObjectMapper();

    private TreeSweepDocument() {
    }

    /** @param heuristics in the order the experiment lists them (installed order) */
    public static String of(long seed, TreeReading reading, List<String> heuristics) {
        ObjectNode root = JSON.createObjectNode().put("format", "gridbench-sweep").put("version", 1)
                .put("experiment", TreeSweepExperiment.ID);
        TreeNetwork network = reading.network();
        root.putObject("parameters").put("applications", reading.setup().applications())
                .put("taskSizes", reading.setup().taskSizes().id()).put("ccrMax", reading.setup().ccrMax().id())
                .put("latency", network.planLatency() ? "plan" : "ignore")
                .put("network", network.window() > 0 ? "cm02" : "plain")
                .put("window", network.window() > 0 ? network.window() : TreeNetwork.CM02_WINDOW);
        ArrayNode axes = root.putArray("axes");
        TreeSweepExperiment.PASSES.forEach(axes.addObject().put("parameter", "pass").putArray("values")::add);
        ArrayNode platforms = axes.addObject().put("parameter", "platform").putArray("values");
        for (int i = 0; i < ExperimentPlatforms.count(); i++) {
            platforms.add(i);
        }
        heuristics.forEach(axes.addObject().put("parameter", "heuristic").putArray("values")::add);
        root.putArray("seeds").add(seed);
        return root.toPrettyString() + "\n";
    }
}
