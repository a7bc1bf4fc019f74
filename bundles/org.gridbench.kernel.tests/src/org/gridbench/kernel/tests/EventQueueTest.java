package org.gridbench.kernel.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;

import org.gridbench.kernel.events.EventQueue;
import org.junit.jupiter.api.Test;

class EventQueueTest {

    @Test
    void pollsByTimeThenByInsertionOrder() {
        EventQueue<String> queue = new EventQueue<>();
        queue.add(3.0, "a");
        queue.add(1.0, "b");
        queue.add(2.0, "c");
        queue.add(1.0, "d");
        queue.add(2.0, "e");

        assertEquals(List.of("b", "d", "c", "e", "a"), drain(queue));
    }

    @Test
    void ordersNegativeInfiniteAndSignedZeroTimes() {
        EventQueue<String> queue = new EventQueue<>();
        queue.add(Double.POSITIVE_INFINITY, "+inf");
        queue.add(0.0, "+0");
        queue.add(Double.NEGATIVE_INFINITY, "-inf");
        queue.add(-1.5, "-1.5");
        queue.add(-0.0, "-0");
        queue.add(-2.0, "-2");

        assertEquals(List.of("-inf", "-2", "-1.5", "+0", "-0", "+inf"), drain(queue));
    }

    @Test
    void peekShowsTheEarliestWithoutRemovingIt() {
        EventQueue<String> queue = new EventQueue<>();
        queue.add(5.0, "late");
        queue.add(4.0, "early");

        assertEquals("early", queue.peek());
        assertEquals(4.0, queue.peekTime());
        assertEquals(2, queue.size());
    }

    @Test
    void emptyQueueHasNothingToPeekOrPoll() {
        EventQueue<String> queue = new EventQueue<>();

        assertTrue(queue.isEmpty());
        assertNull(queue.peek());
        assertNull(queue.poll());
        assertEquals(Double.POSITIVE_INFINITY, queue.peekTime());
    }

    @Test
    void rejectsNaNTimes() {
        EventQueue<String> queue = new EventQueue<>();

        assertThrows(IllegalArgumentException.class, () -> queue.add(Double.NaN, "never"));
        assertTrue(queue.isEmpty());
    }

    @Test
    void growsBeyondItsInitialCapacity() {
        EventQueue<Integer> queue = new EventQueue<>(1);
        int n = 10_000;
        for (int i = 0; i < n; i++) {
            int time = (int) ((i * 7919L) % n);
            queue.add(time, time);
        }

        assertEquals(n, queue.size());
        for (int expected = 0; expected < n; expected++) {
            assertEquals(expected, queue.poll());
        }
        assertTrue(queue.isEmpty());
    }

    @Test
    void cancelRemovesOnlyThatEvent() {
        EventQueue<String> queue = new EventQueue<>();
        queue.add(1.0, "a");
        long b = queue.add(2.0, "b");
        queue.add(3.0, "c");

        assertTrue(queue.cancel(b));
        assertFalse(queue.cancel(b));
        assertEquals(List.of("a", "c"), drain(queue));
    }

    @Test
    void handleOfAPolledEventDoesNotCancelTheEventReusingItsSlot() {
        EventQueue<String> queue = new EventQueue<>();
        long first = queue.add(1.0, "first");
        assertEquals("first", queue.poll());
        long second = queue.add(2.0, "second");

        assertEquals((int) first, (int) second, "the slot is reused: only the generation tells the handles apart");
        assertFalse(queue.cancel(first));
        assertEquals(1, queue.size());
        assertTrue(queue.cancel(second));
        assertTrue(queue.isEmpty());
    }

    @Test
    void clearMakesEveryHandleStale() {
        EventQueue<String> queue = new EventQueue<>();
        long handle = queue.add(1.0, "cleared");
        queue.clear();
        queue.add(2.0, "kept");

        assertFalse(queue.cancel(handle));
        assertEquals(List.of("kept"), drain(queue));
    }

    @Test
    void rejectsHandlesItNeverIssued() {
        EventQueue<String> queue = new EventQueue<>();
        queue.add(1.0, "a");

        assertFalse(queue.cancel(0L));
        assertFalse(queue.cancel(-1L));
        assertFalse(queue.cancel(Long.MAX_VALUE));
        assertFalse(queue.cancel(2L << 32));
        assertEquals(1, queue.size());
    }

    @Test
    void agreesWithASortedListOverRandomOperations() {
        ReferenceQueueCheck check = new ReferenceQueueCheck(2024, new EventQueue<>(4));
        check.run(200_000);
        assertTrue(check.largestSize() > 5_000, "the queue grew past the cache-prefetch depth: " + check.largestSize());
    }

    // Renumbering happens after 2^37 insertions; jump there by setting the private counter.
    @Test
    void keepsInsertionOrderWhenSequenceNumbersAreRenumbered() throws ReflectiveOperationException {
        EventQueue<String> queue = new EventQueue<>();
        Field next = EventQueue.class.getDeclaredField("nextSequence");
        next.setAccessible(true);
        next.setLong(queue, (1L << 37) - 2);
        queue.add(1.0, "a");
        long b = queue.add(1.0, "b");
        queue.add(1.0, "c");
        queue.add(0.5, "d");
        queue.add(1.0, "e");

        assertEquals(5L, next.getLong(queue), "a and b renumbered to 0 and 1, then c, d and e took 2 to 4");
        assertTrue(queue.cancel(b));
        assertEquals(List.of("d", "a", "c", "e"), drain(queue));
    }

    private static List<String> drain(EventQueue<String> queue) {
        List<String> polled = new ArrayList<>();
        while (!queue.isEmpty()) {
            polled.add(queue.poll());
        }
        return polled;
    }
}
