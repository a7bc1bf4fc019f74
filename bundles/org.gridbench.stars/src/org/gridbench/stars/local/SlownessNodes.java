package org.gridbench.stars.local;

import java.util.ArrayList;
import java.util.List;

/**
 * The queues of FSP execution nodes (Celaya, section 7.2.1): per node the running task, never pre-empted, and the
 * waiting tasks, kept in arrival order and run in the order of Algorithm 7.2 (the least maximum slowness). A node
 * admits every task; the global policy decides where tasks go.
 *
 * <p>A task's release is its application's release, so that its slowness (eq. 7.2) is its application's.
 */
public final class SlownessNodes extends AbstractLocalQueues<SlownessQueue> {

    /** Per node, its waiting tasks as Algorithm 7.2 reads them, in the order of {@link #waiting}. */
    private final List<List<SlownessQueue.Task>> local;
    private final SlownessQueue.Task[] runningLocal;
    /** The queue of each node as last read, at its {@code now}; it holds until the queue changes or time passes. */
    private final SlownessQueue[] snapshot;

    public SlownessNodes(double[] speed) {
        super(speed);
        runningLocal = new SlownessQueue.Task[speed.length];
        snapshot = new SlownessQueue[speed.length];
        local = new ArrayList<>(speed.length);
        for (int u = 0; u < speed.length; u++) {
            local.add(new ArrayList<>(0));
        }
    }

    /** The queue of node {@code u} at {@code now}, sorted by Algorithm 7.2. */
    @Override
    public SlownessQueue queue(int u, double now) {
        if (snapshot[u] == null || snapshot[u].now() != now) {
            snapshot[u] = read(u, now);
        }
        return snapshot[u];
    }

    private SlownessQueue read(int u, double now) {
        List<SlownessQueue.Task> tasks = local.get(u);
        if (runningLocal[u] == null && tasks.isEmpty()) {
            return SlownessQueue.idle(now, speed(u));
        }
        return runningLocal[u] == null ? SlownessQueue.of(now, speed(u), tasks)
                : SlownessQueue.of(now, speed(u), runningLocal[u], runningEnd(u), tasks);
    }

    // STaRS section 7.2.1: every task is admitted; Algorithm 7.2 places it when the queue is read
    @Override
    protected int admissible(int u, LocalTask task, int tasks, double now) {
        List<SlownessQueue.Task> queue = local.get(u);
        for (int i = 0; i < tasks; i++) {
            queue.add(new SlownessQueue.Task(task.release(), task.length()));
        }
        return tasks;
    }

    /** The first waiting task of the order of Algorithm 7.2. */
    @Override
    protected LocalTask takeNext(int u, double now) {
        SlownessQueue.Task first = queue(u, now).order().get(0);
        List<SlownessQueue.Task> queue = local.get(u);
        int k = 0;
        while (queue.get(k) != first) {
            k++;
        }
        runningLocal[u] = queue.remove(k);
        return waiting(u).remove(k);
    }

    @Override
    public LocalTask finish(int u) {
        runningLocal[u] = null;
        return super.finish(u);
    }

    @Override
    public List<LocalTask> clear(int u, double now) {
        runningLocal[u] = null;
        local.get(u).clear();
        return super.clear(u, now);
    }

    @Override
    protected void changed(int u) {
        snapshot[u] = null;
    }
}
