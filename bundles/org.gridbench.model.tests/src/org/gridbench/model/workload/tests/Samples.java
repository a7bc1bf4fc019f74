package org.gridbench.model.workload.tests;

import java.util.List;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.model.workflow.Job;
import org.gridbench.model.workflow.Task;
import org.gridbench.model.workload.GeneratorSettings;
import org.gridbench.model.workload.SyntheticWorkload;
import org.gridbench.model.workload.WorkloadModel;

/** Large samples of the synthetic workload, shared by the tests of its distributions. */
final class Samples {

    /** 2,000 jobs of the per-task model, about 25,000 tasks. */
    static final List<Job> JOBS = new SyntheticWorkload(GeneratorSettings.of(WorkloadModel.PER_TASK),
            new RandomStreams(7)).jobs(2000);
    static final List<Task> TASKS = JOBS.stream().flatMap(job -> job.tasks().stream()).toList();

    private Samples() {
    }

    static double median(List<Integer> values) {
        List<Integer> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2.0;
    }

    static double fraction(List<Integer> values, int low, int high) {
        return values.stream().filter(v -> v >= low && v < high).count() / (double) values.size();
    }
}
