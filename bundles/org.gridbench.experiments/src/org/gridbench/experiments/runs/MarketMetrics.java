package org.gridbench.experiments.runs;

/** The names under which a market run's {@link RunFrame} carries its measures (section V of the paper). */
public final class MarketMetrics {

    public static final String VALUE_CAPTURED = "value captured";
    public static final String VALUE_OFFERED = "maximum value of arrived jobs";
    public static final String STARVED_JOBS = "starved jobs";
    public static final String COMPLETED_JOBS = "completed jobs";
    public static final String QUEUED_TASKS = "queued tasks";

    private MarketMetrics() {
    }
}
