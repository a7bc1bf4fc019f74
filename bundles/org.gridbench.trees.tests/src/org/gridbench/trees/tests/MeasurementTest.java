package org.gridbench.trees.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.gridbench.trees.sim.ThroughputMeasurement;
import org.junit.jupiter.api.Test;

/** Section 5.1.1 on a hand-made completion log. */
class MeasurementTest {

    /*
     * A completes at 1..10, B (weight 2) at 2, 4, ..., 12. T = 10 (A is done first); the window is [1, 9]:
     * rho_A = (9 - 1) / 8 = 1, rho_B = (4 - 0) / 8 = 0.5; fair = min(1 / 1, 0.5 / 2) = 0.25.
     */
    @Test
    void ratesOverTheMiddleOfTheRun() {
        double[][] log = {{10, 9, 8, 7, 6, 5, 4, 3, 2, 1}, {2, 4, 6, 8, 10, 12}};
        ThroughputMeasurement m = new ThroughputMeasurement(log, new double[] {1, 2}, 0.1);
        assertEquals(10, m.horizon(), 0);
        assertEquals(1, m.rate(0), 1e-12);
        assertEquals(0.5, m.rate(1), 1e-12);
        assertEquals(0.25, m.fairThroughput(), 1e-12);
    }
}
