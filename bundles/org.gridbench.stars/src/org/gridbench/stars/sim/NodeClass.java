package org.gridbench.stars.sim;

import java.util.BitSet;
import java.util.PriorityQueue;

/**
 * The execution nodes that share memory, disk and speed, as a centralized scheduler indexes them (Celaya, Appendix
 * C): their members in address order, which of them are free now (idle for IBP, queue ended for MMP) and, for MMP, the
 * others ordered by queue end time, then address.
 */
public final class NodeClass {
    private final double memory;
    private final double disk;
    private final double speed;
    private final int[] members;
    private final BitSet free = new BitSet();
    private final PriorityQueue<Integer> waiting;
    private final double[] queueEnd;
    private final int[] localOf;

    NodeClass(double memory, double disk, double speed, int[] members, double[] queueEnd, int[] localOf) {
        this.memory = memory;
        this.disk = disk;
        this.speed = speed;
        this.members = members;
        this.queueEnd = queueEnd;
        this.localOf = localOf;
        free.set(0, members.length);
        waiting = new PriorityQueue<>((u, v) -> queueEnd[u] != queueEnd[v]
                ? Double.compare(queueEnd[u], queueEnd[v]) : Integer.compare(u, v));
    }

    public double memory() {
        return memory;
    }

    public double disk() {
        return disk;
    }

    public double speed() {
        return speed;
    }

    public int size() {
        return members.length;
    }

    /** The {@code i}-th member in address order. */
    public int member(int i) {
        return members[i];
    }

    public boolean fulfills(double requiredMemory, double requiredDisk) {
        return requiredMemory <= memory && requiredDisk <= disk;
    }

    /** The time the queue of member {@code u} ends, as the scheduler recorded it. */
    public double queueEnd(int u) {
        return queueEnd[u];
    }

    public boolean hasFree() {
        return !free.isEmpty();
    }

    /** The free member with the lowest address, or -1. */
    public int firstFree() {
        int i = free.nextSetBit(0);
        return i < 0 ? -1 : members[i];
    }

    /** The position in address order of the first free member at or after position {@code from}, or -1. */
    public int nextFree(int from) {
        return free.nextSetBit(from);
    }

    /** The position in address order of the first member at or after {@code from} that is not free, or -1. */
    public int nextBusy(int from) {
        int i = free.nextClearBit(from);
        return i < members.length ? i : -1;
    }

    void setFree(int local, boolean isFree) {
        free.set(local, isFree);
    }

    /** MMP: members whose queue has ended by {@code now} become free (section 4.3.1: an ended queue is empty). */
    void refresh(double now) {
        while (!waiting.isEmpty() && queueEnd[waiting.peek()] <= now) {
            int u = waiting.poll();
            free.set(localOf[u]);
        }
    }

    /** MMP: the member whose queue ends first, free members first by address, then waiting ones; -1 if empty. */
    int earliest() {
        int u = firstFree();
        return u >= 0 || waiting.isEmpty() ? u : waiting.peek();
    }

    /** MMP: member {@code u}, just chosen by {@link #earliest()}, now has a queue ending at {@code end}. */
    void enqueue(int u, double end) {
        int local = localOf[u];
        if (free.get(local)) {
            free.clear(local);
        } else {
            waiting.remove(u);
        }
        queueEnd[u] = end;
        waiting.add(u);
    }
}
