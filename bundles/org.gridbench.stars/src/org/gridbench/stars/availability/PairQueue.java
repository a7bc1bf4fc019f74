package org.gridbench.stars.availability;

import java.util.Arrays;

/**
 * A binary min-heap of the clustering's candidate pairs (i, j), i &lt; j, ordered by key, then i, then j. A key is
 * either the pair's DIST or a lower bound of it ({@link #polledExact()}). Each entry remembers the versions its two
 * clusters had when it was queued, so that entries of clusters merged since can be recognised and dropped, and
 * whether DIST takes them in reverse order, (j, i), as it does when j is the newer cluster.
 */
final class PairQueue {

    private static final long EXACT = 1;
    private static final long REVERSED = 2;

    private double[] key;
    /** i in the high 32 bits, then j, then the two flags, so that comparing them orders pairs lexicographically. */
    private long[] pair;
    /** The versions of i and j when queued, i's in the high 32 bits. */
    private long[] versions;
    private int size;

    PairQueue(int capacity) {
        int c = Math.max(1, capacity);
        key = new double[c];
        pair = new long[c];
        versions = new long[c];
    }

    /** Appends an entry without ordering it; {@link #heapify()} must follow before the next {@link #poll()}. */
    void append(double k, int i, int j, int vi, int vj, boolean exact, boolean reversed) {
        if (size == key.length) {
            key = Arrays.copyOf(key, 2 * size);
            pair = Arrays.copyOf(pair, 2 * size);
            versions = Arrays.copyOf(versions, 2 * size);
        }
        key[size] = k;
        pair[size] = (long) i << 32 | (long) j << 2 | (exact ? EXACT : 0) | (reversed ? REVERSED : 0);
        versions[size] = (long) vi << 32 | vj;
        size++;
    }

    void add(double k, int i, int j, int vi, int vj, boolean exact, boolean reversed) {
        append(k, i, j, vi, vj, exact, reversed);
        siftUp(size - 1);
    }

    void heapify() {
        for (int e = size / 2 - 1; e >= 0; e--) {
            siftDown(e);
        }
    }

    /** Removes the least entry; the polled getters read it until the next append. */
    void poll() {
        size--;
        swap(0, size);
        siftDown(0);
    }

    int polledFirst() {
        return (int) (pair[size] >>> 32);
    }

    int polledSecond() {
        return (int) pair[size] >>> 2;
    }

    int polledFirstVersion() {
        return (int) (versions[size] >>> 32);
    }

    int polledSecondVersion() {
        return (int) versions[size];
    }

    boolean polledExact() {
        return (pair[size] & EXACT) != 0;
    }

    boolean polledReversed() {
        return (pair[size] & REVERSED) != 0;
    }

    private boolean less(int a, int b) {
        return key[a] < key[b] || key[a] == key[b] && pair[a] < pair[b];
    }

    private void siftUp(int e) {
        while (e > 0) {
            int parent = (e - 1) / 2;
            if (!less(e, parent)) {
                return;
            }
            swap(e, parent);
            e = parent;
        }
    }

    private void siftDown(int e) {
        while (true) {
            int child = 2 * e + 1;
            if (child >= size) {
                return;
            }
            if (child + 1 < size && less(child + 1, child)) {
                child++;
            }
            if (!less(child, e)) {
                return;
            }
            swap(e, child);
            e = child;
        }
    }

    private void swap(int a, int b) {
        double k = key[a];
        key[a] = key[b];
        key[b] = k;
        long p = pair[a];
        pair[a] = pair[b];
        pair[b] = p;
        long v = versions[a];
        versions[a] = versions[b];
        versions[b] = v;
    }
}
