package org.gridbench.stars.sim;

/**
 * An execution node as its local scheduler sees it (Celaya, section 3.1.1): memory M, disk D, speed s, the time Q its
 * queue ends (no earlier than its last task's end; Q may be in the past when the queue is empty), the number of
 * tasks queued, the running one included, and its queue as its local policy reads it ({@code LocalQueues.queue}: an
 * EDF queue under DP, section 5.2, the slowness-sorted queue under FSP, section 7.2.1; null under FCFS).
 */
public record NodeState(double memory, double disk, double speed, double queueEnd, int queued, Object queue) {

    /** A node whose queue end and task count say all (FCFS). */
    public NodeState(double memory, double disk, double speed, double queueEnd, int queued) {
        this(memory, disk, speed, queueEnd, queued, null);
    }

    /**
     * The node's queue as a {@code type}.
     *
     * @throws IllegalStateException when the node's local policy keeps another kind of queue
     */
    public <Q> Q queue(Class<Q> type) {
        if (!type.isInstance(queue)) {
            throw new IllegalStateException("the policy reads a " + type.getSimpleName() + " but the node's local queue is "
                    + (queue == null ? "FCFS" : "a " + queue.getClass().getSimpleName()));
        }
        return type.cast(queue);
    }
}
