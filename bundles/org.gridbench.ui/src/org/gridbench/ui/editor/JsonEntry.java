package org.gridbench.ui.editor;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.ui.properties.Property;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A field or array element of the scenario tree, addressed through its container so edits replace it in place.
 *
 * @param path where it is, in the notation of problems ({@code workload.requests[2].at})
 */
record JsonEntry(JsonNode container, String key, int index, String path) {

    static JsonEntry field(ObjectNode container, String key, String parentPath) {
        return new JsonEntry(container, key, -1, parentPath.isEmpty() ? key : parentPath + "." + key);
    }

    static JsonEntry element(ArrayNode container, int index, String parentPath) {
        return new JsonEntry(container, null, index, parentPath + "[" + index + "]");
    }

    JsonNode value() {
        return key != null ? container.get(key) : container.get(index);
    }

    void replace(JsonNode value) {
        if (key != null) {
            ((ObjectNode) container).set(key, value);
        } else {
            ((ArrayNode) container).set(index, value);
        }
    }

    String label() {
        if (key != null) {
            return key;
        }
        JsonNode id = value().get("id");
        return id != null && id.isTextual() ? "[" + index + "] " + id.asText() : "[" + index + "]";
    }

    /** What the tree shows of the value: a container's size, a decimal number rounded as a field rounds it. */
    String valueText() {
        JsonNode value = value();
        if (value.isObject()) {
            return "{" + value.size() + (value.size() == 1 ? " field}" : " fields}");
        }
        if (value.isArray()) {
            return "[" + value.size() + (value.size() == 1 ? " item]" : " items]");
        }
        return value.isFloatingPointNumber() ? Property.readable(value.doubleValue()) : value.asText();
    }

    /**
     * Every digit of a number that {@link #valueText} shows rounded (0.30000000000000004 shown 0.3), as a field's
     * tooltip gives it; null when the value is shown whole.
     */
    String wholeText() {
        JsonNode value = value();
        String whole = value.isFloatingPointNumber() ? Property.plain(value.doubleValue()) : null;
        return whole == null || whole.equals(valueText()) ? null : whole;
    }

    boolean isScalar() {
        return value().isValueNode() && !value().isNull();
    }

    List<JsonEntry> children() {
        JsonNode value = value();
        List<JsonEntry> children = new ArrayList<>();
        if (value instanceof ObjectNode object) {
            object.fieldNames().forEachRemaining(name -> children.add(field(object, name, path)));
        } else if (value instanceof ArrayNode array) {
            for (int i = 0; i < array.size(); i++) {
                children.add(element(array, i, path));
            }
        }
        return children;
    }
}
