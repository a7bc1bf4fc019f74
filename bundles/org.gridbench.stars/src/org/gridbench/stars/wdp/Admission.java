package org.gridbench.stars.wdp;

/**
 * A part accepted by an execution node (section 6.2), per task: the finish it expects from its EDF queue, the
 * deadline it gave the task and the task's latest start there (the deadline less its execution time).
 */
public record Admission(double[] finishes, double[] deadlines, double[] latestStarts) {
}
