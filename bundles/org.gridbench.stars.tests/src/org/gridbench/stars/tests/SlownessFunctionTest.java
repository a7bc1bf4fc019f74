package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.stars.fairness.SlownessFunction;
import org.gridbench.stars.fairness.SlownessPiece;
import org.gridbench.stars.fairness.SlownessPiece.Kind;
import org.gridbench.stars.fairness.SlownessPieces;
import org.gridbench.stars.local.SlownessQueue;
import org.gridbench.stars.local.SlownessQueue.Task;
import org.junit.jupiter.api.Test;

/**
 * z_u(a) of Algorithm 7.5 (Celaya, section 7.2.2): the maximum slowness once a task of length a released now joins the
 * queue, as constant, inverse and linear pieces of eq. 7.8, worked out by hand at now = 0 from eq. 7.5-7.7.
 */
class SlownessFunctionTest {

    private static final double EPS = 1e-9;

    @Test
    void anIdleNodeGivesTheInverseOfItsSpeed() {
        // the new task runs at once: z = (a / 2) / a = 1/2 for every a
        SlownessFunction z = SlownessPieces.of(SlownessQueue.idle(0, 2), 1);
        assertPieces(z, new SlownessPiece(1, 0, 0, 0.5));
        assertEquals(Kind.CONSTANT, z.piece(0).kind());
    }

    @Test
    void behindARunningTaskTheNewTaskSetsAnInversePiece() {
        // the running task (r = 0, a = 4) ends at 4 with slowness 1; the new one ends at 4 + a: z = 4 / a + 1 > 1
        SlownessFunction z = SlownessPieces.of(SlownessQueue.of(0, 1, new Task(0, 4), 4, List.of()), 1);
        assertPieces(z, new SlownessPiece(1, 4, 0, 1));
        assertEquals(Kind.INVERSE, z.piece(0).kind());
        assertEquals(5, z.value(1), EPS);
        assertEquals(1.5, z.value(8), EPS);
    }

    @Test
    void anOldRunningTaskTakesOverOnceTheNewTaskIsLongEnough() {
        // the running task (r = -20, a = 4) ends at 4: slowness 6; 4 / a + 1 = 6 at a = 0.8
        SlownessFunction z = SlownessPieces.of(SlownessQueue.of(0, 1, new Task(-20, 4), 4, List.of()), 0.5);
        assertPieces(z, new SlownessPiece(0.5, 4, 0, 1), new SlownessPiece(0.8, 0, 0, 6));
        assertEquals(Kind.CONSTANT, z.piece(1).kind());
    }

    @Test
    void aShortNewTaskPushesAWaitingOneLinearlyUntilTheySwap() {
        // X (r = 0, a = 2) waits on an idle node. New task first: z_X = (a + 2) / 2 = a / 2 + 1 (eq. 7.7) above
        // z_k = 1; X first: z_k = 2 / a + 1 (eq. 7.6) above z_X = 1. Both releases are now, so the shorter goes first
        // and they swap at a = 2, where both give 2
        SlownessFunction z = SlownessPieces.of(SlownessQueue.of(0, 1, List.of(new Task(0, 2))), 1);
        assertPieces(z, new SlownessPiece(1, 0, 0.5, 1), new SlownessPiece(2, 2, 0, 1));
        assertEquals(Kind.LINEAR, z.piece(0).kind());
        assertEquals(Kind.INVERSE, z.piece(1).kind());
    }

