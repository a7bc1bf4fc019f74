package org.gridbench.model.workload;

import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * How the synthetic generator shapes a job (Burkimsher and Indrusiak, section V: "the execution time distribution
 * for jobs and tasks followed a log-uniform distribution", by the methods of Burkimsher et al. [4]).
 */
public enum WorkloadModel {
    /** [4]: a log-uniform job volume in core-minutes, split among the job's tasks (the paper's default). */
    JOB_LEVEL("job-level", List.of("minVolume", "maxVolume", "coreCounts", "edgeFactor")),
    /** Each task's execution time and cores drawn log-uniformly on its own (Gridbench before the job-level model). */
    PER_TASK("per-task", List.of("minExec", "maxExec", "minCores", "maxCores", "meanOutDegree"));

    private final String id;
    private final List<String> ownFields;

    WorkloadModel(String id, List<String> ownFields) {
        this.id = id;
        this.ownFields = ownFields;
    }

    /** The value of {@code workload.generator.model}. */
    public String id() {
        return id;
    }

    /** The generator fields only this model reads. */
    public List<String> ownFields() {
        return ownFields;
    }

    public static List<String> ids() {
        return List.of(JOB_LEVEL.id, PER_TASK.id);
    }

    /** @throws IllegalArgumentException when {@code id} names no model */
    public static WorkloadModel fromId(String id) {
        for (WorkloadModel model : values()) {
            if (model.id.equals(id)) {
                return model;
            }
        }
        throw new IllegalArgumentException("workload model must be one of " + ids() + ", found \"" + id + "\"");
    }

    /**
     * The model of a generator section: the one it names, else per-task when it sets a field only that model reads
     * (files written before the job-level model), else job-level.
     */
    public static WorkloadModel of(Optional<String> named, Predicate<String> has) {
        if (named.isPresent()) {
            return fromId(named.get());
        }
        return PER_TASK.ownFields.stream().anyMatch(has) ? PER_TASK : JOB_LEVEL;
    }
}
