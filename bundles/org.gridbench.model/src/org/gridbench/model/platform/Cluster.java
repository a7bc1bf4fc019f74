package org.gridbench.model.platform;

/** A cluster of identical cores of one kind (Burkimsher and Indrusiak, section III-B). */
public record Cluster(String id, int cores, String kind) {

    public Cluster {
        if (cores < 1) {
            throw new IllegalArgumentException("cluster " + id + ": cores must be at least 1, found " + cores);
        }
    }
}
