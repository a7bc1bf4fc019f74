package org.gridbench.market.internal;

import java.util.Arrays;
import java.util.function.IntPredicate;
import java.util.function.IntToDoubleFunction;

/**
 * A binary min-heap of ids by key, ties broken by the smaller id. For tasks the id is the ordinal (so equal keys
 * go to the earlier job, then the earlier task) and the key a bid turned so that the smallest key wins. After {@link #rekey} the entries are unordered until the
 * first {@link #pop}: an auction that stops at its first bidder never pays for heap order.
 */
final class BidHeap {
    private int[] tasks = new int[16];
    private double[] keys = new double[16];
    private int size;
    private boolean ordered = true;
    private int best;

    boolean isEmpty() {
        return size == 0;
    }

    /** Adds a task with its key. */
    void push(int task, double key) {
        if (!ordered) {
            heapify();
        }
        siftUp(add(task, key));
    }

    /** Adds a task whose key the next {@link #rekey} will set; until then, do not peek or pop. */
    void append(int task) {
        add(task, 0);
        ordered = false;
    }

    /** Drops the entries that are no longer {@code live} and recomputes every other key. */
    void rekey(IntPredicate live, IntToDoubleFunction key) {
        int kept = 0;
        best = -1;
        for (int i = 0; i < size; i++) {
            int task = tasks[i];
            if (!live.test(task)) {
                continue;
            }
            double k = key.applyAsDouble(task);
            tasks[kept] = task;
            keys[kept] = k;
            if (best < 0 || precedes(kept, best)) {
                best = kept;
            }
            kept++;
        }
        size = kept;
        ordered = kept == 0;
    }

    /** Pops entries from the top while they are not {@code live}. */
    void dropDeadTop(IntPredicate live) {
        while (size > 0 && !live.test(peek())) {
            pop();
        }
    }

    /** The winning task, or -1 when empty. */
    int peek() {
        if (size == 0) {
            return -1;
        }
        return tasks[ordered ? 0 : best];
    }

    double peekKey() {
        return keys[ordered ? 0 : best];
    }

    int pop() {
        if (!ordered) {
            heapify();
        }
        int top = tasks[0];
        size--;
        if (size > 0) {
            tasks[0] = tasks[size];
            keys[0] = keys[size];
            siftDown(0);
        }
        return top;
    }

    private int add(int task, double key) {
        if (size == tasks.length) {
            tasks = Arrays.copyOf(tasks, 2 * size);
            keys = Arrays.copyOf(keys, 2 * size);
        }
        tasks[size] = task;
        keys[size] = key;
        return size++;
    }

    private void heapify() {
        for (int i = size / 2 - 1; i >= 0; i--) {
            siftDown(i);
        }
        ordered = true;
    }

    private void siftUp(int i) {
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (!precedes(i, parent)) {
                return;
            }
            swap(i, parent);
            i = parent;
        }
    }

    private void siftDown(int i) {
        while (true) {
            int child = 2 * i + 1;
            if (child >= size) {
                return;
            }
            if (child + 1 < size && precedes(child + 1, child)) {
                child++;
            }
            if (!precedes(child, i)) {
                return;
            }
            swap(i, child);
            i = child;
        }
    }

    private boolean precedes(int a, int b) {
        return keys[a] < keys[b] || keys[a] == keys[b] && tasks[a] < tasks[b];
    }

    private void swap(int a, int b) {
        int t = tasks[a];
        tasks[a] = tasks[b];
        tasks[b] = t;
        double k = keys[a];
        keys[a] = keys[b];
        keys[b] = k;
    }
}
