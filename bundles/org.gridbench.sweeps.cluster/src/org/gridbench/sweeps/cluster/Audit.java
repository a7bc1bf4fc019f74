package org.gridbench.sweeps.cluster;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import com.hazelcast.core.HazelcastInstance;

/**
 * Finds runs that are in no queue, no slot and no result: a worker killed between pulling a run and noting it in
 * flight takes it along unseen. A run missing at two audits in a row, some seconds apart, is lost.
 */
final class Audit {

    private final HazelcastInstance cluster;
    private final long periodMillis;
    private long last = System.currentTimeMillis();
    private Set<String> missing = Set.of();

    Audit(HazelcastInstance cluster, long periodMillis) {
        this.cluster = cluster;
        this.periodMillis = periodMillis;
    }

    List<String> lost(Collection<String> outstanding) {
        long now = System.currentTimeMillis();
        if (now - last < periodMillis) {
            return List.of();
        }
        last = now;
        Set<String> seen = new HashSet<>(cluster.<String, String>getMap(ClusterNames.IN_FLIGHT).keySet());
        cluster.<String>getQueue(ClusterNames.PENDING).forEach(m -> seen.add(ClusterTask.tree(m).path("id").asText()));
        cluster.<String>getQueue(ClusterNames.RESULTS).forEach(m -> seen.add(ClusterTask.tree(m).path("id").asText()));
        Set<String> absent = new HashSet<>(outstanding);
        absent.removeAll(seen);
        List<String> lost = new ArrayList<>(absent);
        lost.retainAll(missing);
        missing = absent;
        return lost;
    }
}
