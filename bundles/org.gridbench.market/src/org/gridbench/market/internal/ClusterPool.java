package org.gridbench.market.internal;

import java.util.List;
import java.util.Map;

import org.gridbench.model.platform.Cluster;

/** The free cores of every cluster, and the clusters' bids: the most free cores of a kind wins (section III-C). */
final class ClusterPool {
    private final int[] free;
    private final int[][] byKind;
    private final int[] largest;
    private final long totalCores;
    private long totalFree;

    ClusterPool(List<Cluster> clusters, Map<String, Integer> kinds) {
        free = new int[clusters.size()];
        int[] counts = new int[kinds.size()];
        largest = new int[kinds.size()];
        long cores = 0;
        for (int c = 0; c < clusters.size(); c++) {
            int k = kinds.get(clusters.get(c).kind());
            free[c] = clusters.get(c).cores();
            counts[k]++;
            largest[k] = Math.max(largest[k], free[c]);
            cores += free[c];
        }
        totalCores = cores;
        totalFree = cores;
        byKind = new int[kinds.size()][];
        for (int k = 0; k < byKind.length; k++) {
            byKind[k] = new int[counts[k]];
            counts[k] = 0;
        }
        for (int c = 0; c < clusters.size(); c++) {
            int k = kinds.get(clusters.get(c).kind());
            byKind[k][counts[k]++] = c;
        }
    }

    /** The cluster of kind {@code kind} with the most free cores; ties go to the earlier cluster of the platform. */
    int best(int kind) {
        int[] clusters = byKind[kind];
        int best = clusters[0];
        for (int i = 1; i < clusters.length; i++) {
            if (free[clusters[i]] > free[best]) {
                best = clusters[i];
            }
        }
        return best;
    }

    int free(int cluster) {
        return free[cluster];
    }

    boolean anyFree() {
        return totalFree > 0;
    }

    void take(int cluster, int cores) {
        free[cluster] -= cores;
        totalFree -= cores;
    }

    void release(int cluster, int cores) {
        free[cluster] += cores;
        totalFree += cores;
    }

    long totalCores() {
        return totalCores;
    }

    /** The core count of the largest cluster of each kind. */
    int[] largestByKind() {
        return largest.clone();
    }
}
