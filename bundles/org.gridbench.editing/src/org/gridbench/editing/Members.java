package org.gridbench.editing;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Copies of JSON objects with a member set or removed, their members in the scenario format's order. */
public final class Members {

    private Members() {
    }

    /** A copy of {@code node} with {@code field} set to {@code value} (removed when null), fields in {@code order}. */
    public static ObjectNode with(ObjectNode node, String field, JsonNode value, List<String> order) {
        Map<String, JsonNode> members = new LinkedHashMap<>();
        node.properties().forEach(e -> members.put(e.getKey(), e.getValue().deepCopy()));
        if (value == null) {
            members.remove(field);
        } else {
            members.put(field, value);
        }
        ObjectNode out = node.objectNode();
        for (String f : order) {
            if (members.containsKey(f)) {
                out.set(f, members.remove(f));
            }
        }
        out.setAll(members);
        return out;
    }
}
