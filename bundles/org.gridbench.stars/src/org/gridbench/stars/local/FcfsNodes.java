package org.gridbench.stars.local;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The FCFS queues of IBP and MMP execution nodes (Celaya, section 3.1.2): up to {@code capacity} tasks, the running
 * one included, run in arrival order without pre-emption. As the order never changes, a task's end is known when it
 * is admitted: Q_u = max(now, Q_u) + a / s_u (section 4.3.1). Each node's tasks are a ring, made on its first task.
 */
public final class FcfsNodes implements LocalQueues<Void> {

    private final double[] speed;
    private final int capacity;
    private final double[] queueEnd;
    private final LocalTask[][] ring;
    private final int[] head;
    private final int[] queued;
    /** Per node, how many of its queued tasks (from the head) have their end decided. */
    private final int[] decided;

    /** The queues of nodes of these speeds (MFLOPS), each holding at most {@code capacity} tasks. */
    public FcfsNodes(double[] speed, int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("a FCFS queue holds at least one task, not " + capacity);
        }
        this.speed = speed.clone();
        this.capacity = capacity;
        int n = speed.length;
        queueEnd = new double[n];
        ring = new LocalTask[n][];
        head = new int[n];
        queued = new int[n];
        decided = new int[n];
    }

    // Section 3.1.2: as many tasks as the queue has room for, in arrival order
    @Override
    public int admit(int u, LocalTask task, int tasks, double now) {
        int taken = (int) Math.min(tasks, (long) capacity - queued[u]);
        if (taken <= 0) {
            return 0;
        }
        grow(u, queued[u] + taken);
        LocalTask[] slots = ring[u];
        for (int i = 0; i < taken; i++) {
            slots[(head[u] + queued[u]) % slots.length] = task;
            queued[u]++;
        }
        return taken;
    }

    private void grow(int u, int size) {
        LocalTask[] slots = ring[u];
        if (slots != null && slots.length >= size) {
            return;
        }
        int length = slots == null ? Math.min(capacity, Math.max(size, 2)) : Math.max(size, 2 * slots.length);
        LocalTask[] larger = new LocalTask[Math.min(capacity, length)];
        for (int i = 0; i < queued[u]; i++) {
            larger[i] = slots[(head[u] + i) % slots.length];
        }
        ring[u] = larger;
        head[u] = 0;
    }

    // Section 4.3.1: the next admitted task ends a / s_u after the queue's end, or after now if it emptied earlier
    @Override
    public double startNext(int u, double now) {
        if (decided[u] == queued[u]) {
            return Double.NaN;
        }
        LocalTask[] slots = ring[u];
        LocalTask task = slots[(head[u] + decided[u]) % slots.length];
        decided[u]++;
        queueEnd[u] = Math.max(now, queueEnd[u]) + task.length() / speed[u];
        return queueEnd[u];
    }

    @Override
    public LocalTask finish(int u) {
        LocalTask[] slots = ring[u];
        LocalTask task = slots[head[u]];
        slots[head[u]] = null;
        head[u] = (head[u] + 1) % slots.length;
        queued[u]--;
        decided[u]--;
        return task;
    }

    @Override
    public List<LocalTask> clear(int u, double now) {
        List<LocalTask> lost = new ArrayList<>(queued[u]);
        LocalTask[] slots = ring[u];
        for (int i = 0; i < queued[u]; i++) {
            lost.add(slots[(head[u] + i) % slots.length]);
        }
        if (slots != null) {
            Arrays.fill(slots, null);
        }
        head[u] = 0;
        queued[u] = 0;
        decided[u] = 0;
        queueEnd[u] = now;
        return lost;
    }

    @Override
    public double queueEnd(int u) {
        return queueEnd[u];
    }

    /** FCFS nodes report their queue end and task count only. */
    @Override
    public Void queue(int u, double now) {
        return null;
    }

    /** Tasks in node {@code u}'s queue, the running one included. */
    public int queued(int u) {
        return queued[u];
    }
}
