package org.gridbench.stars.sim;

/** How an execution node orders and admits its tasks (Celaya, sections 3.1.2 and 5.2). */
public enum LocalPolicy {
    /** First come, first served, up to the policy's queue capacity (IBP, MMP). */
    FCFS,
    /** Earliest deadline first without pre-emption, admitting a task only if every deadline is still met (DP). */
    EDF
}
