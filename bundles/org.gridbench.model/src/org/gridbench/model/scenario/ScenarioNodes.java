package org.gridbench.model.scenario;

import java.util.List;

import org.gridbench.model.platform.Cluster;
import org.gridbench.model.tree.TreeNode;
import org.gridbench.model.workflow.Job;
import org.gridbench.model.workflow.Task;
import org.gridbench.model.workflow.ValueCurve;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Model records written as the JSON of a scenario file (docs/formats/scenario.md), with the fields in the order the
 * format lists them: what importers and editors put into a document.
 */
public final class ScenarioNodes {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private ScenarioNodes() {
    }

    /** {@code platform.nodes[]} of the trees family; the root has no parent, bandwidth or latency. */
    public static ArrayNode treeNodes(List<TreeNode> nodes) {
        ArrayNode array = NODES.arrayNode();
        for (TreeNode n : nodes) {
            ObjectNode o = array.addObject().put("id", n.id());
            if (n.parent() != null) {
                o.put("parent", n.parent());
            }
            o.put("speed", n.speed());
            if (n.parent() != null) {
                o.put("bandwidth", n.bandwidth());
                if (n.latency() > 0) {
                    o.put("latency", n.latency());
                }
            }
        }
        return array;
    }

    /** {@code platform} of the market family. */
    public static ObjectNode clusterPlatform(List<Cluster> clusters, double ccr) {
        ObjectNode platform = NODES.objectNode().put("ccr", ccr);
        ArrayNode array = platform.putArray("clusters");
        for (Cluster c : clusters) {
            array.addObject().put("id", c.id()).put("cores", c.cores()).put("kind", c.kind());
        }
        return platform;
    }

    /** One {@code workload.jobs[]} entry: predecessors named by task id in {@code after}. */
    public static ObjectNode job(Job job) {
        ObjectNode o = NODES.objectNode().put("id", job.id()).put("arrival", job.arrival());
        ArrayNode tasks = o.putArray("tasks");
        for (Task t : job.tasks()) {
            ObjectNode task = tasks.addObject().put("id", t.id()).put("exec", t.exec()).put("cores", t.cores())
                    .put("kind", t.kind());
            if (!t.predecessors().isEmpty()) {
                ArrayNode after = task.putArray("after");
                t.predecessors().forEach(p -> after.add(job.tasks().get(p).id()));
            }
        }
        o.set("valueCurve", valueCurve(job.valueCurve()));
        return o;
    }

    /** {@code valueCurve}: points as {@code [slr, value]} pairs. */
    public static ObjectNode valueCurve(ValueCurve curve) {
        ObjectNode o = NODES.objectNode().put("vMax", curve.vMax()).put("dInitial", curve.dInitial())
                .put("dFinal", curve.dFinal());
        if (!curve.points().isEmpty()) {
            ArrayNode points = o.putArray("points");
            curve.points().forEach(p -> points.addArray().add(p.slr()).add(p.value()));
        }
        return o;
    }
}
