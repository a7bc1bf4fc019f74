package org.gridbench.editing;

import java.util.List;

import org.gridbench.model.scenario.ScenarioDocument;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Adds an optional field the object leaves out, after its other members: the form page's "Add Field". */
public final class AddFieldEdit extends DocumentEdit {

    private final ObjectNode container;
    private final String name;
    private final JsonNode value;

    public AddFieldEdit(ScenarioDocument document, ObjectNode container, String name, JsonNode value) {
        super("Add " + name, document);
        this.container = container;
        this.name = name;
        this.value = value;
    }

    @Override
    protected List<Change> changes(ObjectNode root) throws EditRefused {
        if (container.has(name)) {
            throw new EditRefused("there is already a field " + name);
        }
        return List.of(Change.member(container, name, value, List.of()));
    }
}
