package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridbench.stars.wdp.Admission;
import org.gridbench.stars.wdp.QueuedTask;
import org.gridbench.stars.wdp.WdpQueues;
import org.gridbench.stars.workflow.Hole;
import org.gridbench.stars.workflow.Window;
import org.junit.jupiter.api.Test;

/**
 * The WDP execution node of section 6.2 by hand, on one node of speed 1 MFLOPS at time 0 (a task of a MFLOP runs a
 * seconds): a part goes into the first hole of Figure 6.2 that holds it within its window, gets its deadline at that
 * hole's end, and runs in EDF order among the ready tasks, without pre-emption.
 */
class WdpQueuesTest {

    private static final double EPS = 1e-9;

    // A: 30, waiting for one input, window [0, 100]; B: 20, ready, window [0, 50]
    private static WdpQueues<String> queuedAAndB() {
        WdpQueues<String> node = new WdpQueues<>(new double[] {1});
        node.admit(0, "A", new int[] {0}, new double[] {30}, new int[] {1}, new Window(0, 100), 0);
        node.admit(0, "B", new int[] {0}, new double[] {20}, new int[] {0}, new Window(0, 50), 0);
        return node;
    }

    @Test
    void aPartGoesIntoTheFirstHoleThatHoldsItAndEndsAtThatHolesEnd() {
        WdpQueues<String> node = new WdpQueues<>(new double[] {1});
        // idle: one hole from now; A ends by its window's end, 100, and could start at once: expected at 30
        Admission a = node.admit(0, "A", new int[] {0}, new double[] {30}, new int[] {1}, new Window(0, 100), 0);
        assertArrayEquals(new double[] {100}, a.deadlines(), EPS);
        assertArrayEquals(new double[] {70}, a.latestStarts(), EPS);
        assertArrayEquals(new double[] {30}, a.finishes(), EPS);
        assertEquals(List.of(new Hole(0, 70, 1), new Hole(100, Double.POSITIVE_INFINITY, 1)), node.holes(0, 0));
        // B (20 by 50) fits the hole before A: deadline 50, ahead of A in EDF order
        Admission b = node.admit(0, "B", new int[] {0}, new double[] {20}, new int[] {0}, new Window(0, 50), 0);
        assertArrayEquals(new double[] {50}, b.deadlines(), EPS);
        assertArrayEquals(new double[] {20}, b.finishes(), EPS);
        assertEquals(List.of("B", "A"), node.waiting(0).stream().map(QueuedTask::workflow).toList());
    }

    @Test
    void aPartThatFitsNoHoleOfItsWindowIsRefusedAndChangesNothing() {
        WdpQueues<String> node = queuedAAndB();
        // holes: B pushed to 50 starts by 30, A by 70: [0, 30], [50, 70], [100, infinity). 60 by 90 fits none
        assertEquals(List.of(new Hole(0, 30, 1), new Hole(50, 70, 1), new Hole(100, Double.POSITIVE_INFINITY, 1)),
                node.holes(0, 0));
        assertNull(node.admit(0, "C", new int[] {0}, new double[] {60}, new int[] {0}, new Window(0, 90), 0));
        assertEquals(2, node.queued(0));
        // 60 by 200 fits after A: deadline 200, expected after B and A, at 20 + 30 + 60
        Admission d = node.admit(0, "D", new int[] {0}, new double[] {60}, new int[] {0}, new Window(0, 200), 0);
        assertArrayEquals(new double[] {200}, d.deadlines(), EPS);
        assertArrayEquals(new double[] {110}, d.finishes(), EPS);
        assertEquals(List.of("B", "A", "D"), node.waiting(0).stream().map(QueuedTask::workflow).toList());
    }

    @Test
    void theEarliestDeadlineReadyTaskRunsAndIsNotPreempted() {
        WdpQueues<String> node = queuedAAndB();
        node.admit(0, "D", new int[] {0}, new double[] {60}, new int[] {0}, new Window(0, 200), 0);
        assertEquals("B", node.startNext(0, 0).workflow());
        assertNull(node.startNext(0, 5), "busy");
        node.finish(0);
        // at 20 A (deadline 100) still waits for its input: D (200) runs
        assertEquals("D", node.startNext(0, 20).workflow());
        // A's input comes at 25, but D runs to 80, so A ends at 110, after its deadline
        assertTrue(node.input(0, "A", 0, 1));
        assertNull(node.startNext(0, 25));
        node.finish(0);
        QueuedTask<String> a = node.startNext(0, 80);
        assertEquals("A", a.workflow());
        assertTrue(80 + a.length() > a.deadline());
    }

    @Test
    void aTaskWaitsForThePreviousTaskOfItsPartNotForItsStartline() {
        WdpQueues<String> node = new WdpQueues<>(new double[] {2});
        // tasks 3 and 4 of a sequence, 10 MFLOP each at 2 MFLOPS, window [50, 100]: deadlines 95 and 100; expected to
        // run from the startline, 55 and 60; the second waits for the first only
        Admission part = node.admit(0, "W", new int[] {3, 4}, new double[] {10, 10}, new int[] {0, 1},
                new Window(50, 100), 0);
        assertArrayEquals(new double[] {95, 100}, part.deadlines(), EPS);
        assertArrayEquals(new double[] {55, 60}, part.finishes(), EPS);
        assertEquals(3, node.startNext(0, 0).task(), "ready now: no task waits for its startline");
        node.finish(0);
        assertEquals(4, node.startNext(0, 5).task());
    }

    @Test
    void cancellingRemovesTheListedTasksAndAbortsTheRunningOne() {
        WdpQueues<String> node = queuedAAndB();
        assertEquals("B", node.startNext(0, 0).workflow());
        assertEquals(0, node.cancel(0, "C", null));
        assertEquals(1, node.cancel(0, "B", new int[] {0}));
        assertNull(node.running(0));
        assertEquals(1, node.cancel(0, "A", null));
        assertEquals(0, node.queued(0));
        assertEquals(List.of(new Hole(0, Double.POSITIVE_INFINITY, 1)), node.holes(0, 0));
    }
}
