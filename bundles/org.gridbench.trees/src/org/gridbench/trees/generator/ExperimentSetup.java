package org.gridbench.trees.generator;

/**
 * The readings of section 5.1.3 the paper leaves unsaid: applications per platform K, the task-size model and the
 * distribution of CCR_max.
 *
 * @since 1.0
 */
public record ExperimentSetup(int applications, TaskSizes taskSizes, CcrMaxDistribution ccrMax) {

    /** The default reading (docs/trees.md): K = 3, the task-size model of {@link #DEFAULT_TASK_SIZES}, log-uniform. */
    public static final TaskSizes DEFAULT_TASK_SIZES = TaskSizes.FIXED_DATA;

    public ExperimentSetup {
        if (applications < 1) {
            throw new IllegalArgumentException("needs at least one application, found " + applications);
        }
    }

    public static ExperimentSetup defaults() {
        return new ExperimentSetup(ExperimentPlatforms.DEFAULT_APPLICATIONS, DEFAULT_TASK_SIZES,
                CcrMaxDistribution.LOG_UNIFORM);
    }
}
