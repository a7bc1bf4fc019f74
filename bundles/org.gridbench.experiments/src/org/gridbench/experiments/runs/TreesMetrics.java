package org.gridbench.experiments.runs;

/** The names under which a trees run's {@link RunFrame} carries its measures (Beaumont et al., section 5.1.1). */
public final class TreesMetrics {

    public static final String TASKS_COMPUTED = "tasks computed";

    private TreesMetrics() {
    }

    /** Tasks of the application computed per time unit so far. */
    public static String observedRate(String application) {
        return application + " observed rate";
    }

    /** alpha(k), the application's throughput in the LP's optimum. */
    public static String lpRate(String application) {
        return application + " LP rate";
    }
}
