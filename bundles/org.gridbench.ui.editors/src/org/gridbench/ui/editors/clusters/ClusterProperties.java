package org.gridbench.ui.editors.clusters;

import java.util.List;

import org.gridbench.editing.clusters.ClusterEdits;
import org.gridbench.ui.pages.PageSite;
import org.gridbench.ui.properties.Property;
import org.gridbench.ui.properties.PropertySource;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * What the Properties view shows of the selected cluster (Burkimsher and Indrusiak, section III-B: cores of one
 * kind); edits are the cluster form's own.
 */
final class ClusterProperties {

    private ClusterProperties() {
    }

    /** The properties of {@code cluster}, or null for none. */
    static PropertySource of(PageSite site, JsonNode cluster) {
        if (cluster == null) {
            return null;
        }
        String id = cluster.path("id").asText();
        return new PropertySource("Cluster " + id, List.of(
                new Property("Id", id, "", t -> site.execute(ClusterEdits.rename(site.document(), id, t))),
                new Property("Cores", cluster.path("cores").asText(), "cores",
                        t -> site.execute(ClusterEdits.setCores(site.document(), id, Integer.parseInt(t)))),
                new Property("Kind", cluster.path("kind").asText(), "",
                        t -> site.execute(ClusterEdits.setKind(site.document(), id, t)))));
    }
}
