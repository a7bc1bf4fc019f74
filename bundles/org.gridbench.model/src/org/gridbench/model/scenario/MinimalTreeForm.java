package org.gridbench.model.scenario;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.gridbench.model.internal.rules.HeaderRules;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Outside tools write tree platforms as bare {"platform":{"nodes":[...]},"applications":[...]} without our header
 * (DESIGN: files users rely on); such a document is read as a trees scenario with version 1 and seed 0.
 */
final class MinimalTreeForm {

    private MinimalTreeForm() {
    }

    static boolean matches(ObjectNode root) {
        boolean headerless = !root.has("format") && !root.has("version") && !root.has("family") && !root.has("seed");
        return headerless && root.path("platform").has("nodes");
    }

    /** Puts the header in front, in its usual order, so that the document is written back as a complete scenario. */
    static void completeHeader(ObjectNode root) {
        Map<String, JsonNode> sections = new LinkedHashMap<>();
        root.properties().forEach(member -> sections.put(member.getKey(), member.getValue()));
        root.removeAll();
        root.put("format", HeaderRules.FORMAT);
        root.put("version", HeaderRules.CURRENT_VERSION);
        root.put("family", Family.TREES.id());
        for (String text : List.of("name", "description")) {
            if (sections.containsKey(text)) {
                root.set(text, sections.remove(text));
            }
        }
        root.put("seed", 0L);
        root.setAll(sections);
    }
}
