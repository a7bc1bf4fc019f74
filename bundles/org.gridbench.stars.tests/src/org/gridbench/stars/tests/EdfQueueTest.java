package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.gridbench.stars.functional.PiecewiseLinear;
import org.gridbench.stars.local.EdfQueue;
import org.junit.jupiter.api.Test;

/**
 * The DP local queue (Celaya, section 5.2) and l_u(delta) of Algorithm 5.1 on the queue of Figure 5.1: a running
 * task until 2, then tau_2 (deadline 6, 2 s) and tau_3 (deadline 12, 3 s), on a node of speed 1 unless said.
 */
class EdfQueueTest {

    private static final double EPS = 1e-12;

    private static EdfQueue figure51(double speed) {
        return EdfQueue.of(0, speed, 2, new double[] {6, 12}, new double[] {2 * speed, 3 * speed});
    }

    @Test
    void availableComputationFollowsFigure51() {
        // x_3 = 12 - 3 = 9, x_2 = min(6, 9) - 2 = 4; b_1 = 2, b_2 = 4, b_3 = 7
        EdfQueue q = figure51(1);
        assertEquals(0, q.available(1), EPS);
        assertEquals(0, q.available(2), EPS);
        assertEquals(1, q.available(3), EPS); // before tau_2: delta - b_1
        assertEquals(2, q.available(5), EPS); // x_2 - b_1: tau_2 must start by 4
        assertEquals(2, q.available(6), EPS); // behind tau_2: min(delta, x_3) - b_2
        assertEquals(4, q.available(8), EPS);
        assertEquals(5, q.available(10), EPS); // x_3 - b_2
        assertEquals(6, q.available(13), EPS); // behind tau_3: delta - b_3
    }

    @Test
    void availableFunctionHasSamplesAtB1X2Delta2X3Delta3() {
        PiecewiseLinear l = figure51(1).availableFunction();
        assertArrayEquals(new double[] {2, 4, 6, 9, 12}, xs(l), EPS);
        assertArrayEquals(new double[] {0, 2, 2, 5, 5}, ys(l), EPS);
        assertEquals(1, l.tailSlope(), EPS);
    }

    @Test
    void availableComputationIsInFlopsAtTheNodeSpeed() {
        // the same times on a node twice as fast: twice the MFLOP
        EdfQueue q = figure51(2);
        assertEquals(4, q.available(5), EPS);
        assertArrayEquals(new double[] {0, 4, 4, 10, 10}, ys(q.availableFunction()), EPS);
        assertEquals(2, q.availableFunction().tailSlope(), EPS);
    }

    @Test
    void anIdleNodeOffersARampFromNow() {
        EdfQueue q = EdfQueue.idle(5, 2);
        assertEquals(PiecewiseLinear.rampFrom(5, 2), q.availableFunction());
        assertEquals(6, q.available(8), EPS);
    }

    @Test
    void tasksAreAcceptedOnlyIfEveryDeadlineIsStillMet() {
        EdfQueue q = figure51(1);
        // before 8 there are 4 s: two 2 s tasks fit, three do not, one 5 s task does not
        assertTrue(q.accepts(8, 2, 2));
        assertFalse(q.accepts(8, 2, 3));
        assertFalse(q.accepts(8, 5, 1));
        EdfQueue after = q.insert(8, 2, 2);
        assertTrue(after.meetsAllDeadlines());
        assertEquals(4, after.waiting());
        assertEquals(1, after.available(10), EPS); // the new tasks end at 8 and tau_3 must start by 9
        assertFalse(q.insert(8, 2, 3).meetsAllDeadlines());
    }

    @Test
    void tasksMustBeGivenInEdfOrder() {
        assertThrows(IllegalArgumentException.class,
                () -> EdfQueue.of(0, 1, 0, new double[] {5, 3}, new double[] {1, 1}));
        assertThrows(IllegalArgumentException.class, () -> EdfQueue.idle(0, 0));
    }

    @Test
    void theFunctionAgreesWithAlgorithm51AndAcceptanceMatchesAnExplicitSchedule() {
        SplittableRandom random = new SplittableRandom(3);
        for (int trial = 0; trial < 200; trial++) {
            double now = random.nextDouble(10);
            EdfQueue q = EdfQueue.of(now, 1 + random.nextDouble(3), now + random.nextDouble(5), new double[0],
                    new double[0]);
            for (int k = 0; k < 6; k++) {
                double deadline = now + random.nextDouble(60);
                double length = 0.5 + random.nextDouble(8);
                if (q.accepts(deadline, length, 1)) {
                    q = q.insert(deadline, length, 1);
                }
                assertTrue(q.meetsAllDeadlines());
            }
            PiecewiseLinear l = q.availableFunction();
            for (double delta = now; delta < now + 80; delta += 0.37) {
                assertEquals(q.available(delta), l.value(delta), 1e-9, "l(" + delta + ")");
                double fits = q.available(delta);
                if (fits > 1e-6) {
                    assertTrue(q.insert(delta, fits * (1 - 1e-9), 1).meetsAllDeadlines(), "l(delta) fits");
                    assertFalse(q.insert(delta, fits * (1 + 1e-6) + 1e-6, 1).meetsAllDeadlines(), "no more fits");
                }
            }
        }
    }

    private static double[] xs(PiecewiseLinear l) {
        double[] x = new double[l.samples()];
        for (int i = 0; i < x.length; i++) {
            x[i] = l.x(i);
        }
        return x;
    }

    private static double[] ys(PiecewiseLinear l) {
        double[] y = new double[l.samples()];
        for (int i = 0; i < y.length; i++) {
            y[i] = l.y(i);
        }
        return y;
    }
}
