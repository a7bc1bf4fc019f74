package org.gridbench.editing;

import java.util.List;

import org.gridbench.model.scenario.ScenarioDocument;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Sets one scalar of the document, a member of an object or an element of an array: the form page's edits. */
public final class ValueEdit extends DocumentEdit {

    private final JsonNode container;
    private final String key;
    private final int index;
    private final JsonNode value;

    /** Sets member {@code key} of an object, or element {@code index} of an array when {@code key} is null. */
    public ValueEdit(ScenarioDocument document, String label, JsonNode container, String key, int index,
            JsonNode value) {
        super("Set " + label, document);
        this.container = container;
        this.key = key;
        this.index = index;
        this.value = value;
    }

    @Override
    protected List<Change> changes(ObjectNode root) {
        return List.of(key != null ? Change.set((ObjectNode) container, key, value)
                : Change.set((ArrayNode) container, index, value));
    }
}
