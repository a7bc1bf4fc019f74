package org.gridbench.runs;

/** The names under which a STaRS run's {@link RunFrame} carries its measures (Celaya, chapter 8). */
public final class StarsMetrics {

    public static final String FINISHED_COMPUTATION = "finished computation (MFLOP)";
    public static final String ALLOCATED_REQUESTS = "allocated requests";
    public static final String FINISHED_TASKS = "finished tasks";
    public static final String QUEUED_TASKS = "queued tasks";
    public static final String BUSY_NODES = "busy nodes";
    public static final String AT_ROOT = "request fragments at the root";
    public static final String MESSAGES = "messages";
    /** From the first task's start to the latest finished task's end (the thesis's glossary). */
    public static final String MAKESPAN = "makespan (s)";
    /** A stretch: time in the system over the run time on the fastest node (Figure 8.11, {@code maxSlowness}). */
    public static final String MAX_SLOWNESS = "maximum slowness (stretch)";
    public static final String MEAN_ALLOCATION_TIME = "mean allocation time (s)";

    private StarsMetrics() {
    }
}
