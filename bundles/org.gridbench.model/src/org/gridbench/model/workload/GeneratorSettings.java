package org.gridbench.model.workload;

/**
 * Everything the synthetic workload generator draws from: the model of the workflows with the settings of each
 * model, and the shape of their value curves.
 */
public record GeneratorSettings(WorkloadModel model, JobLevelSettings jobLevel, WorkflowSettings perTask,
        ValueCurveSettings valueCurves) {

    /** The workload of section V of the paper: the job-level model. */
    public static GeneratorSettings paper() {
        return of(WorkloadModel.JOB_LEVEL);
    }

    /** The paper's settings under the given model. */
    public static GeneratorSettings of(WorkloadModel model) {
        return new GeneratorSettings(model, JobLevelSettings.paper(), WorkflowSettings.paper(),
                ValueCurveSettings.paper());
    }

    /** The same settings with other value curves. */
    public GeneratorSettings withValueCurves(ValueCurveSettings curves) {
        return new GeneratorSettings(model, jobLevel, perTask, curves);
    }

    /** The generator of the chosen model. */
    public TaskGenerator workflows() {
        return switch (model) {
            case JOB_LEVEL -> new JobLevelGenerator(jobLevel);
            case PER_TASK -> new WorkflowGenerator(perTask);
        };
    }
}
