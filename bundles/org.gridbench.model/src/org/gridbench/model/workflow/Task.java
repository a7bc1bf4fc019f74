package org.gridbench.model.workflow;

import java.util.List;

/**
 * A task of a workflow job (Burkimsher and Indrusiak, section III-A): it runs for {@code exec} ticks on {@code cores}
 * cores of one cluster of its {@code kind}, without pre-emption, once every predecessor has finished.
 *
 * @param predecessors indices, in the job's task list, of the tasks that must finish first
 */
public record Task(String id, int exec, int cores, String kind, List<Integer> predecessors) {

    public Task {
        if (exec < 1) {
            throw new IllegalArgumentException("task " + id + ": exec must be at least 1 tick, found " + exec);
        }
        if (cores < 1) {
            throw new IllegalArgumentException("task " + id + ": cores must be at least 1, found " + cores);
        }
        predecessors = List.copyOf(predecessors);
    }

    /** Execution time times cores: the core-ticks the task consumes. */
    public long work() {
        return (long) exec * cores;
    }
}
