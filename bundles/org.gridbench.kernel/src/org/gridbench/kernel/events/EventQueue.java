package org.gridbench.kernel.events;

import java.util.Arrays;

/**
 * The pending-event set of a discrete-event simulation: events ordered by time, ties broken by
 * insertion order, with O(log n) {@link #add}, {@link #poll} and {@link #cancel}.
 *
 * <p>A 4-ary min-heap kept in parallel primitive arrays: {@code keys[i]} is the time of entry
 * {@code i} as an order-preserving long, {@code orders[i]} its insertion sequence number shifted
 * above its slot. The four children of a node are contiguous and compared without branches.
 * Entries past the end hold a sentinel key larger than any time, so every child group is full.
 * Payloads live in a slot table; {@code slotTable[2s]} follows the heap position of slot
 * {@code s} for cancellation, and {@code slotTable[2s + 1]} is its generation. Slots are recycled
 * through a free stack; nothing is allocated per event once the arrays have grown.
 *
 * <p>A handle is {@code generation << 32 | slot}; the generation of a slot changes whenever its
 * event leaves the queue, so a stale handle never cancels a later event in the same slot. Handles
 * are never 0. Not thread-safe.
 */
public final class EventQueue<E> {
    private static final int SLOT_BITS = 26;
    private static final long SLOT_MASK = (1L << SLOT_BITS) - 1;
    private static final long SEQUENCE_LIMIT = 1L << (Long.SIZE - 1 - SLOT_BITS);
    private static final int MAX_CAPACITY = 1 << SLOT_BITS;
    private static final long SENTINEL = Long.MAX_VALUE;
    private static final int PADDING = 3;
    private static final int FREE = -1;
    // Below this child index, prefetching does not pay: the entries above it (16 KB of keys and orders) stay cached.
    private static final int PREFETCH_FROM = 1024;

    private long[] keys = {};
    private long[] orders = {};
    private int[] slotTable = {};
    private Object[] events = {};
    private int[] freeSlots = {};
    private int freeCount;
    private int slotsUsed;
    private int size;
    private long nextSequence;
    private int prefetchSink;

    public EventQueue() {
        this(64);
    }

    public EventQueue(int initialCapacity) {
        if (initialCapacity < 1 || initialCapacity > MAX_CAPACITY) {
            throw new IllegalArgumentException("capacity must be in [1, " + MAX_CAPACITY + "]: " + initialCapacity);
        }
        resize(initialCapacity);
    }

    /** Adds an event and returns a handle for {@link #cancel}; infinite times are allowed, NaN is not. */
    public long add(double time, E event) {
        if (Double.isNaN(time)) {
            throw new IllegalArgumentException("event time is NaN");
        }
        if (size == events.length) {
            grow();
        }
        if (nextSequence == SEQUENCE_LIMIT) {
            renumber();
        }
        int slot = freeCount > 0 ? freeSlots[--freeCount] : slotsUsed++;
        events[slot] = event;
        siftUp(size++, key(time), nextSequence++ << SLOT_BITS | slot);
        return (long) slotTable[2 * slot + 1] << 32 | slot;
    }

