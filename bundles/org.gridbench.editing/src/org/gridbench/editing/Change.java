package org.gridbench.editing;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * One elementary change of a scenario's JSON tree that can be reverted exactly: after {@link #revert()} the tree
 * writes byte for byte as before {@link #apply()}. Changes hold the live container they change, so they stay valid as
 * long as the document is edited only through them.
 */
public interface Change {

    void apply();

    void revert();

    /** Replaces the members of a (small) object: a tree node, a task, a cluster, a value curve. */
    static Change replace(ObjectNode target, ObjectNode after) {
        ObjectNode before = target.deepCopy();
        ObjectNode copy = after.deepCopy();
        return new Change() {
            @Override
            public void apply() {
                target.removeAll();
                target.setAll(copy.deepCopy());
            }

            @Override
            public void revert() {
                target.removeAll();
                target.setAll(before.deepCopy());
            }
        };
    }

    /** Inserts {@code element} at {@code index} of {@code array}. */
    static Change insert(ArrayNode array, int index, JsonNode element) {
        return new Change() {
            @Override
            public void apply() {
                array.insert(index, element);
            }

            @Override
            public void revert() {
                array.remove(index);
            }
        };
    }

    /** Removes the element at {@code index} of {@code array}. */
    static Change remove(ArrayNode array, int index) {
        JsonNode element = array.get(index);
        return new Change() {
            @Override
            public void apply() {
                array.remove(index);
            }

            @Override
            public void revert() {
                array.insert(index, element);
            }
        };
    }

    /** Sets member {@code key} of {@code container}, which must exist, keeping its place among the members. */
    static Change set(ObjectNode container, String key, JsonNode value) {
        JsonNode before = container.get(key);
        if (before == null) {
            throw new IllegalArgumentException("no member " + key + " to set");
        }
        return new Change() {
            @Override
            public void apply() {
                container.set(key, value);
            }

            @Override
            public void revert() {
                container.set(key, before);
            }
        };
    }

    /** Sets element {@code index} of {@code array}. */
    static Change set(ArrayNode array, int index, JsonNode value) {
        JsonNode before = array.get(index);
        return new Change() {
            @Override
            public void apply() {
                array.set(index, value);
            }

            @Override
            public void revert() {
                array.set(index, before);
            }
        };
    }

    /**
     * Sets member {@code key} of an object that may hold large members, removing it when {@code value} is null, with
     * the members in {@code order} first: the members are swapped by reference, none is copied.
     */
    static Change member(ObjectNode target, String key, JsonNode value, List<String> order) {
        Map<String, JsonNode> values = new LinkedHashMap<>();
        values.put(key, value);
        return members(target, values, order);
    }

    /** Sets several members of an object in one change, as {@link #member} sets one; a null value removes one. */
    static Change members(ObjectNode target, Map<String, JsonNode> values, List<String> order) {
        Map<String, JsonNode> before = new LinkedHashMap<>();
        target.properties().forEach(e -> before.put(e.getKey(), e.getValue()));
        Map<String, JsonNode> rest = new LinkedHashMap<>(before);
        values.forEach((key, value) -> {
            if (value == null) {
                rest.remove(key);
            } else {
                rest.put(key, value);
            }
        });
        Map<String, JsonNode> after = new LinkedHashMap<>();
        for (String k : order) {
            if (rest.containsKey(k)) {
                after.put(k, rest.remove(k));
            }
        }
        after.putAll(rest);
        return new Change() {
            @Override
            public void apply() {
                target.removeAll();
                target.setAll(after);
            }

            @Override
            public void revert() {
                target.removeAll();
                target.setAll(before);
            }
        };
    }
}
