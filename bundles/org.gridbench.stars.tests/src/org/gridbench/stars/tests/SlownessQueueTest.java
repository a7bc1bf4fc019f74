package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.stars.local.SlownessQueue;
import org.gridbench.stars.local.SlownessQueue.Task;
import org.junit.jupiter.api.Test;

/**
 * The FSP local queue (Celaya, section 7.2.1): slowness z = (e - r) / a (eq. 7.2), boundary values (Algorithm 7.1) and
 * the binary search of Algorithm 7.2, by hand on three tasks at now = 0 on a node of speed 1:
 * A (r = -20, a = 4), B (r = 0, a = 1), C (r = -3, a = 2).
 *
 * <p>Deadlines r + z a: A -20 + 4z, B z, C -3 + 2z. Boundaries (eq. 7.4): z_AB = (0 + 20) / (4 - 1) = 20/3,
 * z_AC = (-3 + 20) / (4 - 2) = 8.5, z_BC = (-3 - 0) / (1 - 2) = 3. EDF orders: A C B below 3, A B C on (3, 20/3),
 * B A C on (20/3, 8.5), B C A above 8.5. Their slownesses, ends in brackets: A C B: A 6 (4), C 4.5 (6), B 7 (7);
 * A B C: A 6 (4), B 5 (5), C 5 (7); B A C: B 1, A 6.25 (5), C 5; B C A: B 1, C 3 (3), A 6.75 (7). The least maximum
 * is 6, by A B C. Binary search over 0, 3, 20/3, 8.5: B A C meets its deadlines at 20/3 (ends 1, 5, 7 against 20/3,
 * 20/3, 31/3), so go lower; A B C does not at 3 (A ends at 4 after its deadline -8), so the answer is A B C.
 */
class SlownessQueueTest {

    private static final double EPS = 1e-12;
    private static final Task A = new Task(-20, 4);
    private static final Task B = new Task(0, 1);
    private static final Task C = new Task(-3, 2);

    @Test
    void boundaryValuesAreThePositiveSwapPointsSorted() {
        assertArrayEquals(new double[] {3, 20.0 / 3, 8.5}, SlownessQueue.of(0, 1, List.of(A, B, C)).boundaries(),
                EPS);
        // D (r = -5, a = 2), E (r = -8, a = 1): z_BD = (-5 - 0) / (1 - 2) = 5 is kept; B and E have the same length
        // and never swap; z_DE = (-8 + 5) / (2 - 1) = -3 is negative and dropped
        assertArrayEquals(new double[] {5}, SlownessQueue.of(0, 1, List.of(B, new Task(-5, 2), new Task(-8, 1)))
                .boundaries(), EPS);
    }

    @Test
    void theSearchFindsTheOrderOfLeastMaximumSlowness() {
        SlownessQueue q = SlownessQueue.of(0, 1, List.of(C, B, A));
        assertEquals(List.of(A, B, C), q.order());
        assertEquals(6, q.maxSlowness(), EPS);
        assertArrayEquals(new double[] {6, 5, 5}, new double[] {q.slowness(0), q.slowness(1), q.slowness(2)}, EPS);
        assertArrayEquals(new double[] {4, 5, 7}, new double[] {q.end(0), q.end(1), q.end(2)}, EPS);
    }

    @Test
    void deadlinesAreMetExactlyFromTheLeastMaximumSlownessOn() {
        // Algorithm 7.4 on A B C: at z = 6 A must end by 4, B by 6, C by 9; at 5.99 A's deadline is 3.96
        SlownessQueue q = SlownessQueue.of(0, 1, List.of(A, B, C));
        assertTrue(q.meetsDeadlines(6));
        assertFalse(q.meetsDeadlines(5.99));
    }

    @Test
    void insertingSortsAgain() {
        // A C alone: A C gives max(6, 4.5) = 6, C A gives max(2.5, 6.5); B then goes between them
        SlownessQueue q = SlownessQueue.of(0, 1, List.of(C, A));
        assertEquals(List.of(A, C), q.order());
        assertEquals(6, q.maxSlowness(), EPS);
        SlownessQueue after = q.insert(B, 1);
        assertEquals(List.of(A, B, C), after.order());
        assertEquals(2, q.waiting());
        assertEquals(3, after.waiting());
    }

