package org.gridbench.runs;

/**
 * The names views give the STaRS family's measures (Celaya, chapter 8): those a run's {@link RunFrame} carries, under
 * these names, and those only the stars experiment's summary reports, under its keys.
 */
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
    public static final String P99_ALLOCATION_TIME = "99th percentile allocation time (s)";
    public static final String SUBMITTED_REQUESTS = "submitted requests";
    public static final String SUBMITTED_TASKS = "submitted tasks";
    public static final String ACCEPTED_TASKS = "accepted tasks";
    public static final String GIVEN_UP_TASKS = "given-up tasks";
    public static final String REJECTED_TASKS = "rejected tasks";
    public static final String MISSED_DEADLINES = "tasks past their deadline";
    /** Table 8.1: each node's incoming bandwidth over the run as a percentage of its link, averaged over nodes. */
    public static final String MEAN_TRAFFIC = "mean incoming traffic per node (% of the link)";
    /** Offered work / the platform's capacity over the run (docs/stars-thesis-setup.md). */
    public static final String OFFERED_LOAD = "offered load";
    /** Requests sent again after a timeout. */
    public static final String RESENDS = "request resends";
    public static final String DISCARDED_TASKS = "discarded tasks";
    /** Tasks a node dropped because they ran past their announced length. */
    public static final String DROPPED_TASKS = "tasks dropped for overrunning";
    /** Nodes that failed (section 8.5: churn or a catastrophic failure). */
    public static final String FAILED_NODES = "failed nodes";
    public static final String ABORTED_TASKS = "tasks aborted by failures";
    public static final String RESUBMITTED_TASKS = "resubmitted tasks";
    public static final String MEDIAN_ALLOCATION_TIME = "median allocation time (s)";
    public static final String MAX_ALLOCATION_TIME = "maximum allocation time (s)";
    /** Table 8.1: each node's highest incoming bandwidth over 1 s, its 99th percentile over the nodes. */
    public static final String P99_PEAK_TRAFFIC = "99th percentile 1 s peak incoming traffic per node (bit/s)";
    /** Table 8.1: each node's highest incoming bandwidth over 1 s, its maximum over the nodes. */
    public static final String MAX_PEAK_TRAFFIC = "maximum 1 s peak incoming traffic per node (bit/s)";
    /** WDP (section 8.6): workflows submitted over the whole run, warm-up included. */
    public static final String SUBMITTED_WORKFLOWS = "submitted workflows";
    /** WDP: workflows submitted after the warm-up, those the other workflow measures count. */
    public static final String MEASURED_WORKFLOWS = "measured workflows";
    public static final String ALLOCATED_WORKFLOWS = "allocated workflows";
    public static final String GIVEN_UP_WORKFLOWS = "given-up workflows";
    public static final String FINISHED_WORKFLOWS = "finished workflows";
    public static final String LATE_WORKFLOWS = "workflows finished past their deadline";
    public static final String UNFINISHED_WORKFLOWS = "unfinished workflows";
    /** WDP: a finished workflow's total length over its time from submission to end (section 8.6.2). */
    public static final String MEAN_SPEED_UP = "mean speed-up";
    public static final String MEDIAN_SPEED_UP = "median speed-up";
    public static final String MAX_SPEED_UP = "maximum speed-up";
    /** WDP: how long the latest task past its deadline finished after it. */
    public static final String MAX_LATENESS = "maximum lateness of a task (s)";
    public static final String CANCELLED_TASKS = "cancelled tasks";
    public static final String REFUSED_PARTS = "request parts refused by nodes";
    public static final String DISCARDED_PARTS = "discarded request parts";
    /** WDP: each node's highest outgoing bandwidth over 1 s, averaged over the nodes, in bytes per second. */
    public static final String MEAN_PEAK_OUTGOING = "mean 1 s peak outgoing traffic per node (B/s)";
    public static final String MAX_PEAK_OUTGOING = "maximum 1 s peak outgoing traffic per node (B/s)";
    public static final String MEAN_PEAK_INCOMING = "mean 1 s peak incoming traffic per node (B/s)";
    public static final String MAX_PEAK_INCOMING = "maximum 1 s peak incoming traffic per node (B/s)";
    public static final String EVENTS = "events";
    public static final String HANDLED_EVENTS = "handled events";

    private StarsMetrics() {
    }
}
