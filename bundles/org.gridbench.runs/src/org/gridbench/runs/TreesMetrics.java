package org.gridbench.runs;

/**
 * The names views give the trees family's measures (Beaumont et al., section 5.1.1): those a run's {@link RunFrame}
 * carries, under these names, and those only the trees experiment reports, under its keys.
 */
public final class TreesMetrics {

    public static final String TASKS_COMPUTED = "tasks computed";
    /** min_k rho_k / w(k) of section 5.1.1 on the tasks completed so far. */
    public static final String EXPERIMENTAL_FAIR_THROUGHPUT = "experimental fair throughput (tasks per time unit)";
    /** The LP's optimum of linear program 3. */
    public static final String LP_FAIR_THROUGHPUT = "LP fair throughput (tasks per time unit)";
    /** The fair throughput of the periodic schedule built from the LP's optimum, the experiment's theory. */
    public static final String THEORETICAL_FAIR_THROUGHPUT = "theoretical fair throughput (tasks per time unit)";
    /** When the last task completed so far. */
    public static final String MAKESPAN = "makespan (time units)";

    private TreesMetrics() {
    }

    /** rho_k of section 5.1.1 on the tasks completed so far: at the end, the rate {@code ./gridbench run} prints. */
    public static String observedRate(String application) {
        return application + " observed rate (tasks per time unit)";
    }

    /** alpha(k), the application's throughput in the LP's optimum. */
    public static String lpRate(String application) {
        return application + " LP rate (tasks per time unit)";
    }
}
