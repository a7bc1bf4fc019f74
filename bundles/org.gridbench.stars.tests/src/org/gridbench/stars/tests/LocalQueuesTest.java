package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridbench.stars.local.EdfNodes;
import org.gridbench.stars.local.FcfsNodes;
import org.gridbench.stars.local.LocalQueues.Outcome;
import org.gridbench.stars.local.LocalTask;
import org.junit.jupiter.api.Test;

/**
 * The FCFS (IBP, MMP) and EDF (DP) local queues by hand (Celaya, sections 3.1.2, 4.3.1 and 5.2): how many tasks each
 * admits, the order they run in, the end each announces, and what a failure loses. The slowness queue of FSP is
 * {@link SlownessNodesTest}'s.
 */
class LocalQueuesTest {

    private static final double EPS = 1e-12;
    private static final double NONE = Double.POSITIVE_INFINITY;

    private static LocalTask task(String owner, double length, double deadline) {
        return new LocalTask(owner, 0, length, length, deadline);
    }

    private static List<Object> owners(List<LocalTask> tasks) {
        return tasks.stream().map(LocalTask::owner).toList();
    }

    @Test
    void fcfsAdmitsUpToItsCapacityAndDecidesEveryEndAtAdmission() {
        // speed 2, room for 2: of three 4-MFLOP tasks at 1, two enter, ending at 1 + 2 = 3 and 3 + 2 = 5
        FcfsNodes nodes = new FcfsNodes(new double[] {2}, 2);
        assertEquals(2, nodes.admit(0, task("a", 4, NONE), 3, 1));
        assertEquals(0, nodes.admit(0, task("b", 4, NONE), 1, 1));
        assertEquals(3, nodes.startNext(0, 1), EPS);
        assertEquals(5, nodes.startNext(0, 1), EPS);
        assertTrue(Double.isNaN(nodes.startNext(0, 1)));
        assertEquals(5, nodes.queueEnd(0), EPS);
        assertEquals("a", nodes.finish(0).owner());
        // room again for one: b waits for the end at 5 and runs until 7
        assertEquals(1, nodes.admit(0, task("b", 4, NONE), 1, 3));
        assertEquals(7, nodes.startNext(0, 3), EPS);
        assertEquals("a", nodes.finish(0).owner());
        assertEquals("b", nodes.finish(0).owner());
        // an empty queue keeps its end in the past (MMP's raw Q); a task arriving later starts at its arrival
        assertEquals(7, nodes.queueEnd(0), EPS);
        assertEquals(1, nodes.admit(0, task("c", 2, NONE), 1, 10));
        assertEquals(11, nodes.startNext(0, 10), EPS);
        assertEquals(Outcome.FINISHED, nodes.outcome(task("c", 2, 0), 11));
    }

    @Test
    void fcfsFailureLosesEveryQueuedTaskInArrivalOrder() {
        FcfsNodes nodes = new FcfsNodes(new double[] {1}, Integer.MAX_VALUE);
        nodes.admit(0, task("a", 1, NONE), 2, 0);
        nodes.admit(0, task("b", 1, NONE), 1, 0);
        nodes.startNext(0, 0);
        assertEquals(List.of("a", "a", "b"), owners(nodes.clear(0, 0.5)));
        assertEquals(0, nodes.queued(0));
        assertEquals(0.5, nodes.queueEnd(0), EPS);
        assertThrows(IllegalArgumentException.class, () -> new FcfsNodes(new double[] {1}, 0));
    }

    @Test
    void edfRunsTheEarliestDeadlineNextAndAdmitsOnlyWhatKeepsEveryDeadline() {
        // speed 1 at 0: t1 (4 MFLOP, deadline 10) starts at once and ends at 4
        EdfNodes nodes = new EdfNodes(new double[] {1});
        assertEquals(1, nodes.admit(0, task("t1", 4, 10), 1, 0));
        assertEquals(4, nodes.startNext(0, 0), EPS);
        assertTrue(Double.isNaN(nodes.startNext(0, 0)));
        // t2 (3, deadline 20) waits; two t3 (2, deadline 8) fit between 4 and 8, so they go before t2
        assertEquals(1, nodes.admit(0, task("t2", 3, 20), 1, 0));
        assertEquals(2, nodes.admit(0, task("t3", 2, 8), 2, 0));
        assertTrue(Double.isNaN(nodes.startNext(0, 0)));
        assertEquals(11, nodes.queueEnd(0), EPS);
        // eq. 5.1: 12 - 4 - 2 - 2 = 4 MFLOP are free before 12, less than t4's 10
        assertEquals(0, nodes.admit(0, task("t4", 10, 12), 1, 0));
        assertEquals("t1", nodes.finish(0).owner());
        assertEquals(6, nodes.startNext(0, 4), EPS);
        assertEquals("t3", nodes.finish(0).owner());
        assertEquals(8, nodes.startNext(0, 6), EPS);
        assertEquals("t3", nodes.finish(0).owner());
        assertEquals(11, nodes.startNext(0, 8), EPS);
        assertEquals("t2", nodes.finish(0).owner());
    }

    @Test
    void edfDropsATaskThatOverrunsItsAnnouncedLength() {
        // announced 2 MFLOP, really 5: it is stopped after 2 s at speed 1 and dropped
        EdfNodes nodes = new EdfNodes(new double[] {1});
        LocalTask overrun = new LocalTask("x", 0, 2, 5, 100);
        assertEquals(1, nodes.admit(0, overrun, 1, 0));
        assertEquals(2, nodes.startNext(0, 0), EPS);
        assertEquals(Outcome.DROPPED, nodes.outcome(nodes.finish(0), 2));
        assertEquals(Outcome.LATE, nodes.outcome(task("y", 2, 3), 4));
        assertEquals(Outcome.FINISHED, nodes.outcome(task("y", 2, 3), 3));
    }

    @Test
    void edfFailureLosesTheRunningTaskFirst() {
        EdfNodes nodes = new EdfNodes(new double[] {1});
        nodes.admit(0, task("late", 1, 50), 1, 0);
        nodes.startNext(0, 0);
        nodes.admit(0, task("later", 1, 60), 1, 0);
        nodes.admit(0, task("early", 1, 5), 1, 0);
        assertEquals(List.of("late", "early", "later"), owners(nodes.clear(0, 0.5)));
        assertTrue(nodes.idle(0));
        assertEquals(0.5, nodes.queueEnd(0), EPS);
    }
}
