package org.gridbench.kernel.events;

import java.util.Arrays;

/**
 * The pending-event set of a discrete-event simulation: events ordered by time, ties broken by
 * insertion order, with O(log n) {@link #add}, {@link #poll} and {@link #cancel}.
 *
 * <p>A 4-ary min-heap stored in one {@code long[]}: entry {@code i} is the pair
 * {@code heap[2i]} = the time as an order-preserving long, {@code heap[2i + 1]} = the insertion
 * sequence number shifted above the event's slot. The four children of a node are contiguous, so
 * one sift step compares keys that share a cache line. Payloads live in a slot table, and
 * {@code positions[slot]} follows every move so that a handle finds its entry. Slots are recycled
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
    private static final int FREE = -1;

    private long[] heap = {};
    private int[] positions = {};
    private int[] generations = {};
    private Object[] events = {};
    private int[] freeSlots = {};
    private int freeCount;
    private int slotsUsed;
    private int size;
    private long nextSequence;

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
        if (size == positions.length) {
            grow();
        }
        if (nextSequence == SEQUENCE_LIMIT) {
            renumber();
        }
        int slot = takeSlot();
        events[slot] = event;
        siftUp(size++, key(time), nextSequence++ << SLOT_BITS | slot);
        return (long) generations[slot] << 32 | slot;
    }

    /** Removes the event of {@code handle}; false when it already left the queue. */
    public boolean cancel(long handle) {
        int slot = (int) handle;
        if (slot < 0 || slot >= slotsUsed || positions[slot] == FREE || generations[slot] != (int) (handle >>> 32)) {
            return false;
        }
        int index = positions[slot];
        releaseSlot(slot);
        int last = --size;
        if (index != last) {
            long key = heap[2 * last];
            long order = heap[2 * last + 1];
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
        return size == 0 ? Double.POSITIVE_INFINITY : time(heap[0]);
    }

    /** The earliest event, or null when the queue is empty. */
    @SuppressWarnings("unchecked")
    public E peek() {
        return size == 0 ? null : (E) events[(int) (heap[1] & SLOT_MASK)];
    }

    /** Removes and returns the earliest event, or null when the queue is empty. */
    @SuppressWarnings("unchecked")
    public E poll() {
        if (size == 0) {
            return null;
        }
        int slot = (int) (heap[1] & SLOT_MASK);
        E event = (E) events[slot];
        releaseSlot(slot);
        int last = --size;
        if (last > 0) {
            siftDown(0, heap[2 * last], heap[2 * last + 1]);
        }
        return event;
    }

    /** Removes every event; their handles become stale. */
    public void clear() {
        for (int i = 0; i < size; i++) {
            releaseSlot((int) (heap[2 * i + 1] & SLOT_MASK));
        }
        size = 0;
        nextSequence = 0;
    }

    private void siftUp(int index, long key, long order) {
        long[] h = heap;
        int[] pos = positions;
        while (index > 0) {
            int parent = (index - 1) >>> 2;
            long parentKey = h[2 * parent];
            long parentOrder = h[2 * parent + 1];
            if (parentKey < key || parentKey == key && parentOrder < order) {
                break;
            }
            h[2 * index] = parentKey;
            h[2 * index + 1] = parentOrder;
            pos[(int) (parentOrder & SLOT_MASK)] = index;
            index = parent;
        }
        h[2 * index] = key;
        h[2 * index + 1] = order;
        pos[(int) (order & SLOT_MASK)] = index;
    }

    // Moves a hole down from index, pulling the least child up, until (key, order) fits.
    private void siftDown(int index, long key, long order) {
        long[] h = heap;
        int[] pos = positions;
        int n = size;
        while (true) {
            int first = 4 * index + 1;
            if (first >= n) {
                break;
            }
            int best = first;
            long bestKey = h[2 * first];
            long bestOrder = h[2 * first + 1];
            int end = Math.min(first + 4, n);
            for (int child = first + 1; child < end; child++) {
                long childKey = h[2 * child];
                if (childKey < bestKey || childKey == bestKey && h[2 * child + 1] < bestOrder) {
                    best = child;
                    bestKey = childKey;
                    bestOrder = h[2 * child + 1];
                }
            }
            if (key < bestKey || key == bestKey && order < bestOrder) {
                break;
            }
            h[2 * index] = bestKey;
            h[2 * index + 1] = bestOrder;
            pos[(int) (bestOrder & SLOT_MASK)] = index;
            index = best;
        }
        h[2 * index] = key;
        h[2 * index + 1] = order;
        pos[(int) (order & SLOT_MASK)] = index;
    }

    private boolean precedes(long key, long order, int index) {
        long other = heap[2 * index];
        return key < other || key == other && order < heap[2 * index + 1];
    }

    private int takeSlot() {
        return freeCount > 0 ? freeSlots[--freeCount] : slotsUsed++;
    }

    private void releaseSlot(int slot) {
        events[slot] = null;
        positions[slot] = FREE;
        int generation = generations[slot] + 1;
        generations[slot] = generation == 0 ? 1 : generation;
        freeSlots[freeCount++] = slot;
    }

    private void grow() {
        if (positions.length == MAX_CAPACITY) {
            throw new IllegalStateException("event queue is full: " + MAX_CAPACITY + " events");
        }
        resize((int) Math.min(2L * positions.length, MAX_CAPACITY));
    }

    private void resize(int capacity) {
        int oldCapacity = positions.length;
        heap = Arrays.copyOf(heap, 2 * capacity);
        positions = Arrays.copyOf(positions, capacity);
        generations = Arrays.copyOf(generations, capacity);
        Arrays.fill(generations, oldCapacity, capacity, 1);
        events = Arrays.copyOf(events, capacity);
        freeSlots = Arrays.copyOf(freeSlots, capacity);
    }

    // Sequence numbers ran out of bits: renumber the pending events 0..size-1 in their old order.
    private void renumber() {
        long[] orders = new long[size];
        for (int i = 0; i < size; i++) {
            orders[i] = heap[2 * i + 1];
        }
        Arrays.sort(orders);
        for (int rank = 0; rank < size; rank++) {
            long slot = orders[rank] & SLOT_MASK;
            heap[2 * positions[(int) slot] + 1] = (long) rank << SLOT_BITS | slot;
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
