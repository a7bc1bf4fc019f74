package org.gridbench.experiments.market;

import java.util.List;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.model.platform.ClusterPlatform;
import org.gridbench.model.workflow.Job;
import org.gridbench.model.workflow.Workload;
import org.gridbench.model.workload.GeneratorSettings;
import org.gridbench.model.workload.LoadModel;
import org.gridbench.model.workload.RateProfile;
import org.gridbench.model.workload.SyntheticWorkload;
import org.gridbench.model.workload.WorkloadModel;

/** The synthetic workloads of a sweep: workload w draws from its own streams, derived from the sweep seed. */
final class SweepWorkloads {

    private final long seed;
    private final GeneratorSettings settings;
    private final LoadModel loadModel;

    SweepWorkloads(long seed, ClusterPlatform platform, WorkloadModel model) {
        this.seed = seed;
        this.settings = GeneratorSettings.of(model);
        this.loadModel = new LoadModel(RateProfile.weeklyCycle(), platform.totalCores());
    }

    private RandomStreams streams(int workload) {
        return new RandomStreams(RandomStreams.streamSeed(seed, "market.sweep.workload." + workload));
    }

    /** The jobs of workload w, before the load model places their arrivals. */
    List<Job> structure(int workload, int jobs) {
        return new SyntheticWorkload(settings, streams(workload)).jobs(jobs);
    }

    Workload atLoad(int workload, List<Job> structure, double load) {
        return loadModel.atLoad(structure, load, streams(workload));
    }
}
