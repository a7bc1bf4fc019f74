package org.gridbench.stars.wdp;

import org.gridbench.stars.wdp.WdpMessages.Accepted;
import org.gridbench.stars.wdp.WdpMessages.Cancel;
import org.gridbench.stars.wdp.WdpMessages.Finished;
import org.gridbench.stars.wdp.WdpMessages.Input;
import org.gridbench.stars.wdp.WdpMessages.Part;
import org.gridbench.stars.workflow.WdpSummary;

/**
 * The execution role of the WDP nodes (sections 3.1.2 and 6.2): admission of parts into holes of the EDF queue,
 * acknowledged to the submission node; tasks run without pre-emption once their inputs are in; a task's end is
 * reported to its submission node, and feeds the next task of its part directly.
 */
final class ExecutionNodes {
    private static final double LATE_TOLERANCE = 1e-9;

    private final WdpContext ctx;
    private final WorkflowPlan plan;
    private final WdpQueues<SubmittedWorkflow> queues;
    private SummaryPropagation summaries;

    ExecutionNodes(WdpContext ctx, WorkflowPlan plan, double[] speeds) {
        this.ctx = ctx;
        this.plan = plan;
        queues = new WdpQueues<>(speeds);
    }

    void connect(SummaryPropagation propagation) {
        summaries = propagation;
    }

    // STaRS section 6.3.1: a node's holes, cut to a grid created now
    WdpSummary summary(int u) {
        return WdpSummary.ofNode(ctx.grid(), queues.holes(u, ctx.now()));
    }

    /** Part {@code part} reached node {@code u}: true when accepted (section 6.2). */
    boolean admit(int u, Part part) {
        int[] sequence = plan.sequences[part.sequence()];
        int[] tasks = new int[part.count()];
        int[] inputs = new int[part.count()];
        for (int i = 0; i < tasks.length; i++) {
            tasks[i] = sequence[part.first() + i];
            inputs[i] = plan.predecessors[tasks[i]].length;
        }
        double[] lengths = plan.lengths(part.sequence(), part.first(), part.count());
        Admission admission = queues.admit(u, part.workflow(), tasks, lengths, inputs, part.window(), ctx.now());
        if (admission == null) {
            return false;
        }
        ctx.counters.acceptedTasks += tasks.length;
        ctx.send(u, part.workflow().submitter, WdpMessages.acceptBytes(tasks.length), WdpMessages.ACCEPT,
                new Accepted(part.workflow(), part.sequence(), part.attempt(), part.first(), u, admission));
        dispatch(u);
        summaries.leafChanged(u);
        return true;
    }

    void input(int u, Input input) {
        if (queues.input(u, input.workflow(), input.task(), input.count()) && dispatch(u)) {
            summaries.leafChanged(u);
        }
    }

    void cancel(int u, Cancel cancel) {
        int removed = queues.cancel(u, cancel.workflow(), cancel.tasks());
        if (removed > 0) {
            ctx.counters.cancelledTasks += removed;
            dispatch(u);
            summaries.leafChanged(u);
        }
    }

    // Section 6.2: an idle node starts its earliest-deadline ready task; true when it did
    private boolean dispatch(int u) {
        QueuedTask<SubmittedWorkflow> task = queues.startNext(u, ctx.now());
        if (task == null) {
            return false;
        }
        ctx.sim.scheduleAfter(task.length / queues.speed(u), s -> ended(u, task));
        return true;
    }

    private void ended(int u, QueuedTask<SubmittedWorkflow> task) {
        ctx.counters.handled++;
        if (queues.running(u) != task) {
            return;
        }
        queues.finish(u);
        double now = ctx.now();
        ctx.counters.finishedTasks++;
        if (now > task.deadline * (1 + LATE_TOLERANCE)) {
            ctx.counters.lateTasks++;
            ctx.counters.lateness.add(now - task.deadline);
        }
        ctx.send(u, task.workflow.submitter, WdpMessages.FINISHED_BYTES, WdpMessages.FINISHED,
                new Finished(task.workflow, task.task, now));
        dispatch(u);
        summaries.leafChanged(u);
    }
}
