package org.gridbench.model.internal.json;

import java.util.Map;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** A parsed JSON object with the position of every value and every field name, keyed by field path. */
public record LocatedTree(ObjectNode root, Map<String, Position> values, Map<String, Position> names) {

    /** Values added after parsing have no position; they are reported at the document's opening brace. */
    public Position valueAt(String path) {
        return values.getOrDefault(path, values.get(FieldPath.ROOT));
    }

    public Position nameAt(String path) {
        return names.getOrDefault(path, valueAt(path));
    }
}
