package org.gridbench.stars.local;

/**
 * The queues of DP execution nodes (Celaya, section 5.2): per node the running task, never pre-empted, and the
 * waiting tasks in EDF order (equal deadlines in arrival order). A node admits as many tasks of an application as fit
 * before its deadline with every queued task still on time (eq. 5.1 on l_u of Algorithm 5.1).
 */
public final class EdfNodes extends AbstractLocalQueues<EdfQueue> {

    /** The queue of each busy node as last read; it holds until the node's queue changes. */
    private final EdfQueue[] snapshot;

    public EdfNodes(double[] speed) {
        super(speed);
        snapshot = new EdfQueue[speed.length];
    }

    /** The queue of node {@code u} as Algorithm 5.1 reads it at {@code now}. */
    @Override
    public EdfQueue queue(int u, double now) {
        if (running(u) == null) {
            return EdfQueue.idle(now, speed(u));
        }
        if (snapshot[u] == null) {
            snapshot[u] = read(u);
        }
        return snapshot[u];
    }

    private EdfQueue read(int u) {
        var tasks = waiting(u);
        double[] deadlines = new double[tasks.size()];
        double[] lengths = new double[tasks.size()];
        for (int j = 0; j < deadlines.length; j++) {
            deadlines[j] = tasks.get(j).deadline();
            lengths[j] = tasks.get(j).length();
        }
        return EdfQueue.of(runningEnd(u), speed(u), runningEnd(u), deadlines, lengths);
    }

    // STaRS section 5.2 and eq. 5.1: floor(l_u(delta) / a) of the tasks are admitted
    @Override
    protected int admissible(int u, LocalTask task, int tasks, double now) {
        double available = queue(u, now).available(task.deadline());
        return (int) Math.min(tasks, Math.floor(available / task.length()));
    }

    /** EDF order: after every waiting task whose deadline is no later. */
    @Override
    protected int position(int u, LocalTask task) {
        var queue = waiting(u);
        int k = 0;
        while (k < queue.size() && queue.get(k).deadline() <= task.deadline()) {
            k++;
        }
        return k;
    }

    /** Section 5.2: a task runs its real length, or is dropped when its announced length is used up. */
    @Override
    protected double runTime(int u, LocalTask task) {
        return Math.min(task.length(), task.runLength()) / speed(u);
    }

    // Section 5.2: a task that used up its announced length without ending is dropped, its result lost
    @Override
    public Outcome outcome(LocalTask task, double now) {
        if (task.runLength() > task.length()) {
            return Outcome.DROPPED;
        }
        return now > task.deadline() ? Outcome.LATE : Outcome.FINISHED;
    }

    @Override
    protected void changed(int u) {
        snapshot[u] = null;
    }
}
