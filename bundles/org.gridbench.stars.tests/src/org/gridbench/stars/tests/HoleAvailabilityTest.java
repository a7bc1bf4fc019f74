package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridbench.stars.workflow.AvailabilityLevels;
import org.gridbench.stars.workflow.Hole;
import org.gridbench.stars.workflow.Holes;
import org.junit.jupiter.api.Test;

/**
 * Holes between EDF-queued tasks (section 6.2) on the queue of Figure 6.2: tau_1 runs until 2, then tau_2 (deadline
 * 6, 2 s), tau_3 (deadline 12, 3 s) and tau_4 (deadline 14, 4 s). Pushed as late as possible: tau_4 in [10, 14], tau_3
 * in [7, 10] (it must end by tau_4's start, before its deadline 12), tau_2 in [4, 6].
 */
class HoleAvailabilityTest {

    private static final double EPS = 1e-12;

    private static List<Hole> figure62(double speed) {
        return Holes.of(0, speed, 2, new double[] {6, 12, 14}, new double[] {2 * speed, 3 * speed, 4 * speed});
    }

    @Test
    void fig62HasHolesBeforeTau2AndTau3ButNotBeforeTau4() {
        // [2, 4] after the running task, [6, 7] from delta_2 to tau_3's latest start, none before tau_4 (it must
        // start at 10, before delta_3 = 12), then [14, infinity)
        assertEquals(List.of(new Hole(2, 4, 1), new Hole(6, 7, 1), new Hole(14, Double.POSITIVE_INFINITY, 1)),
                figure62(1));
    }

    @Test
    void holeAvailabilityIsItsDurationAtTheNodeSpeed() {
        List<Hole> holes = figure62(3);
        assertEquals(6, holes.get(0).availability(), EPS);
        assertEquals(3, holes.get(1).availability(), EPS);
        assertEquals(Double.POSITIVE_INFINITY, holes.get(2).availability());
    }

    @Test
    void anIdleNodeHasOneHoleFromNow() {
        assertEquals(List.of(new Hole(5, Double.POSITIVE_INFINITY, 2)), Holes.of(5, 2, 0, new double[0],
                new double[0]));
    }

    @Test
    void aQueueWithoutSlackHasOnlyTheLastHole() {
        // running until 3; tasks of 2 s due at 5 and 7 must run back to back from 3
        assertEquals(List.of(new Hole(7, Double.POSITIVE_INFINITY, 1)), Holes.of(0, 1, 3, new double[] {5, 7},
                new double[] {2, 2}));
    }

    @Test
    void tasksMustBeInEdfOrder() {
        assertThrows(IllegalArgumentException.class, () -> Holes.of(0, 1, 0, new double[] {9, 4},
                new double[] {1, 1}));
    }

    @Test
    void levelsArePowersOfTwoRoundedDown() {
        assertEquals(9, AvailabilityLevels.exponent(1000));
        assertEquals(512, AvailabilityLevels.value(AvailabilityLevels.exponent(1000)), EPS);
        assertEquals(10, AvailabilityLevels.exponent(1024));
        assertEquals(9, AvailabilityLevels.exponent(1023.9));
        assertEquals(0, AvailabilityLevels.exponent(1));
        assertEquals(0.5, AvailabilityLevels.value(AvailabilityLevels.exponent(0.75)), EPS);
        assertThrows(IllegalArgumentException.class, () -> AvailabilityLevels.exponent(0));
        assertThrows(IllegalArgumentException.class, () -> AvailabilityLevels.exponent(Double.POSITIVE_INFINITY));
    }

    @Test
    void aLevelIsBelowTheAvailabilityByLessThanHalf() {
        for (double a = 0.01; a < 1e7; a *= 1.37) {
            double level = AvailabilityLevels.value(AvailabilityLevels.exponent(a));
            assertTrue(level <= a && level > a / 2, a + " -> " + level);
        }
    }
}
