package org.gridbench.sweeps.engine;

import java.util.LinkedHashMap;
import java.util.Map;

import org.gridbench.sweeps.RunPoint;
import org.gridbench.sweeps.RunRecord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** A finished run as JSON: the content of its run file, and what a cluster worker sends back to the driver. */
public final class RunJson {

    private RunJson() {
    }

    public static ObjectNode write(RunRecord record) {
        ObjectNode root = RunFiles.JSON.createObjectNode().put("id", record.point().id())
                .put("index", record.point().index());
        record.point().parameters().forEach(root.putObject("parameters")::set);
        root.put("status", record.done() ? "done" : "failed");
        if (!record.done()) {
            root.put("message", record.message());
        }
        root.put("wallMillis", record.wallMillis());
        record.result().ifPresent(result -> root.set("result", result));
        return root;
    }

    /**
     * The record of {@code point} that {@code root} holds; its parameters are the point's.
     *
     * @throws IllegalArgumentException when {@code root} is not a record {@link #write} wrote: a done run with its
     * result object, or a failed run with its message
     */
    public static RunRecord read(RunPoint point, JsonNode root) {
        long wall = root.path("wallMillis").asLong();
        String status = root.path("status").asText();
        if ("done".equals(status) && root.path("result").isObject()) {
            return RunRecord.done(point, wall, (ObjectNode) root.get("result"));
        }
        if ("failed".equals(status) && root.path("message").isTextual()) {
            return RunRecord.failed(point, root.path("message").asText());
        }
        throw new IllegalArgumentException("not a run record: neither a done run with its result nor a failed run"
                + " with its message");
    }

    /** The point a message names: its id, index and parameters. */
    public static RunPoint point(JsonNode root) {
        Map<String, JsonNode> parameters = new LinkedHashMap<>();
        root.path("parameters").properties().forEach(e -> parameters.put(e.getKey(), e.getValue()));
        return new RunPoint(root.path("id").asText(), root.path("index").asInt(), parameters);
    }
}
