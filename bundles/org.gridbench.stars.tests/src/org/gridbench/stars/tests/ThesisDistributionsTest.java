package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridbench.stars.workload.thesis.ApplicationTable;
import org.gridbench.stars.workload.thesis.EmpiricalCdf;
import org.gridbench.stars.workload.thesis.ThesisApplication;
import org.gridbench.stars.workload.thesis.ThesisDistributions;
import org.junit.jupiter.api.Test;

/** The distributions of the thesis's site-level workload and how they are drawn (docs/stars-thesis-setup.md). */
class ThesisDistributionsTest {

    @Test
    void anEmpiricalCdfInterpolatesLinearlyBetweenItsPoints() {
        EmpiricalCdf cdf = new EmpiricalCdf(new double[] {1, 3}, new double[] {0.5, 1});
        assertEquals(1, cdf.inverse(0.2)); // at or below the first probability: the first value
        assertEquals(1, cdf.inverse(0.5));
        assertEquals(2, cdf.inverse(0.75), 1e-15); // halfway between (1, 0.5) and (3, 1)
        assertEquals(3, cdf.inverse(1));
        assertEquals(1 * 0.5 + 0.5 * (1 + 3) / 2, cdf.mean(), 1e-15);
        EmpiricalCdf plateau = new EmpiricalCdf(new double[] {1, 2, 4}, new double[] {0.2, 0.2, 1});
        assertEquals(1, plateau.inverse(0.2)); // the first point of equal probability
        assertEquals(2 + 0.4 * 2 / 0.8, plateau.inverse(0.6), 1e-15);
    }

    @Test
    void anEmpiricalCdfRefusesPointsOutOfOrderOrNotEndingAtOne() {
        assertThrows(IllegalArgumentException.class, () -> new EmpiricalCdf(new double[] {2, 1},
                new double[] {0.5, 1}));
        assertThrows(IllegalArgumentException.class, () -> new EmpiricalCdf(new double[] {1, 2},
                new double[] {0.5, 0.9}));
        assertThrows(IllegalArgumentException.class, () -> new EmpiricalCdf(new double[] {}, new double[] {}));
    }

    @Test
    void anApplicationRowIsDrawnInProportionToItsCount() {
        ApplicationTable table = new ApplicationTable(new double[] {10, 20}, new int[] {1, 4}, new int[] {-1, 2048},
                new long[] {1, 3});
        assertEquals(4, table.total());
        assertEquals(0, table.row(0)); // positions [0, 1/4) are row 0, [1/4, 1) row 1
        assertEquals(0, table.row(0.2499));
        assertEquals(1, table.row(0.25));
        assertEquals(1, table.row(0.9999));
        assertEquals(3, table.count(1));
    }

    @Test
    void taskDiskIs128MbAThirdOfTheTimeElseInterpolatedUpTo512() {
        EmpiricalCdf disk = ThesisApplication.TASK_DISK;
        assertEquals(128, disk.inverse(0.2));
        assertEquals(128, disk.inverse(1.0 / 3));
        assertEquals(192, disk.inverse(0.5), 1e-12);
        assertEquals(384, disk.inverse(5.0 / 6), 1e-12);
        assertEquals(512, disk.inverse(1));
    }

    @Test
    void theShippedDistributionsHoldTheThesisSimulatorsFacts() {
        ThesisDistributions d = ThesisDistributions.shipped();
        ApplicationTable apps = d.applications();
        assertEquals(202_014, apps.total());
        long oneTask = 0;
        int largest = 0;
        for (int i = 0; i < apps.rows(); i++) {
            if (apps.tasks(i) == 1) {
                oneTask += apps.count(i);
            }
            largest = Math.max(largest, apps.tasks(i));
        }
        assertEquals(0.516, oneTask / (double) apps.total(), 0.001);
        assertEquals(1152, largest);
        assertEquals(1, d.thinkTime().min());
        assertEquals(1201, d.thinkTime().max());
        assertEquals(1201, d.breakTime().min());
        assertEquals(28_799, d.breakTime().max());
        assertEquals(1, d.batchWidth().inverse(0.8)); // 80.4 % of the batches have one job
        assertTrue(d.batchWidth().inverse(0.81) > 1);
        assertEquals(1, d.jobRepeat().inverse(0.78));
        assertEquals(0, d.interBatchTime().min());
        assertEquals(3601, d.interBatchTime().max());
        assertEquals(2, d.taskMemory().min());
    }
}
