package org.gridbench.editing.clusters;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.gridbench.editing.Change;
import org.gridbench.editing.DocumentEdit;
import org.gridbench.editing.EditRefused;
import org.gridbench.editing.Members;
import org.gridbench.model.platform.Cluster;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioNodes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The edits of a market platform ({@code platform.clusters} and {@code platform.ccr}), each undoable. */
public final class ClusterEdits {

    private static final List<String> FIELDS = List.of("id", "cores", "kind");

    private ClusterEdits() {
    }

    /** The clusters array of a market scenario. */
    public static ArrayNode clusters(ObjectNode root) {
        JsonNode c = root.path("platform").path("clusters");
        return c instanceof ArrayNode a ? a : root.arrayNode();
    }

    /** A new cluster of one core, of the last cluster's kind (Kind1 if none). */
    public static DocumentEdit add(ScenarioDocument document) {
        return new DocumentEdit("Add Cluster", document) {
            @Override
            protected List<Change> changes(ObjectNode root) {
                ArrayNode clusters = clusters(root);
                List<String> ids = new ArrayList<>();
                clusters.forEach(c -> ids.add(c.path("id").asText()));
                String id = "C1";
                for (int k = clusters.size() + 1; ids.contains(id); k++) {
                    id = "C" + k;
                }
                String kind = clusters.isEmpty() ? "Kind1"
                        : clusters.get(clusters.size() - 1).path("kind").asText("Kind1");
                return List.of(Change.insert(clusters, clusters.size(),
                        root.objectNode().put("id", id).put("cores", 1).put("kind", kind)));
            }
        };
    }

    /** Removes a cluster; a platform keeps at least one. */
    public static DocumentEdit remove(ScenarioDocument document, String id) {
        return new DocumentEdit("Remove " + id, document) {
            @Override
            protected List<Change> changes(ObjectNode root) throws EditRefused {
                ArrayNode clusters = clusters(root);
                int i = index(clusters, id);
                if (clusters.size() == 1) {
                    throw new EditRefused("a platform needs at least one cluster");
                }
                return List.of(Change.remove(clusters, i));
            }
        };
    }

    /** Sets the cores (a whole number) of a cluster. */
    public static DocumentEdit setCores(ScenarioDocument document, String id, int cores) {
        return set(document, id, "cores", "Set cores of " + id, root -> root.numberNode(cores));
    }

    /** Sets the kind of a cluster. */
    public static DocumentEdit setKind(ScenarioDocument document, String id, String kind) {
        return set(document, id, "kind", "Set kind of " + id, root -> root.textNode(kind));
    }

    /** Renames a cluster; refused for an empty or taken id. */
    public static DocumentEdit rename(ScenarioDocument document, String id, String newId) {
        return new DocumentEdit("Rename " + id + " to " + newId, document) {
            @Override
            protected List<Change> changes(ObjectNode root) throws EditRefused {
                ArrayNode clusters = clusters(root);
                int i = index(clusters, id);
                for (JsonNode c : clusters) {
                    if (c.path("id").asText().equals(newId) || newId.isBlank()) {
                        throw new EditRefused(newId.isBlank() ? "a cluster needs a non-empty id"
                                : "there is already a cluster " + newId);
                    }
                }
                ObjectNode cluster = (ObjectNode) clusters.get(i);
                return List.of(Change.replace(cluster, Members.with(cluster, "id", root.textNode(newId), FIELDS)));
            }
        };
    }

    /** Sets the communication-to-computation ratio. */
    public static DocumentEdit setCcr(ScenarioDocument document, double ccr) {
        return new DocumentEdit("Set CCR", document) {
            @Override
            protected List<Change> changes(ObjectNode root) throws EditRefused {
                if (!(root.get("platform") instanceof ObjectNode platform)) {
                    throw new EditRefused("the scenario has no platform");
                }
                return List.of(Change.replace(platform, Members.with(platform, "ccr", root.numberNode(ccr),
                        List.of("ccr", "clusters"))));
            }
        };
    }

    /** Replaces every cluster, as an import of a SimGrid platform does; the CCR is kept. */
    public static DocumentEdit replaceAll(ScenarioDocument document, String label, List<Cluster> clusters) {
        return new DocumentEdit(label, document) {
            @Override
            protected List<Change> changes(ObjectNode root) throws EditRefused {
                if (!(root.get("platform") instanceof ObjectNode platform)) {
                    throw new EditRefused("the scenario has no platform");
                }
                if (clusters.isEmpty()) {
                    throw new EditRefused("a platform needs at least one cluster");
                }
                JsonNode array = ScenarioNodes.clusterPlatform(clusters, 0).get("clusters");
                return List.of(Change.member(platform, "clusters", array, List.of("ccr", "clusters")));
            }
        };
    }

    private static DocumentEdit set(ScenarioDocument document, String id, String field, String label,
            Function<ObjectNode, JsonNode> value) {
        return new DocumentEdit(label, document) {
            @Override
            protected List<Change> changes(ObjectNode root) throws EditRefused {
                ArrayNode clusters = clusters(root);
                ObjectNode cluster = (ObjectNode) clusters.get(index(clusters, id));
                return List.of(Change.replace(cluster, Members.with(cluster, field, value.apply(root), FIELDS)));
            }
        };
    }

    private static int index(ArrayNode clusters, String id) throws EditRefused {
        for (int i = 0; i < clusters.size(); i++) {
            if (clusters.get(i).path("id").asText().equals(id)) {
                return i;
            }
        }
        throw new EditRefused("there is no cluster " + id);
    }
}
