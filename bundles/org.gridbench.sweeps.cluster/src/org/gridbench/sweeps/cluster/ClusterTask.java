package org.gridbench.sweeps.cluster;

import java.io.IOException;

import org.gridbench.sweeps.RunPoint;
import org.gridbench.sweeps.engine.RunJson;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** A run as it travels to a worker: plain JSON text, so that no class of ours is ever deserialized by Hazelcast. */
record ClusterTask(String experiment, RunPoint point, boolean reproducible, int attempt) {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** The field of a result message that gives a run back, saying why its slot stopped. */
    static final String STOPPED = "slotStopped";

    String json() {
        ObjectNode root = JSON.createObjectNode().put("id", point.id()).put("index", point.index());
        point.parameters().forEach(root.putObject("parameters")::set);
        return root.put("experiment", experiment).put("reproducible", reproducible).put("attempt", attempt)
                .toString();
    }

    /** The message of a slot that stopped holding run {@code id}: the driver queues the run again for {@code why}. */
    static String stopped(String id, String why) {
        return JSON.createObjectNode().put("id", id).put(STOPPED, why).toString();
    }

    ClusterTask nextAttempt() {
        return new ClusterTask(experiment, point, reproducible, attempt + 1);
    }

    static ClusterTask parse(String json) {
        try {
            JsonNode root = JSON.readTree(json);
            return new ClusterTask(root.path("experiment").asText(), RunJson.point(root),
                    root.path("reproducible").asBoolean(), root.path("attempt").asInt());
        } catch (IOException e) {
            throw new IllegalArgumentException("a cluster message that is not JSON: " + e.getMessage(), e);
        }
    }

    static JsonNode tree(String json) {
        try {
            return JSON.readTree(json);
        } catch (IOException e) {
            throw new IllegalArgumentException("a cluster message that is not JSON: " + e.getMessage(), e);
        }
    }
}
