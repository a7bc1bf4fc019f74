package org.gridbench.stars.wdp;

/**
 * A task in the queue of a WDP execution node (section 6.2): its workflow and index there, its length (MFLOP) and
 * deadline at this node, the inputs it still waits for (its predecessors that have not finished, as far as the node
 * knows), and the next task of the same part, which this one's end feeds locally.
 *
 * @param <W> what identifies a workflow
 */
public final class QueuedTask<W> {
    final W workflow;
    final int task;
    final double length;
    final double deadline;
    int inputsLeft;
    QueuedTask<W> nextLocal;

    QueuedTask(W workflow, int task, double length, double deadline, int inputsLeft) {
        this.workflow = workflow;
        this.task = task;
        this.length = length;
        this.deadline = deadline;
        this.inputsLeft = inputsLeft;
    }

    public W workflow() {
        return workflow;
    }

    public int task() {
        return task;
    }

    public double length() {
        return length;
    }

    public double deadline() {
        return deadline;
    }

    public int inputsLeft() {
        return inputsLeft;
    }
}
