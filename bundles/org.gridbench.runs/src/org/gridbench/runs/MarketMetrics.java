package org.gridbench.runs;

/** The names under which a market run's {@link RunFrame} carries its measures (section V of the paper). */
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
    /** Core-ticks of the completed tasks / (platform cores x ticks from the first arrival to the last completion). */
    public static final String UTILISATION = "utilisation";

    private MarketMetrics() {
    }
}
