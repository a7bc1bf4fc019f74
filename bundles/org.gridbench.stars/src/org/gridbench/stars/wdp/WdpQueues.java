package org.gridbench.stars.wdp;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.stars.workflow.Hole;
import org.gridbench.stars.workflow.Holes;
import org.gridbench.stars.workflow.TaskDeadlines;
import org.gridbench.stars.workflow.Window;

/**
 * The queues of the WDP execution nodes (section 6.2): per node the running task, never pre-empted, and the waiting
 * tasks in EDF order (equal deadlines in arrival order). Arrays over the nodes; an idle node holds no list.
 *
 * <p>Our readings. A node accepts a part (consecutive tasks of a sequence) with window [startline, deadline] when one
 * of its holes (Figure 6.2) leaves the part's execution time between max(hole start, startline) and min(hole end,
 * deadline); the earliest such hole is taken, the part's last task gets that end as its deadline and the others
 * theirs backwards from it (section 6.2), so the part sits in EDF order between the tasks around the hole and every
 * queued task keeps its deadline. A task runs when every predecessor has finished: the node starts the earliest
 * deadline among its ready tasks, not before; no task waits for its startline.
 *
 * @param <W> what identifies a workflow
 */
public final class WdpQueues<W> {
    private static final double FIT_TOLERANCE = 1e-9;

    private final double[] speed;
    private final QueuedTask<W>[] running;
    private final double[] runningEnd;
    private final List<List<QueuedTask<W>>> waiting;

    @SuppressWarnings("unchecked")
    public WdpQueues(double[] speed) {
        this.speed = speed;
        running = new QueuedTask[speed.length];
        runningEnd = new double[speed.length];
        waiting = new ArrayList<>(speed.length);
        for (int u = 0; u < speed.length; u++) {
            waiting.add(null);
        }
    }

    public double speed(int u) {
        return speed[u];
    }

    /** The running task of node {@code u}, or null. */
    public QueuedTask<W> running(int u) {
        return running[u];
    }

    /** The holes of node {@code u} at {@code now}, its waiting tasks pushed to their deadlines (Figure 6.2). */
    public List<Hole> holes(int u, double now) {
        List<QueuedTask<W>> queue = queue(u);
        double[] deadlines = new double[queue.size()];
        double[] lengths = new double[queue.size()];
        for (int j = 0; j < deadlines.length; j++) {
            deadlines[j] = queue.get(j).deadline;
            lengths[j] = queue.get(j).length;
        }
        return Holes.of(now, speed[u], free(u, now), deadlines, lengths);
    }

    private double free(int u, double now) {
        return running[u] == null ? now : Math.max(now, runningEnd[u]);
    }

    /**
     * Node {@code u} takes tasks {@code tasks} (consecutive in their sequence, of these lengths, each waiting for
     * {@code inputs} predecessors, the one before it in the part included) in {@code window}, or refuses them: null.
     */
    public Admission admit(int u, W workflow, int[] tasks, double[] lengths, int[] inputs, Window window,
            double now) {
        double s = speed[u];
        double need = 0;
        for (double a : lengths) {
            need += a / s;
        }
        double end = Double.NaN;
        for (Hole hole : holes(u, now)) {
            double from = Math.max(hole.start(), window.startline());
            double to = Math.min(hole.end(), window.deadline());
            if (to - from >= need * (1 - FIT_TOLERANCE)) {
                end = to;
                break;
            }
        }
        if (Double.isNaN(end)) {
            return null;
        }
        double[] deadlines = TaskDeadlines.backwards(lengths, s, end);
        List<QueuedTask<W>> queue = waiting.get(u);
        if (queue == null) {
            queue = new ArrayList<>(tasks.length);
            waiting.set(u, queue);
        }
        int k = 0;
        double start = free(u, now);
        while (k < queue.size() && queue.get(k).deadline <= deadlines[0]) {
            start += queue.get(k).length / s;
            k++;
        }
        double t = Math.max(start, window.startline());
        double[] finishes = new double[tasks.length];
        double[] latestStarts = new double[tasks.length];
        QueuedTask<W> before = null;
        for (int i = 0; i < tasks.length; i++) {
            t += lengths[i] / s;
            finishes[i] = t;
            latestStarts[i] = deadlines[i] - lengths[i] / s;
            QueuedTask<W> task = new QueuedTask<>(workflow, tasks[i], lengths[i], deadlines[i], inputs[i]);
            if (before != null) {
                before.nextLocal = task;
            }
            queue.add(k + i, task);
            before = task;
        }
        return new Admission(finishes, deadlines, latestStarts);
    }

    /** Starts the earliest-deadline ready task of idle node {@code u}; null when busy or none is ready. */
    public QueuedTask<W> startNext(int u, double now) {
        List<QueuedTask<W>> queue = waiting.get(u);
        if (running[u] != null || queue == null) {
            return null;
        }
        for (int j = 0; j < queue.size(); j++) {
            QueuedTask<W> task = queue.get(j);
            if (task.inputsLeft == 0) {
                queue.remove(j);
                if (queue.isEmpty()) {
                    waiting.set(u, null);
                }
                running[u] = task;
                runningEnd[u] = now + task.length / speed[u];
                return task;
            }
        }
        return null;
    }

    /** The running task of {@code u} has ended; the next task of its part has one input fewer to wait for. */
    public void finish(int u) {
        if (running[u].nextLocal != null) {
            running[u].nextLocal.inputsLeft--;
        }
        running[u] = null;
    }

    /** The waiting tasks of node {@code u} in EDF order. */
    public List<QueuedTask<W>> waiting(int u) {
        return List.copyOf(queue(u));
    }

    /** {@code count} more inputs of a waiting task arrived; false when the node does not hold it. */
    public boolean input(int u, W workflow, int task, int count) {
        for (QueuedTask<W> t : queue(u)) {
            if (t.workflow == workflow && t.task == task) {
                t.inputsLeft -= count;
                return true;
            }
        }
        return false;
    }

    /**
     * Removes the tasks of {@code workflow} from node {@code u}: those listed, or all when {@code tasks} is null; the
     * running one is aborted. Returns how many were removed.
     */
    public int cancel(int u, W workflow, int[] tasks) {
        int removed = 0;
        if (running[u] != null && running[u].workflow == workflow && listed(running[u].task, tasks)) {
            running[u] = null;
            removed++;
        }
        List<QueuedTask<W>> queue = waiting.get(u);
        if (queue != null) {
            int before = queue.size();
            queue.removeIf(t -> t.workflow == workflow && listed(t.task, tasks));
            removed += before - queue.size();
            if (queue.isEmpty()) {
                waiting.set(u, null);
            }
        }
        return removed;
    }

    private static boolean listed(int task, int[] tasks) {
        if (tasks == null) {
            return true;
        }
        for (int t : tasks) {
            if (t == task) {
                return true;
            }
        }
        return false;
    }

    /** The tasks of node {@code u}, the running one included. */
    public int queued(int u) {
        return queue(u).size() + (running[u] == null ? 0 : 1);
    }

    private List<QueuedTask<W>> queue(int u) {
        List<QueuedTask<W>> queue = waiting.get(u);
        return queue == null ? List.of() : queue;
    }
}