    @Test
    void theRunningTaskIsNeverMovedButCountsInTheMaximum() {
        // running R (r = -30, a = 1) until 2: its slowness is 32. The others start at 2: A B C ends 6, 7, 9 give
        // A 6.5, B 7, C 6; B A C ends 3, 7, 9 give B 3, A 6.75, C 6; B C A gives A 7.25, A C B gives B 9. The later
        // start makes B A C best: the search finds A failing at 20/3 (ends at 7 > 20/3) with B A C, then B C A
        // meeting 8.5, so it keeps the range (20/3, 8.5)
        SlownessQueue q = SlownessQueue.of(0, 1, new Task(-30, 1), 2, List.of(A, B, C));
        assertEquals(2, q.start(), EPS);
        assertEquals(32, q.runningSlowness().orElseThrow(), EPS);
        assertEquals(32, q.maxSlowness(), EPS);
        assertEquals(List.of(B, A, C), q.order());
        assertEquals(6.75, Math.max(q.slowness(0), Math.max(q.slowness(1), q.slowness(2))), EPS);
    }

    @Test
    void slownessIsPerMflopAtTheNodeSpeed() {
        // twice the speed: every end halves (2, 2.5, 3.5), A 5.5, B 2.5, C 3.25
        SlownessQueue q = SlownessQueue.of(0, 2, List.of(A, B, C));
        assertEquals(5.5, q.maxSlowness(), EPS);
        assertEquals(0, SlownessQueue.idle(3, 1).maxSlowness(), EPS);
        assertThrows(IllegalArgumentException.class, () -> new Task(0, 0));
        assertThrows(IllegalArgumentException.class, () -> SlownessQueue.idle(0, 0));
    }

    @Test
    void theSearchMatchesEveryPermutationOnRandomQueues() {
        SplittableRandom random = new SplittableRandom(7);
        for (int trial = 0; trial < 300; trial++) {
            double now = random.nextDouble(100);
            double speed = 0.5 + random.nextDouble(3);
            List<Task> tasks = new ArrayList<>();
            int n = 1 + random.nextInt(6);
            for (int i = 0; i < n; i++) {
                tasks.add(new Task(now - random.nextDouble(50), 0.5 + random.nextInt(20)));
            }
            double runningEnd = now + random.nextDouble(5);
            SlownessQueue q = SlownessQueue.of(now, speed, new Task(now - 1, 1), runningEnd, tasks);
            double best = bestByPermutation(tasks, runningEnd, speed);
            double waitingMax = 0;
            for (int j = 0; j < q.waiting(); j++) {
                waitingMax = Math.max(waitingMax, q.slowness(j));
            }
            assertEquals(best, waitingMax, 1e-9 * best, "trial " + trial + ": " + tasks);
            assertTrue(q.meetsDeadlines(waitingMax * (1 + 1e-12)));
        }
    }

    @Test
    void insertingGivesTheQueueSortedFromScratch() {
        SplittableRandom random = new SplittableRandom(19);
        for (int trial = 0; trial < 300; trial++) {
            double now = random.nextDouble(100);
            double speed = 0.5 + random.nextDouble(3);
            List<Task> tasks = new ArrayList<>();
            int apps = 1 + random.nextInt(8);
            for (int i = 0; i < apps; i++) {
                Task t = new Task(now - random.nextInt(50), 0.5 + random.nextInt(20));
                for (int copies = 1 + random.nextInt(3); copies > 0; copies--) {
                    tasks.add(t);
                }
            }
            SlownessQueue q = SlownessQueue.of(now, speed, new Task(now - 1, 1), now + random.nextDouble(5), tasks);
            // a new application, one more task of a queued one, or none
            Task added = random.nextBoolean() ? new Task(now - random.nextInt(50), 0.5 + random.nextInt(20))
                    : tasks.get(random.nextInt(tasks.size()));
            int copies = random.nextInt(3);
            List<Task> all = new ArrayList<>(q.order());
            for (int i = 0; i < copies; i++) {
                all.add(added);
            }
            SlownessQueue inserted = q.insert(added, copies);
            SlownessQueue scratch = SlownessQueue.of(now, speed, new Task(now - 1, 1), q.start(), all);
            assertEquals(scratch.order(), inserted.order(), "trial " + trial);
            assertArrayEquals(scratch.boundaries(), inserted.boundaries(), "trial " + trial);
            assertEquals(scratch.maxSlowness(), inserted.maxSlowness(), "trial " + trial);
        }
    }

    private static double bestByPermutation(List<Task> tasks, double start, double speed) {
        return permute(new ArrayList<>(tasks), 0, start, speed);
    }

    // the least maximum slowness over all orders of tasks[from..]; tasks[..from) already run back to back
    private static double permute(List<Task> tasks, int from, double start, double speed) {
        if (from == tasks.size()) {
            double b = start;
            double max = 0;
            for (Task t : tasks) {
                b += t.length() / speed;
                max = Math.max(max, (b - t.release()) / t.length());
            }
            return max;
        }
        double best = Double.POSITIVE_INFINITY;
        for (int i = from; i < tasks.size(); i++) {
            Collections.swap(tasks, from, i);
            best = Math.min(best, permute(tasks, from + 1, start, speed));
            Collections.swap(tasks, from, i);
        }
        return best;
    }
}
