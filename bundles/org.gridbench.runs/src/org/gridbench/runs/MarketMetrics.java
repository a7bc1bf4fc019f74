package org.gridbench.runs;

/**
 * The names views give the market family's measures (section V of the paper): those a run's {@link RunFrame} carries,
 * under these names, and those only the market experiment reports, under its keys.
 */
public final class MarketMetrics {

    public static final String VALUE_CAPTURED = "value captured";
    public static final String VALUE_OFFERED = "maximum value of arrived jobs";
    public static final String STARVED_JOBS = "starved jobs";
    public static final String COMPLETED_JOBS = "completed jobs";
    public static final String QUEUED_TASKS = "queued tasks";
    /** Earned value / every job's V_max: the paper's proportion of maximum value, so far. */
    public static final String VALUE_FRACTION = "proportion of maximum value";
    /** Mean SLR of the jobs completed so far. */
    public static final String MEAN_SLR = "mean SLR of completed jobs";
    /** Starved jobs / jobs of the workload, at the end of the market experiment's run. */
    public static final String STARVED_JOB_FRACTION = "fraction of jobs starved";
    /** Tasks of starved jobs / tasks of the workload, at the end of the market experiment's run. */
    public static final String STARVED_TASK_FRACTION = "fraction of tasks starved";
    public static final String WORKLOAD_JOBS = "jobs in the workload";
    public static final String WORKLOAD_TASKS = "tasks in the workload";
    /** Core-ticks of the completed tasks / (platform cores x ticks from the first arrival to the last completion). */
    public static final String UTILISATION = "utilisation";

    private MarketMetrics() {
    }
}
