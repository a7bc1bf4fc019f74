package org.gridbench.stars.workflow;

/**
 * The deadlines of the tasks of a sequence queued at one node (section 6.2): the last task gets the sequence
 * deadline, and each task's deadline less its estimated execution time is the deadline of its predecessor.
 */
public final class TaskDeadlines {

    private TaskDeadlines() {
    }

    // STaRS section 6.2: delta_n = delta, delta_i = delta_{i+1} - a_{i+1} / s
    public static double[] backwards(double[] lengths, double speed, double deadline) {
        if (!(speed > 0)) {
            throw new IllegalArgumentException("a node's speed must be positive: " + speed);
        }
        double[] deadlines = new double[lengths.length];
        double next = deadline;
        for (int i = lengths.length - 1; i >= 0; i--) {
            deadlines[i] = next;
            next -= lengths[i] / speed;
        }
        return deadlines;
    }
}
