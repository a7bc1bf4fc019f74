package org.gridbench.experiments.market;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.gridbench.model.platform.ClusterPlatform;
import org.gridbench.model.workflow.Job;
import org.gridbench.model.workflow.Workload;
import org.gridbench.model.workload.WorkloadModel;

/**
 * The jobs of the last few synthetic workloads a sweep generated: runs go in canonical order, so the runs of one
 * workload (every load and policy) follow each other and generate its jobs once rather than once each.
 */
final class WorkloadCache {

    /** Workloads kept; each holds its jobs (MarketHeap.BYTES_PER_JOB a job, with their run state). */
    private static final int KEPT = 2;

    private record Key(long seed, WorkloadModel model, int workload, int jobs) {
    }

    private final ClusterPlatform platform;
    private final Map<Key, List<Job>> structures = new LinkedHashMap<>(4, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, List<Job>> eldest) {
            return size() > KEPT;
        }
    };

    WorkloadCache(ClusterPlatform platform) {
        this.platform = platform;
    }

    /** Workload w of the sweep seed at one offered load: its own streams, as {@link SweepWorkloads} draws them. */
    Workload at(long seed, WorkloadModel model, int workload, int jobs, double load) {
        SweepWorkloads workloads = new SweepWorkloads(seed, platform, model);
        Key key = new Key(seed, model, workload, jobs);
        List<Job> structure;
        synchronized (structures) {
            structure = structures.get(key);
        }
        if (structure == null) {
            structure = workloads.structure(workload, jobs);
            synchronized (structures) {
                structures.put(key, structure);
            }
        }
        return workloads.atLoad(workload, structure, load);
    }
}
