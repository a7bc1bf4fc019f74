package org.gridbench.stars.local;

import java.util.ArrayList;
import java.util.List;

/**
 * What every non-pre-emptive local queue shares (Celaya, section 3.1.2): per node one running task and the waiting
 * tasks; a node starts a task only when idle and runs it to its end. A policy says how many tasks a node admits
 * ({@link #admissible}), where a new task waits ({@link #position}) and which waiting task starts next
 * ({@link #takeNext}); FIFO by default.
 *
 * @param <Q> how a node's queue reads for its policy's availability function
 */
public abstract class AbstractLocalQueues<Q> implements LocalQueues<Q> {

    private final double[] speed;
    private final LocalTask[] running;
    private final double[] runningEnd;
    private final List<List<LocalTask>> waiting;
    private final double[] queueEnd;

    /** The queues of nodes of these speeds (MFLOPS), all empty. */
    protected AbstractLocalQueues(double[] speed) {
        this.speed = speed.clone();
        running = new LocalTask[speed.length];
        runningEnd = new double[speed.length];
        queueEnd = new double[speed.length];
        waiting = new ArrayList<>(speed.length);
        for (int u = 0; u < speed.length; u++) {
            waiting.add(new ArrayList<>(0));
        }
    }

    /** How many of {@code tasks} copies of {@code task} node {@code u} takes at {@code now}. */
    protected abstract int admissible(int u, LocalTask task, int tasks, double now);

    /** Where in node {@code u}'s waiting tasks a new task goes: at the end by default. */
    protected int position(int u, LocalTask task) {
        return waiting.get(u).size();
    }

    /** Removes and returns the waiting task node {@code u} starts at {@code now}: the first by default. */
    protected LocalTask takeNext(int u, double now) {
        return waiting.get(u).remove(0);
    }

    /** How long {@code task} occupies node {@code u}: its length at the node's speed by default. */
    protected double runTime(int u, LocalTask task) {
        return task.length() / speed[u];
    }

    /** Node {@code u}'s queue changed: what was read of it no longer holds. */
    protected void changed(int u) {
    }

    @Override
    public int admit(int u, LocalTask task, int tasks, double now) {
        int taken = admissible(u, task, tasks, now);
        if (taken <= 0) {
            return 0;
        }
        List<LocalTask> queue = waiting.get(u);
        int k = position(u, task);
        for (int i = 0; i < taken; i++) {
            queue.add(k, task);
        }
        changed(u);
        return taken;
    }

    /** Starts a waiting task if the node is idle; the call that starts nothing brings the queue end up to date. */
    @Override
    public double startNext(int u, double now) {
        if (running[u] == null && !waiting.get(u).isEmpty()) {
            LocalTask task = takeNext(u, now);
            running[u] = task;
            runningEnd[u] = now + task.length() / speed[u];
            changed(u);
            return now + runTime(u, task);
        }
        queueEnd[u] = queueEnd(u, now);
        return Double.NaN;
    }

    // Section 3.1.1: Q_u, the waiting tasks run back to back after the running one
    private double end(int u, double from) {
        double end = from;
        for (LocalTask task : waiting.get(u)) {
            end += task.length() / speed[u];
        }
        return end;
    }

    @Override
    public LocalTask finish(int u) {
        LocalTask task = running[u];
        running[u] = null;
        changed(u);
        return task;
    }

    @Override
    public List<LocalTask> clear(int u, double now) {
        List<LocalTask> lost = new ArrayList<>(waiting.get(u).size() + 1);
        if (running[u] != null) {
            lost.add(running[u]);
        }
        lost.addAll(waiting.get(u));
        running[u] = null;
        waiting.get(u).clear();
        queueEnd[u] = now;
        changed(u);
        return lost;
    }

    @Override
    public double queueEnd(int u) {
        return queueEnd[u];
    }

    /** Whether node {@code u} runs no task. */
    public boolean idle(int u) {
        return running[u] == null;
    }

    /** Tasks in node {@code u}'s queue, the running one included. */
    public int queued(int u) {
        return waiting.get(u).size() + (running[u] == null ? 0 : 1);
    }

    /** When node {@code u}'s last queued task would end, run back to back from {@code now}. */
    public double queueEnd(int u, double now) {
        return running[u] == null ? end(u, now) : end(u, Math.max(now, runningEnd[u]));
    }

    protected final double speed(int u) {
        return speed[u];
    }

    /** Node {@code u}'s running task, null when it is idle. */
    protected final LocalTask running(int u) {
        return running[u];
    }

    /** When node {@code u}'s running task ends at its announced length. */
    protected final double runningEnd(int u) {
        return runningEnd[u];
    }

    /** Node {@code u}'s waiting tasks in queue order. */
    protected final List<LocalTask> waiting(int u) {
        return waiting.get(u);
    }
}
