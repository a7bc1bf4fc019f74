package org.gridbench.stars.sim;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.stars.local.SlownessQueue;

/**
 * The queues of FSP execution nodes (Celaya, section 7.2.1): per node the running task, never pre-empted, and the
 * waiting tasks, kept in arrival order and run in the order of Algorithm 7.2 (the least maximum slowness). A node
 * admits every task; the global policy decides where tasks go.
 *
 * <p>A task's release is its application's release, so that its slowness (eq. 7.2) is its application's.
 *
 * @param <T> what a task belongs to (the simulation's application)
 */
public final class SlownessNodes<T> implements NodeQueues<SlownessQueue> {

    /** A task in a queue: its owner and, for the local scheduler, its release and length. */
    public record Task<T>(T owner, SlownessQueue.Task local) {

        public double release() {
            return local.release();
        }

        public double length() {
            return local.length();
        }
    }

    private final double[] speed;
    private final List<Task<T>> running;
    private final double[] runningEnd;
    private final List<List<Task<T>>> waiting;
    /** The queue of each node as last read, at its {@code now}; it holds until the queue changes or time passes. */
    private final SlownessQueue[] snapshot;

    public SlownessNodes(double[] speed) {
        this.speed = speed.clone();
        running = new ArrayList<>(speed.length);
        runningEnd = new double[speed.length];
        snapshot = new SlownessQueue[speed.length];
        waiting = new ArrayList<>(speed.length);
        for (int u = 0; u < speed.length; u++) {
            running.add(null);
            waiting.add(new ArrayList<>(0));
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
        List<Task<T>> tasks = waiting.get(u);
        if (running.get(u) == null && tasks.isEmpty()) {
            return SlownessQueue.idle(now, speed[u]);
        }
        List<SlownessQueue.Task> local = new ArrayList<>(tasks.size());
        for (Task<T> t : tasks) {
            local.add(t.local());
        }
        Task<T> r = running.get(u);
        return r == null ? SlownessQueue.of(now, speed[u], local)
                : SlownessQueue.of(now, speed[u], r.local(), runningEnd[u], local);
    }

    // STaRS section 7.2.1: every task is admitted; Algorithm 7.2 places it when the queue is read
    public int admit(int u, T owner, double release, double length, int tasks) {
        List<Task<T>> queue = waiting.get(u);
        for (int i = 0; i < tasks; i++) {
            queue.add(new Task<>(owner, new SlownessQueue.Task(release, length)));
        }
        snapshot[u] = null;
        return tasks;
    }

    public boolean idle(int u) {
        return running.get(u) == null;
    }

    /** Starts the first waiting task of the order of Algorithm 7.2 on an idle node at {@code now}; null if none. */
    public Task<T> startNext(int u, double now) {
        List<Task<T>> queue = waiting.get(u);
        if (queue.isEmpty()) {
            return null;
        }
        if (running.get(u) != null) {
            throw new IllegalStateException("node " + u + " is running a task");
        }
        SlownessQueue.Task first = queue(u, now).order().get(0);
        int k = 0;
        while (queue.get(k).local() != first) {
            k++;
        }
        Task<T> task = queue.remove(k);
        running.set(u, task);
        runningEnd[u] = now + task.length() / speed[u];
        snapshot[u] = null;
        return task;
    }

    /** How long a task runs on node {@code u}: its length at the node's speed. */
    public double runTime(int u, Task<T> task) {
        return task.length() / speed[u];
    }

    /** The running task of {@code u} has ended; returns it. */
    public Task<T> finish(int u) {
        Task<T> task = running.get(u);
        running.set(u, null);
        snapshot[u] = null;
        return task;
    }

    /** Node {@code u} failed (section 3.1.4): its queue is lost; returns the tasks it held, the running one first. */
    public List<Task<T>> clear(int u) {
        List<Task<T>> lost = new ArrayList<>(waiting.get(u).size() + 1);
        if (running.get(u) != null) {
            lost.add(running.get(u));
        }
        lost.addAll(waiting.get(u));
        running.set(u, null);
        waiting.get(u).clear();
        snapshot[u] = null;
        return lost;
    }

    /** Tasks in node {@code u}'s queue, the running one included. */
    public int queued(int u) {
        return waiting.get(u).size() + (running.get(u) == null ? 0 : 1);
    }

    /** When node {@code u}'s last queued task would end, run back to back from {@code now}. */
    public double queueEnd(int u, double now) {
        double end = running.get(u) == null ? now : Math.max(now, runningEnd[u]);
        for (Task<T> task : waiting.get(u)) {
            end += task.length() / speed[u];
        }
        return end;
    }
}
