package org.gridbench.model.platform;

import java.util.List;

/**
 * Clusters joined by a central router (Burkimsher and Indrusiak, section III-B). Moving a task's output between
 * clusters takes the producing task's execution time times {@code ccr}.
 */
public record ClusterPlatform(List<Cluster> clusters, double ccr) {

    /**
     * The largest ccr: 2^22, so that the transfer of the longest task (2^31 - 1 ticks) stays within the 2^53 ticks the
     * clock holds exactly (a larger one overflowed the transfer's ticks).
     */
    public static final double MAX_CCR = 0x1p22;

    public ClusterPlatform {
        if (clusters.isEmpty()) {
            throw new IllegalArgumentException("a platform needs at least one cluster");
        }
        if (!(ccr >= 0)) {
            throw new IllegalArgumentException("ccr must be >= 0, found " + ccr);
        }
        clusters = List.copyOf(clusters);
    }

    /** The paper's platform: 4 clusters of 1,000 cores, three Kind1 and one Kind2, CCR 0.2. */
    public static ClusterPlatform paperDefault() {
        return new ClusterPlatform(List.of(new Cluster("C1", 1000, "Kind1"), new Cluster("C2", 1000, "Kind1"),
                new Cluster("C3", 1000, "Kind1"), new Cluster("C4", 1000, "Kind2")), 0.2);
    }

    public long totalCores() {
        return clusters.stream().mapToLong(Cluster::cores).sum();
    }
}
