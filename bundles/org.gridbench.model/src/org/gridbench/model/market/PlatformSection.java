package org.gridbench.model.market;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.model.platform.Cluster;
import org.gridbench.model.platform.ClusterPlatform;

import com.fasterxml.jackson.databind.JsonNode;

/** The {@code platform} section of a checked market scenario: clusters and the communication-to-computation ratio. */
final class PlatformSection {

    private PlatformSection() {
    }

    static ClusterPlatform read(JsonNode platform) {
        List<Cluster> clusters = new ArrayList<>();
        for (JsonNode cluster : platform.get("clusters")) {
            clusters.add(new Cluster(cluster.get("id").textValue(), cluster.get("cores").intValue(),
                    cluster.get("kind").textValue()));
        }
        return new ClusterPlatform(clusters, platform.get("ccr").doubleValue());
    }
}
