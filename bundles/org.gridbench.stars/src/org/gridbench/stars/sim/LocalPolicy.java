package org.gridbench.stars.sim;

/** How an execution node orders and admits its tasks (Celaya, sections 3.1.2, 5.2 and 7.2.1). */
public enum LocalPolicy {
    /** First come, first served, up to the policy's queue capacity (IBP, MMP). */
    FCFS,
    /** Earliest deadline first without pre-emption, admitting a task only if every deadline is still met (DP). */
    EDF,
    /** Every task admitted, the waiting ones sorted for the least maximum slowness, no pre-emption (FSP). */
    SLOWNESS
}
