package org.gridbench.stars.availability;

import java.util.Arrays;

/**
 * A 4-ary min-heap of the clustering's candidate pairs (i, j), i &lt; j, ordered by key, then i, then j. A key is
 * either the pair's DIST or a lower bound of it ({@link #polledExact()}). Each entry remembers the versions its two
 * clusters had when it was queued, so that entries of clusters merged since can be recognised and dropped, and
 * whether DIST takes them in reverse order, (j, i), as it does when j is the newer cluster.
 */
final class PairQueue {

    /** Children per heap node: a 4-ary heap is shallower than a binary one and reads its children side by side. */
    private static final int ARITY = 4;
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

    /** Empties the queue, keeping its arrays, so that one queue serves clustering after clustering. */
    void clear() {
        size = 0;
    }

    /** Appends an entry without ordering it; {@link #heapify()} must follow before the next {@link #poll()}. */
    void append(double k, int i, int j, int vi, int vj, boolean exact, boolean reversed) {
        if (size == key.length) {
            key = Arrays.copyOf(key, 2 * size);
            pair = Arrays.copyOf(pair, 2 * size);
            versions = Arrays.copyOf(versions, 2 * size);
        }
        put(size, k, (long) i << 32 | (long) j << 2 | (exact ? EXACT : 0) | (reversed ? REVERSED : 0),
                (long) vi << 32 | vj);
        size++;
    }

    void add(double k, int i, int j, int vi, int vj, boolean exact, boolean reversed) {
        append(k, i, j, vi, vj, exact, reversed);
        siftUp(size - 1);
    }

    void heapify() {
        for (int e = (size - 2) / ARITY; e >= 0; e--) {
            siftDown(e);
        }
    }

    /** Removes the least entry; the polled getters read it until the next append. */
    void poll() {
        size--;
        if (size > 0) {
            swap(0, size);
            siftDown(0);
        }
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

    /** Moves the entry at e up to its place, shifting the larger ancestors down one level instead of swapping. */
    private void siftUp(int e) {
        double k = key[e];
        long p = pair[e];
        long v = versions[e];
        while (e > 0) {
            int parent = (e - 1) / ARITY;
            if (!precedes(k, p, key[parent], pair[parent])) {
                break;
            }
            move(parent, e);
            e = parent;
        }
        put(e, k, p, v);
    }

    /** Moves the entry at e down to its place, shifting the least child up one level instead of swapping. */
    private void siftDown(int e) {
        double k = key[e];
        long p = pair[e];
        long v = versions[e];
        while (true) {
            int first = ARITY * e + 1;
            if (first >= size) {
                break;
            }
            int least = first;
            for (int c = first + 1, last = Math.min(first + ARITY, size); c < last; c++) {
                if (precedes(key[c], pair[c], key[least], pair[least])) {
                    least = c;
                }
            }
            if (!precedes(key[least], pair[least], k, p)) {
                break;
            }
            move(least, e);
            e = least;
        }
        put(e, k, p, v);
    }

    private static boolean precedes(double k1, long p1, double k2, long p2) {
        return k1 < k2 || k1 == k2 && p1 < p2;
    }

    private void swap(int a, int b) {
        double k = key[a];
        long p = pair[a];
        long v = versions[a];
        move(b, a);
        put(b, k, p, v);
    }

    private void move(int from, int to) {
        put(to, key[from], pair[from], versions[from]);
    }

    private void put(int e, double k, long p, long v) {
        key[e] = k;
        pair[e] = p;
        versions[e] = v;
    }
}
