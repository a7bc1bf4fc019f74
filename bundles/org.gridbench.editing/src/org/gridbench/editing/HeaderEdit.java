package org.gridbench.editing;

import java.util.List;

import org.gridbench.model.scenario.ScenarioDocument;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Sets a header field of the scenario (name, description, seed), or removes an optional one when the value is null. */
public final class HeaderEdit extends DocumentEdit {

    /** The header's order in the scenario format. */
    private static final List<String> ORDER = List.of("format", "version", "family", "name", "description", "seed");

    private final String key;
    private final JsonNode value;

    public HeaderEdit(ScenarioDocument document, String key, JsonNode value) {
        super("Set " + key, document);
        this.key = key;
        this.value = value;
    }

    @Override
    protected List<Change> changes(ObjectNode root) {
        return List.of(Change.member(root, key, value, ORDER));
    }
}
