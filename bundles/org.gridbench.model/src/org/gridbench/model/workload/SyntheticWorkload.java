package org.gridbench.model.workload;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.model.workflow.Job;
import org.gridbench.model.workflow.Task;

/**
 * The paper's synthetic workload (Burkimsher and Indrusiak, section V) without arrival times: job i is drawn from
 * substream i of {@value #STRUCTURE} and of {@value #CURVES}, so it is the same whatever the number of jobs, and
 * changing the curve rules leaves the DAGs alone. {@link LoadModel} then places the jobs in time.
 */
public final class SyntheticWorkload {

    /** The stream of the DAGs: task counts, execution times, cores, kinds and edges. */
    public static final String STRUCTURE = "workload.structure";
    /** The stream of the value curves. */
    public static final String CURVES = "workload.curves";

    private final TaskGenerator workflows;
    private final ValueCurveGenerator curves;
    private final RandomStreams streams;

    public SyntheticWorkload(GeneratorSettings settings, RandomStreams streams) {
        this.workflows = settings.workflows();
        this.curves = new ValueCurveGenerator(settings.valueCurves());
        this.streams = streams;
    }

    /** Job {@code index} (0-based), named J{index + 1}, arriving at tick 0 until the load model moves it. */
    public Job job(int index) {
        List<Task> tasks = workflows.tasks(streams.substream(STRUCTURE, index));
        return new Job("J" + (index + 1), 0, tasks, curves.curve(tasks, streams.substream(CURVES, index)));
    }

    /** Jobs 0 to count - 1. */
    public List<Job> jobs(int count) {
        List<Job> jobs = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            jobs.add(job(i));
        }
        return jobs;
    }
}
