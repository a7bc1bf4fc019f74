package org.gridbench.editing;

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
}