    /** Removes the event of {@code handle}; false when it already left the queue. */
    public boolean cancel(long handle) {
        int slot = (int) handle;
        if (slot < 0 || slot >= slotsUsed || slotTable[2 * slot] == FREE
                || slotTable[2 * slot + 1] != (int) (handle >>> 32)) {
            return false;
        }
        int index = slotTable[2 * slot];
        release(slot);
        int last = --size;
        long key = keys[last];
        long order = orders[last];
        keys[last] = SENTINEL;
        if (index != last) {
            if (index > 0 && precedes(key, order, (index - 1) >>> 2)) {
                siftUp(index, key, order);
            } else {
                siftDown(index, key, order);
            }
        }
        return true;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public int size() {
        return size;
    }

    /** The time of the earliest event, or positive infinity when the queue is empty. */
    public double peekTime() {
        return size == 0 ? Double.POSITIVE_INFINITY : time(keys[0]);
    }

    /** The earliest event, or null when the queue is empty. */
    @SuppressWarnings("unchecked")
    public E peek() {
        return size == 0 ? null : (E) events[(int) (orders[0] & SLOT_MASK)];
    }

    /** Removes and returns the earliest event, or null when the queue is empty. */
    @SuppressWarnings("unchecked")
    public E poll() {
        if (size == 0) {
            return null;
        }
        int slot = (int) (orders[0] & SLOT_MASK);
        E event = (E) events[slot];
        release(slot);
        int last = --size;
        long key = keys[last];
        keys[last] = SENTINEL;
        if (last > 0) {
            siftDown(0, key, orders[last]);
        }
        return event;
    }

    /** Removes every event; their handles become stale. */
    public void clear() {
        for (int i = 0; i < size; i++) {
            release((int) (orders[i] & SLOT_MASK));
        }
        Arrays.fill(keys, 0, size, SENTINEL);
        size = 0;
        nextSequence = 0;
    }

    private void siftUp(int index, long key, long order) {
        long[] k = keys;
        long[] o = orders;
        while (index > 0) {
            int parent = (index - 1) >>> 2;
            long parentKey = k[parent];
            long parentOrder = o[parent];
            if (parentKey < key || parentKey == key && parentOrder < order) {
                break;
            }
            move(index, parentKey, parentOrder);
            index = parent;
        }
        move(index, key, order);
    }

    // Moves a hole down from index, pulling the least child up, until (key, order) fits.
    private void siftDown(int index, long key, long order) {
        long[] k = keys;
        int first;
        while ((first = 4 * index + 1) < size) {
            if (first >= PREFETCH_FROM) {
                prefetchGrandchildren(first);
            }
            int best = leastChild(first);
            long bestKey = k[best];
            long bestOrder = orders[best];
            if (key < bestKey || key == bestKey && order < bestOrder) {
                break;
            }
            move(index, bestKey, bestOrder);
            index = best;
        }
        move(index, key, order);
    }

    // Branch-free minimum of a full group of four (conditional moves on long keys); equal keys go by order.
    private int leastChild(int first) {
        long[] k = keys;
        long k0 = k[first];
        long k1 = k[first + 1];
        long k2 = k[first + 2];
        long k3 = k[first + 3];
        int left = k1 < k0 ? first + 1 : first;
        int right = k3 < k2 ? first + 3 : first + 2;
        long leftKey = Math.min(k0, k1);
        long rightKey = Math.min(k2, k3);
        if (k0 == k1 | k2 == k3 | leftKey == rightKey) {
            return leastChildWithTies(first);
        }
        return rightKey < leftKey ? right : left;
    }

    private int leastChildWithTies(int first) {
        int best = first;
        for (int child = first + 1; child < first + 4; child++) {
            if (precedes(keys[child], orders[child], best)) {
                best = child;
            }
        }
        return best;
    }

    // Java has no prefetch instruction. Loading the 16 grandchildren's first, middle and last entries (their
    // 2 or 3 cache lines) under a branch that is practically never taken starts those misses while this level
    // is compared, and keeps the JIT from dropping the loads.
    private void prefetchGrandchildren(int first) {
        int g = Math.min(4 * first + 1, keys.length - 16);
        if ((keys[g] | keys[g + 8] | keys[g + 15] | orders[g] | orders[g + 8] | orders[g + 15]) == 0) {
            prefetchSink++;
        }
    }

    private void move(int index, long key, long order) {
        keys[index] = key;
        orders[index] = order;
        slotTable[2 * (int) (order & SLOT_MASK)] = index;
    }

    private boolean precedes(long key, long order, int index) {
        long other = keys[index];
        return key < other || key == other && order < orders[index];
    }

    private void release(int slot) {
        events[slot] = null;
        slotTable[2 * slot] = FREE;
        int generation = slotTable[2 * slot + 1] + 1;
        slotTable[2 * slot + 1] = generation == 0 ? 1 : generation;
        freeSlots[freeCount++] = slot;
    }

    private void grow() {
        if (events.length == MAX_CAPACITY) {
            throw new IllegalStateException("event queue is full: " + MAX_CAPACITY + " events");
        }
        resize((int) Math.min(2L * events.length, MAX_CAPACITY));
    }

    private void resize(int capacity) {
        int oldCapacity = events.length;
        keys = Arrays.copyOf(keys, capacity + PADDING);
        Arrays.fill(keys, oldCapacity, keys.length, SENTINEL);
        orders = Arrays.copyOf(orders, capacity + PADDING);
        slotTable = Arrays.copyOf(slotTable, 2 * capacity);
        for (int slot = oldCapacity; slot < capacity; slot++) {
            slotTable[2 * slot + 1] = 1;
        }
        events = Arrays.copyOf(events, capacity);
        freeSlots = Arrays.copyOf(freeSlots, capacity);
    }

    // Sequence numbers ran out of bits: renumber the pending events 0..size-1 in their old order.
    private void renumber() {
        long[] sorted = Arrays.copyOf(orders, size);
        Arrays.sort(sorted);
        for (int rank = 0; rank < size; rank++) {
            long slot = sorted[rank] & SLOT_MASK;
            orders[slotTable[2 * (int) slot]] = (long) rank << SLOT_BITS | slot;
        }
        nextSequence = size;
    }

    // IEEE 754 bits reordered so that signed long comparison agrees with double comparison; -0.0 becomes 0.0.
    private static long key(double time) {
        long bits = Double.doubleToRawLongBits(time + 0.0);
        return bits ^ (bits >> 63 & Long.MAX_VALUE);
    }

    private static double time(long key) {
        return Double.longBitsToDouble(key ^ (key >> 63 & Long.MAX_VALUE));
    }
}
