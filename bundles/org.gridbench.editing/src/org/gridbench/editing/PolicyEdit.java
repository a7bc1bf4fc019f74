package org.gridbench.editing;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.gridbench.model.scenario.ScenarioDocument;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

/**
 * Chooses the scenario's policy (the {@code policy} of market and stars scenarios, the {@code heuristic} of trees
 * scenarios) and, in the same edit, the plug-in contributing it: {@code policyPlugin} is set for a third-party
 * policy and removed for a built-in one.
 */
public final class PolicyEdit extends DocumentEdit {

    private final String field;
    private final String id;
    private final String plugin;

    /** @param plugin the contributing plug-in's symbolic name, or null for a policy built into Gridbench */
    public PolicyEdit(ScenarioDocument document, String field, String id, String plugin) {
        super("Set " + field, document);
        this.field = field;
        this.id = id;
        this.plugin = plugin;
    }

    @Override
    protected List<Change> changes(ObjectNode root) {
        Map<String, JsonNode> values = new LinkedHashMap<>();
        values.put(field, TextNode.valueOf(id));
        values.put("policyPlugin", plugin == null ? null : TextNode.valueOf(plugin));
        return List.of(Change.members(root, values, List.of()));
    }
}
