package org.gridbench.stars.wdp;

import java.util.Arrays;

import org.gridbench.stars.workflow.Submission;
import org.gridbench.stars.workflow.Window;

/**
 * What a submission node records of one of its workflows (sections 3.1.2 and 6.1.1): the submission in stages, and
 * per task the node that accepted it, its expected finish and latest start there, whether its sequence predecessor
 * runs just before it on the same node (that input never crosses the network), and whether it has finished; per
 * sequence its window and current attempt (0 before it is sent).
 */
final class SubmittedWorkflow {
    final long id;
    final int submitter;
    final double submitted;
    final double deadline;
    /** Submitted after the warm-up: counted in the measures. */
    final boolean measured;
    final Submission submission;
    final int[] node;
    final double[] finish;
    final double[] latestStart;
    final int[] localPredecessor;
    final boolean[] finished;
    final int[] attempt;
    final Window[] window;
    int finishedTasks;
    boolean allocated;
    double allocatedAt = Double.NaN;
    boolean abandoned;

    SubmittedWorkflow(long id, int submitter, double submitted, double deadline, boolean measured, WorkflowPlan plan) {
        this.id = id;
        this.submitter = submitter;
        this.submitted = submitted;
        this.deadline = deadline;
        this.measured = measured;
        submission = new Submission(plan.decomposition, submitted, deadline);
        int tasks = plan.tasks();
        node = new int[tasks];
        Arrays.fill(node, -1);
        finish = new double[tasks];
        latestStart = new double[tasks];
        localPredecessor = new int[tasks];
        Arrays.fill(localPredecessor, -1);
        finished = new boolean[tasks];
        attempt = new int[plan.sequences.length];
        window = new Window[plan.sequences.length];
    }

    boolean accepted(int task) {
        return node[task] >= 0;
    }
}
