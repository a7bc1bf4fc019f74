package org.gridbench.model.workload;

/** Everything the synthetic workload generator draws from: the shape of the workflows and of their value curves. */
public record GeneratorSettings(WorkflowSettings workflows, ValueCurveSettings valueCurves) {

    /** The workload of section V of the paper. */
    public static GeneratorSettings paper() {
        return new GeneratorSettings(WorkflowSettings.paper(), ValueCurveSettings.paper());
    }
}