    /**
     * The shape of Figure 7.3 and one more piece. Running task (r = -2.25, a = 1) until 1: slowness 3.25. X (r = -7,
     * a = 4) waits. New task k before X: z_k = 1 / a + 1, z_X = (1 + a + 4 + 7) / 4 = a / 4 + 3. X before k:
     * z_X = 12 / 4 = 3, z_k = 5 / a + 1. The orders give the same maximum at a / 4 + 3 = 5 / a + 1, a = 2, where
     * z (a - 4) = r_X - now, -7, as eq. 7.4 says. So: 1 / a + 1 until it meets 3.25 at 4/9, the running task's 3.25
     * until a / 4 + 3 meets it at 1, linear until 2, then 5 / a + 1 until it falls to 3.25 at 20/9, then 3.25.
     */
    @Test
    void pieceByPieceLikeFigure73() {
        SlownessFunction z = SlownessPieces.of(figure73(), 0.25);
        assertPieces(z, new SlownessPiece(0.25, 1, 0, 1), new SlownessPiece(4.0 / 9, 0, 0, 3.25),
                new SlownessPiece(1, 0, 0.25, 3), new SlownessPiece(2, 5, 0, 1), new SlownessPiece(20.0 / 9, 0, 0, 3.25));
        assertEquals(5, z.value(0.25), EPS);
        assertEquals(3.375, z.value(1.5), EPS);
        assertEquals(3.25, z.value(100), EPS);
    }

    @Test
    void nTasksMultiplyTheLinearAndConstantParameters() {
        // section 7.2.2: v and w times n, u kept. Two tasks: 1 / a + 2 (6 at 0.25), 6.5, a / 2 + 6 (6.75 at 1.5),
        // 5 / a + 2, 6.5
        SlownessFunction two = SlownessPieces.of(figure73(), 0.25).forTasks(2);
        assertEquals(6, two.value(0.25), EPS);
        assertEquals(6.5, two.value(0.5), EPS);
        assertEquals(6.75, two.value(1.5), EPS);
        assertEquals(5 / 2.1 + 2, two.value(2.1), EPS);
        assertEquals(6.5, two.value(100), EPS);
    }

    @Test
    void piecesAgreeWithSortingTheQueueForEveryLength() {
        SplittableRandom random = new SplittableRandom(11);
        for (int trial = 0; trial < 150; trial++) {
            double now = random.nextDouble(100);
            double speed = 0.5 + random.nextDouble(2);
            List<Task> tasks = new ArrayList<>();
            int n = random.nextInt(6);
            for (int i = 0; i < n; i++) {
                tasks.add(new Task(now - random.nextDouble(40), 0.5 + random.nextDouble(20)));
            }
            SlownessQueue q = random.nextBoolean() ? SlownessQueue.of(now, speed, tasks)
                    : SlownessQueue.of(now, speed, new Task(now - random.nextDouble(30), 1 + random.nextDouble(5)),
                            now + random.nextDouble(5), tasks);
            SlownessFunction z = SlownessPieces.of(q, 1);
            for (double a = 1; a < 60; a += 0.173) {
                double direct = q.insert(new Task(now, a), 1).maxSlowness();
                assertEquals(direct, z.value(a), 1e-7 * direct, "trial " + trial + ", a = " + a + ": " + z);
            }
        }
    }

    @Test
    void piecesMustStartInIncreasingOrder() {
        assertThrows(IllegalArgumentException.class,
                () -> SlownessFunction.of(new SlownessPiece(2, 0, 0, 1), new SlownessPiece(1, 0, 0, 1)));
        assertThrows(IllegalArgumentException.class, () -> new SlownessPiece(0, 0, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> SlownessPieces.of(SlownessQueue.idle(0, 1), 0));
    }

    private static SlownessQueue figure73() {
        return SlownessQueue.of(0, 1, new Task(-2.25, 1), 1, List.of(new Task(-7, 4)));
    }

    private static void assertPieces(SlownessFunction z, SlownessPiece... expected) {
        assertEquals(expected.length, z.size(), "pieces of " + z);
        for (int j = 0; j < expected.length; j++) {
            SlownessPiece e = expected[j];
            SlownessPiece p = z.piece(j);
            String where = "piece " + j + " of " + z;
            assertEquals(e.start(), p.start(), EPS, where);
            assertEquals(e.u(), p.u(), EPS, where);
            assertEquals(e.v(), p.v(), EPS, where);
            assertEquals(e.w(), p.w(), EPS, where);
        }
    }
}
