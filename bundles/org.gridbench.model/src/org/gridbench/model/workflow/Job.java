package org.gridbench.model.workflow;

import java.util.List;

/** A workflow job (Burkimsher and Indrusiak, section III-A): a DAG of tasks arriving at a tick with a value curve. */
public record Job(String id, long arrival, List<Task> tasks, ValueCurve valueCurve) {

    public Job {
        if (arrival < 0) {
            throw new IllegalArgumentException("job " + id + ": arrival must be >= 0, found " + arrival);
        }
        if (tasks.isEmpty()) {
            throw new IllegalArgumentException("job " + id + " has no task");
        }
        tasks = List.copyOf(tasks);
    }

    /** The same job arriving at another tick (the load model moves arrivals). */
    public Job arrivingAt(long tick) {
        return new Job(id, tick, tasks, valueCurve);
    }
}
