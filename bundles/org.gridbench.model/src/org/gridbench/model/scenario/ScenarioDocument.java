package org.gridbench.model.scenario;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

/**
 * A scenario: the single source of truth that the editors change, and the GUI and CLI run. It is held as its JSON tree
 * so that editing one part never loses or reorders another, and so that saving writes back what was read.
 */
public final class ScenarioDocument {

    /** How a scenario file's name ends. */
    public static final String FILE_SUFFIX = ".gridbench.json";

    private final ObjectNode root;
    private final Path source;

    ScenarioDocument(ObjectNode root, Path source) {
        this.root = Objects.requireNonNull(root);
        this.source = source;
    }

    /** The JSON tree, for editors to change in place; a reader re-checks it when it is saved and read again. */
    public ObjectNode root() {
        return root;
    }

    public Family family() {
        String id = root.path("family").asText();
        return Family.fromId(id).orElseThrow(() -> new IllegalStateException("the family field holds \"" + id
                + "\", which is not a Gridbench family"));
    }

    public int version() {
        return root.path("version").intValue();
    }

    public long seed() {
        return root.path("seed").longValue();
    }

    public void setSeed(long seed) {
        root.put("seed", seed);
    }

    /** The name shown in the workbench, "" when the scenario has none. */
    public String name() {
        return root.path("name").asText("");
    }

    /** Sets the name, adding the field after {@code family} when it is new, where the header keeps it. */
    public void setName(String name) {
        TextNode value = TextNode.valueOf(Objects.requireNonNull(name));
        if (root.has("name") || !root.has("family")) {
            root.set("name", value);
            return;
        }
        Map<String, JsonNode> members = new LinkedHashMap<>();
        root.properties().forEach(member -> {
            members.put(member.getKey(), member.getValue());
            if (member.getKey().equals("family")) {
                members.put("name", value);
            }
        });
        root.removeAll();
        root.setAll(members);
    }

    /** An independent copy, for instance to run while the original is being edited. */
    public ScenarioDocument copy() {
        return new ScenarioDocument(root.deepCopy(), source);
    }

    /** The file this document was read from, absent for a new or parsed document. */
    public Optional<Path> source() {
        return Optional.ofNullable(source);
    }
}
