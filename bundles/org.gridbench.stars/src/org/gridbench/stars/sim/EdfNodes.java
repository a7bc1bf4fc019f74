package org.gridbench.stars.sim;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.stars.local.EdfQueue;
import org.gridbench.stars.workload.Request;

/**
 * The queues of DP execution nodes (Celaya, section 5.2): per node the running task, never pre-empted, and the
 * waiting tasks in EDF order (equal deadlines in arrival order). A node admits as many tasks of an application as fit
 * before its deadline with every queued task still on time (eq. 5.1 on l_u of Algorithm 5.1).
 */
final class EdfNodes implements NodeQueues<EdfQueue> {

    /** A task in a queue: its application, announced and real lengths (MFLOP) and absolute deadline. */
    record Task(Application application, double length, double runLength, double deadline) {
    }

    private final double[] speed;
    private final Task[] running;
    private final double[] runningEnd;
    private final List<List<Task>> waiting;
    /** The queue of each busy node as last read; it holds until the node's queue changes. */
    private final EdfQueue[] snapshot;

    EdfNodes(double[] speed) {
        this.speed = speed;
        running = new Task[speed.length];
        runningEnd = new double[speed.length];
        snapshot = new EdfQueue[speed.length];
        waiting = new ArrayList<>(speed.length);
        for (int u = 0; u < speed.length; u++) {
            waiting.add(new ArrayList<>(0));
        }
    }

    /** The queue of node {@code u} as Algorithm 5.1 reads it at {@code now}. */
    @Override
    public EdfQueue queue(int u, double now) {
        if (running[u] == null) {
            return EdfQueue.idle(now, speed[u]);
        }
        if (snapshot[u] == null) {
            snapshot[u] = read(u);
        }
        return snapshot[u];
    }

    private EdfQueue read(int u) {
        List<Task> tasks = waiting.get(u);
        double[] deadlines = new double[tasks.size()];
        double[] lengths = new double[tasks.size()];
        for (int j = 0; j < deadlines.length; j++) {
            deadlines[j] = tasks.get(j).deadline();
            lengths[j] = tasks.get(j).length();
        }
        return EdfQueue.of(runningEnd[u], speed[u], runningEnd[u], deadlines, lengths);
    }

    // STaRS section 5.2 and eq. 5.1: floor(l_u(delta) / a) of the tasks are admitted, inserted in EDF order
    int admit(int u, Application application, int tasks, double now) {
        Request request = application.request;
        double available = queue(u, now).available(request.deadline());
        int taken = (int) Math.min(tasks, Math.floor(available / request.taskLength()));
        if (taken <= 0) {
            return 0;
        }
        List<Task> queue = waiting.get(u);
        int k = 0;
        while (k < queue.size() && queue.get(k).deadline() <= request.deadline()) {
            k++;
        }
        for (int i = 0; i < taken; i++) {
            queue.add(k, new Task(application, request.taskLength(), request.runLength(), request.deadline()));
        }
        snapshot[u] = null;
        return taken;
    }

    boolean idle(int u) {
        return running[u] == null;
    }

    /** Starts the earliest-deadline waiting task of an idle node at {@code now}; null when none waits. */
    Task startNext(int u, double now) {
        List<Task> queue = waiting.get(u);
        if (queue.isEmpty()) {
            return null;
        }
        Task task = queue.remove(0);
        running[u] = task;
        runningEnd[u] = now + task.length() / speed[u];
        snapshot[u] = null;
        return task;
    }

    /** Section 5.2: a task runs its real length, or is dropped when its announced length is used up. */
    double runTime(int u, Task task) {
        return Math.min(task.length(), task.runLength()) / speed[u];
    }

    /** The running task of {@code u} has ended; returns it. */
    Task finish(int u) {
        Task task = running[u];
        running[u] = null;
        snapshot[u] = null;
        return task;
    }

    /** Node {@code u} failed (section 3.1.4): its queue is lost; returns the tasks it held, the running one first. */
    List<Task> clear(int u) {
        List<Task> lost = new ArrayList<>(waiting.get(u).size() + 1);
        if (running[u] != null) {
            lost.add(running[u]);
        }
        lost.addAll(waiting.get(u));
        running[u] = null;
        waiting.get(u).clear();
        snapshot[u] = null;
        return lost;
    }

    /** Tasks in node {@code u}'s queue, the running one included. */
    int queued(int u) {
        return waiting.get(u).size() + (running[u] == null ? 0 : 1);
    }

    /** When node {@code u}'s last queued task would end, run back to back from {@code now}. */
    double queueEnd(int u, double now) {
        double end = running[u] == null ? now : runningEnd[u];
        for (Task task : waiting.get(u)) {
            end += task.length() / speed[u];
        }
        return end;
    }
}
