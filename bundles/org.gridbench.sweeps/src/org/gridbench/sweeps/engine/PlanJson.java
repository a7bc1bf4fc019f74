package org.gridbench.sweeps.engine;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.gridbench.model.sweep.SweepAxis;
import org.gridbench.sweeps.RunPoint;
import org.gridbench.sweeps.SweepPlan;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** A sweep plan as {@code sweep.json}, which {@code sweep collect} reads back without the sweep document. */
final class PlanJson {

    static final String FORMAT = "gridbench-sweep-plan";

    private PlanJson() {
    }

    static ObjectNode write(SweepPlan plan) {
        ObjectNode root = RunFiles.JSON.createObjectNode().put("format", FORMAT).put("version", 1)
                .put("experiment", plan.experiment());
        plan.fixed().forEach(root.putObject("fixed")::set);
        ArrayNode axes = root.putArray("axes");
        for (SweepAxis axis : plan.axes()) {
            ObjectNode a = axes.addObject().put("parameter", axis.parameter());
            axis.values().forEach(a.putArray("values")::add);
        }
        plan.seeds().forEach(root.putArray("seeds")::add);
        plan.measures().forEach(root.putArray("measures")::add);
        ArrayNode runs = root.putArray("runs");
        for (RunPoint point : plan.runs()) {
            ObjectNode run = runs.addObject().put("id", point.id());
            point.parameters().forEach(run.putObject("parameters")::set);
        }
        return root;
    }

    /** Why a plan of this format cannot be read here: a version other than the one this build writes. */
    static Optional<String> unsupportedVersion(JsonNode root) {
        JsonNode version = root.path("version");
        if (!FORMAT.equals(root.path("format").asText()) || version.isIntegralNumber() && version.longValue() == 1) {
            return Optional.empty();
        }
        return Optional.of("version: unsupported version " + version + "; this Gridbench reads sweep plans of version"
                + " 1 only");
    }

    static SweepPlan read(JsonNode root) {
        if (!FORMAT.equals(root.path("format").asText())) {
            throw new IllegalArgumentException("format: " + FORMAT + " expected, found " + root.path("format"));
        }
        List<SweepAxis> axes = new ArrayList<>();
        root.path("axes").forEach(a -> axes.add(new SweepAxis(a.path("parameter").asText(), list(a.path("values")))));
        List<Long> seeds = new ArrayList<>();
        root.path("seeds").forEach(s -> seeds.add(s.longValue()));
        List<String> measures = new ArrayList<>();
        root.path("measures").forEach(m -> measures.add(m.asText()));
        List<RunPoint> runs = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (JsonNode r : root.path("runs")) {
            String id = r.path("id").asText();
            if (!RunIds.isRunId(id)) {
                throw new IllegalArgumentException("runs[" + runs.size() + "].id: not a run id (16 hex digits), found "
                        + r.path("id"));
            }
            if (!ids.add(id)) {
                throw new IllegalArgumentException("runs[" + runs.size() + "].id: the id of an earlier run, " + id);
            }
            runs.add(new RunPoint(id, runs.size(), map(r.path("parameters"))));
        }
        return new SweepPlan(root.path("experiment").asText(), map(root.path("fixed")), axes, seeds, measures, runs);
    }

    private static List<JsonNode> list(JsonNode array) {
        List<JsonNode> values = new ArrayList<>();
        array.forEach(values::add);
        return values;
    }

    private static Map<String, JsonNode> map(JsonNode object) {
        Map<String, JsonNode> values = new LinkedHashMap<>();
        object.properties().forEach(e -> values.put(e.getKey(), e.getValue()));
        return values;
    }
}
