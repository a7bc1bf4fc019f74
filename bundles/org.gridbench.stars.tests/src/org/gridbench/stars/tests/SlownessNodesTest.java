package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridbench.stars.local.LocalTask;
import org.gridbench.stars.local.SlownessNodes;
import org.gridbench.stars.local.SlownessQueue;
import org.junit.jupiter.api.Test;

/**
 * The FSP execution nodes' queues (Celaya, section 7.2.1) by hand: every task admitted, the next task the first of
 * the least-maximum-slowness order, not the first to arrive.
 */
class SlownessNodesTest {

    private static final double EPS = 1e-12;

    private static LocalTask task(String owner, double release, double length) {
        return new LocalTask(owner, release, length, length, Double.POSITIVE_INFINITY);
    }

    @Test
    void theShortTaskRunsFirstWhenThatLowersTheMaximumSlowness() {
        // speed 1 at 0: a (10 MFLOP) then b (1): slownesses 1 and 11; b then a: 1 and 1.1, so b starts
        SlownessNodes nodes = new SlownessNodes(new double[] {1, 2});
        assertEquals(1, nodes.admit(0, task("a", 0, 10), 1, 0));
        assertEquals(1, nodes.admit(0, task("b", 0, 1), 1, 0));
        assertEquals(2, nodes.queued(0));
        assertTrue(nodes.idle(0));
        assertEquals(11, nodes.queueEnd(0, 0), EPS);
        assertEquals(1.1, nodes.queue(0, 0).maxSlowness(), EPS);
        // b starts and ends at 1; a node that runs a task starts no other
        assertEquals(1, nodes.startNext(0, 0), EPS);
        assertTrue(Double.isNaN(nodes.startNext(0, 0)));
        assertEquals(11, nodes.queueEnd(0), EPS);
        assertFalse(nodes.idle(0));
        assertEquals(2, nodes.queued(0));
        // running b until 1; a waits and ends at 11
        SlownessQueue q = nodes.queue(0, 0.5);
        assertEquals(0.5, q.now(), EPS);
        assertEquals(1, q.start(), EPS);
        assertEquals(11, q.end(0), EPS);
        assertEquals("b", nodes.finish(0).owner());
        assertTrue(nodes.idle(0));
        assertEquals(1, nodes.queued(0));
        assertEquals(11, nodes.startNext(0, 1), EPS);
        assertEquals("a", nodes.finish(0).owner());
        // the other node is untouched and idle: an empty queue at the time asked, maximum slowness 0
        assertEquals(0, nodes.queued(1));
        assertEquals(0, nodes.queue(1, 3).waiting());
        assertEquals(3, nodes.queue(1, 3).start(), EPS);
        assertEquals(0, nodes.queue(1, 3).maxSlowness(), EPS);
    }

    @Test
    void equalTasksRunInArrivalOrderAndAnApplicationsTasksAllEnter() {
        SlownessNodes nodes = new SlownessNodes(new double[] {2});
        assertEquals(3, nodes.admit(0, task("first", 5, 4), 3, 5));
        nodes.admit(0, task("second", 5, 4), 1, 5);
        assertEquals(4, nodes.queued(0));
        // four tasks of 2 s from 5: the last ends at 13, slowness (13 - 5) / 4 = 2
        assertEquals(13, nodes.queueEnd(0, 5), EPS);
        assertEquals(2, nodes.queue(0, 5).maxSlowness(), EPS);
        for (String owner : new String[] {"first", "first", "first", "second"}) {
            assertEquals(7, nodes.startNext(0, 5), EPS);
            LocalTask t = nodes.finish(0);
            assertEquals(owner, t.owner());
            assertEquals(5, t.release(), EPS);
        }
        assertTrue(Double.isNaN(nodes.startNext(0, 5)));
        assertEquals(0, nodes.queued(0));
    }

    @Test
    void aTaskArrivingWhileAnotherRunsNeverPreemptsIt() {
        // running a long task (released 0, 8 MFLOP, until 8); a short one released at 1 waits until 8
        SlownessNodes nodes = new SlownessNodes(new double[] {1});
        nodes.admit(0, task("long", 0, 8), 1, 0);
        nodes.startNext(0, 0);
        nodes.admit(0, task("short", 1, 1), 1, 1);
        SlownessQueue q = nodes.queue(0, 1);
        assertEquals(8, q.start(), EPS);
        // running slowness 1, the short task's (9 - 1) / 1 = 8
        assertEquals(8, q.maxSlowness(), EPS);
        assertEquals(9, nodes.queueEnd(0, 1), EPS);
        assertEquals("long", nodes.finish(0).owner());
    }
}
