package org.gridbench.kernel.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.kernel.events.EventQueue;

/**
 * Drives an {@link EventQueue} and a brute-force reference (a list kept sorted by time, then
 * insertion) with the same random adds, polls and cancels, and compares them after every step.
 * Times are coarse so that ties are frequent; the mix first grows the queue, then drains it.
 */
final class ReferenceQueueCheck {
    private record Entry(double time, long sequence, long handle) {
    }

    private final SplittableRandom random;
    private final EventQueue<Long> queue;
    private final List<Entry> reference = new ArrayList<>();
    private final List<Long> staleHandles = new ArrayList<>();
    private long nextSequence;
    private int largestSize;

    ReferenceQueueCheck(long seed, EventQueue<Long> queue) {
        this.random = new SplittableRandom(seed);
        this.queue = queue;
    }

    void run(int operations) {
        for (int i = 0; i < operations; i++) {
            int addPercent = i < operations / 2 ? 60 : 35;
            int draw = random.nextInt(100);
            if (draw < addPercent) {
                add();
            } else if (draw < addPercent + 25) {
                poll();
            } else {
                cancel();
            }
            assertEquals(reference.size(), queue.size());
            assertEquals(reference.isEmpty() ? Double.POSITIVE_INFINITY : reference.get(0).time(), queue.peekTime());
            largestSize = Math.max(largestSize, reference.size());
        }
    }

    int largestSize() {
        return largestSize;
    }

    private void add() {
        double time = random.nextInt(400) / 4.0 - 20.0;
        long sequence = nextSequence++;
        Entry entry = new Entry(time, sequence, queue.add(time, sequence));
        reference.add(insertionPoint(time), entry);
    }

    // First index whose time is later than time: equal times keep their insertion order.
    private int insertionPoint(double time) {
        int low = 0;
        int high = reference.size();
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (reference.get(middle).time() <= time) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }

    private void poll() {
        if (reference.isEmpty()) {
            assertEquals(null, queue.poll());
            return;
        }
        Entry expected = reference.remove(0);
        assertEquals(expected.sequence(), queue.poll());
        staleHandles.add(expected.handle());
    }

    private void cancel() {
        if (!staleHandles.isEmpty() && random.nextInt(4) == 0) {
            assertFalse(queue.cancel(staleHandles.get(random.nextInt(staleHandles.size()))));
        } else if (!reference.isEmpty()) {
            Entry victim = reference.remove(random.nextInt(reference.size()));
            assertTrue(queue.cancel(victim.handle()));
            staleHandles.add(victim.handle());
        }
    }
}
