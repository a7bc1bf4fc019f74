package org.gridbench.stars.workflow;

import java.util.List;

/**
 * The workflow relative priority W_j of section 8.6.1: the time the submission node would need to run the workflow
 * alone, its total length over its speed, divided by the time left until the deadline. A value of 1 or less lets the
 * sender run the workflow by itself, so the experiments test higher values.
 */
public final class RelativePriority {

    /** The priorities of Table 8.2. */
    public static final List<Double> TESTED = List.of(1.1, 1.2, 1.3, 1.4);

    private RelativePriority() {
    }

    // STaRS section 8.6.1: W_j = (total length / s) / (deadline - submission), solved for the deadline
    public static double deadline(WorkflowDag workflow, double submitted, double submitterSpeed, double priority) {
        if (!(submitterSpeed > 0) || !(priority > 0) || Double.isInfinite(priority)) {
            throw new IllegalArgumentException("speed and priority must be positive: " + submitterSpeed + ", "
                    + priority);
        }
        return submitted + workflow.totalLength() / submitterSpeed / priority;
    }
}
