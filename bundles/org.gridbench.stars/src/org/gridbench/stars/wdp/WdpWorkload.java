package org.gridbench.stars.wdp;

import org.gridbench.stars.workflow.WorkflowDag;

/**
 * The workflows of a WDP run (section 8.6.1): every arrival is the same DAG, submitted from a node drawn uniformly, in
 * a Poisson process whose mean rate of work is {@code load} times the aggregate speed of the platform (twice in the
 * thesis, "so it maintains every node busy at almost any time"), with deadlines from the workflow relative priority.
 *
 * @param name what the DAG is, for the reports
 * @param priority W_j, the same for every workflow of the run (Table 8.2 has one column per value)
 * @param load the arrival rate of work over the platform's aggregate speed
 * @param warmUp seconds: the workflows submitted earlier run but are not measured
 * @param seed the seed of the arrivals and their submission nodes
 */
public record WdpWorkload(String name, WorkflowDag dag, double priority, double load, double warmUp, long seed) {

    /** Section 8.6.1: "the mean arrival rate is twice the aggregated speed of all the platform". */
    public static final double SECTION_8_6_LOAD = 2;
    /**
     * The most workflows a run may expect: each measured one is kept until the end for workflows.csv, and --load 1e300
     * (or tasks of 1e-300 MFLOP) ran out of memory or never ended.
     */
    public static final long MAX_WORKFLOWS = 10_000_000;
    /** The named stream of the interarrival times and submission nodes. */
    public static final String STREAM = "stars.workload.workflows";

    public WdpWorkload {
        if (!(priority > 0) || Double.isInfinite(priority)) {
            throw new IllegalArgumentException("the workflow relative priority W_j must be greater than 0, found "
                    + priority);
        }
        if (!(load > 0) || Double.isInfinite(load)) {
            throw new IllegalArgumentException("the load must be greater than 0, found " + load);
        }
        if (!(warmUp >= 0) || Double.isInfinite(warmUp)) {
            throw new IllegalArgumentException("the warm-up must be at least 0, found " + warmUp);
        }
    }

    /** MFLOP of one workflow: the total length of its DAG's tasks. */
    public double workflowLength() {
        return dag.totalLength();
    }

    // STaRS section 8.6.1: workflows per second whose work is `load` times the aggregate speed
    public double rate(double aggregateSpeed) {
        return load * aggregateSpeed / workflowLength();
    }

    // STaRS section 8.6.1: the mean number of Poisson arrivals over the duration, rate x duration
    public double expectedWorkflows(double aggregateSpeed, double duration) {
        return rate(aggregateSpeed) * duration;
    }
}
