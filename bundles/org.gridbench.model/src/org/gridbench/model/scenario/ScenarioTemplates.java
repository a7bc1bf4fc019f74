package org.gridbench.model.scenario;

import org.gridbench.model.internal.rules.HeaderRules;
import org.gridbench.model.workload.WorkloadModel;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The smallest runnable scenario of each family, which File > New opens for the user to grow, and an empty written-out
 * market workload to draw workflows in.
 */
public final class ScenarioTemplates {

    /** The id of the market template whose workload is written out and empty, for workflows drawn by hand. */
    public static final String DRAWN_WORKFLOWS = "market-drawn";

    /** Says what {@link #drawnWorkflows} holds, for the New Scenario wizard. */
    static final String DRAWN_WORKFLOWS_DESCRIPTION = "Two clusters (16 cores of Kind1, 8 of Kind2, CCR 0.5) and a"
            + " written-out workload with no job yet, bid for by FIFO: draw your own DAG workflows on the Workflow DAG"
            + " page (Add job, Add task, drag a dependency) or import WfFormat and DAX ones, then shape their value"
            + " curves on the Value curve page.";

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private ScenarioTemplates() {
    }

    public static ScenarioDocument newScenario(Family family, String name, long seed) {
        ObjectNode root = header(family, name, seed, null);
        switch (family) {
            case MARKET -> market(root);
            case STARS -> stars(root);
            case TREES -> trees(root);
        }
        return new ScenarioDocument(root, null);
    }

    /**
     * Two small clusters of the paper's two kinds (the market-two-clusters example's platform) and {@code
     * workload.jobs} written out and empty, so that the DAG editor's Add job and Import workflow add to it.
     */
    public static ScenarioDocument drawnWorkflows(String name, long seed) {
        ObjectNode root = header(Family.MARKET, name, seed, null);
        ArrayNode clusters = root.putObject("platform").put("ccr", 0.5).putArray("clusters");
        clusters.addObject().put("id", "C1").put("cores", 16).put("kind", "Kind1");
        clusters.addObject().put("id", "C2").put("cores", 8).put("kind", "Kind2");
        root.putObject("workload").putArray("jobs");
        root.put("policy", "FIFO");
        return new ScenarioDocument(root, null);
    }

    /** A new scenario's header fields in their canonical order, the description left out when null. */
    static ObjectNode header(Family family, String name, long seed, String description) {
        ObjectNode root = NODES.objectNode();
        root.put("format", HeaderRules.FORMAT);
        root.put("version", HeaderRules.CURRENT_VERSION);
        root.put("family", family.id());
        root.put("name", name);
        if (description != null) {
            root.put("description", description);
        }
        root.put("seed", seed);
        return root;
    }

    /** What the smallest scenario of a family holds, in one sentence for the New Scenario wizard. */
    static String describe(Family family) {
        return switch (family) {
            case MARKET -> "The market paper's platform (three Kind1 clusters and one Kind2 of 1,000 cores, CCR 0.2) and"
                    + " 100 jobs of its synthetic job-level workload at load 1.0, bid for by FIFO.";
            case STARS -> "A STaRS overlay of 16 nodes on the fast network and one request of 4 tasks, routed by IBP for"
                    + " an hour without failures.";
            case TREES -> "A master and one worker with one application of CCR 1 (fixed-data task sizes), scheduled by"
                    + " FCFS.";
        };
    }

    /**
     * A master and one worker, one application given by its CCR under the task-size model (docs/trees.md), so that
     * the form shows the model to edit: fixed-data, 1 byte per task, CCR 1 (1 flop per task); the simplest heuristic
     * (FCFS), so that it runs as it is.
     */
    private static void trees(ObjectNode root) {
        ArrayNode nodes = root.putObject("platform").putArray("nodes");
        nodes.addObject().put("id", "P0").put("speed", 1.0);
        nodes.addObject().put("id", "P1").put("parent", "P0").put("speed", 1.0).put("bandwidth", 1.0);
        root.putArray("applications").addObject().put("id", "A1").put("weight", 1.0).put("ccr", 1.0);
        root.putObject("taskSizes").put("model", "fixed-data").put("bytes", 1.0);
        root.put("heuristic", "FCFS");
    }

    /**
     * The paper's platform (section V: three Kind1 clusters and one Kind2 of 1,000 cores, CCR 0.2) and 100 jobs of
     * its synthetic workload, job-level model, at saturation, bid for by the paper's baseline (FIFO), so that it runs as
     * it is.
     */
    private static void market(ObjectNode root) {
        ObjectNode platform = root.putObject("platform").put("ccr", 0.2);
        ArrayNode clusters = platform.putArray("clusters");
        for (int c = 1; c <= 4; c++) {
            clusters.addObject().put("id", "C" + c).put("cores", 1000).put("kind", c < 4 ? "Kind1" : "Kind2");
        }
        root.putObject("workload").putObject("generator").put("model", WorkloadModel.JOB_LEVEL.id()).put("jobs", 100)
                .put("load", 1.0);
        root.put("policy", "FIFO");
    }

    /**
     * A small overlay on the fast network and one request, routed by the simplest policy (IBP), for an hour without
     * failures: the duration and the failures are written out so that the form shows them to edit.
     */
    private static void stars(ObjectNode root) {
        root.putObject("overlay").put("nodes", 16).put("sfMax", 20).put("updateBandwidth", 1000.0);
        root.putObject("network").put("model", "fast");
        root.put("policy", "IBP");
        root.put("duration", 3600.0);
        root.putObject("failures").put("churnMedian", 0.0).put("failFraction", 0.0).put("failAt", 0.0);
        root.putObject("workload").putArray("requests").addObject()
                .put("at", 0.0).put("node", 0).put("tasks", 4).put("length", 1000.0).put("memory", 0.0).put("disk", 0.0);
    }
}
