package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.gridbench.stars.workflow.IntervalEndpoints;
import org.junit.jupiter.api.Test;

/** Interval endpoints of Algorithm 6.2 and of Table 6.1, in seconds from a midnight. */
class IntervalEndpointsTest {

    private static final double DAY = 86_400;

    private static double at(int days, int hours, int minutes) {
        return days * DAY + hours * 3600 + minutes * 60;
    }

    @Test
    void algorithm62DoublesFromDmin() {
        // t_0 = 4:33 = 273', d = 5', 10', 20', ..., 2560': (ceil(273 / d) + 1) d
        double[] expected = {at(0, 4, 40), at(0, 4, 50), at(0, 5, 0), at(0, 5, 20), at(0, 6, 40), at(0, 8, 0),
            at(0, 10, 40), at(0, 21, 20), at(1, 18, 40), at(3, 13, 20)};
        assertArrayEquals(expected, IntervalEndpoints.doubling(at(0, 4, 33), 300, 10));
    }

    @Test
    void aCreationTimeOnTheGridIsOneDurationAway() {
        // t_0 = 5:00 is a multiple of 5', 10' and 20': each endpoint is t_0 + d_i
        assertArrayEquals(new double[] {at(0, 5, 5), at(0, 5, 10), at(0, 5, 20)},
                IntervalEndpoints.doubling(at(0, 5, 0), 300, 3));
    }

    @Test
    void endpointsCountFromTheBeginningOfTheirDay() {
        assertArrayEquals(new double[] {at(3, 4, 40), at(3, 4, 50), at(3, 5, 0)},
                IntervalEndpoints.doubling(at(3, 4, 33), 300, 3));
    }

    @Test
    void table61() {
        assertArrayEquals(new double[] {at(0, 4, 40), at(0, 4, 50), at(0, 5, 0), at(0, 5, 30), at(0, 6, 0),
            at(0, 8, 0), at(0, 12, 0), at(0, 16, 0), at(1, 0, 0), at(2, 0, 0)},
                IntervalEndpoints.humanReadable(at(0, 4, 33), 10));
        assertArrayEquals(new double[] {at(0, 5, 55), at(0, 6, 0), at(0, 6, 15), at(0, 6, 30), at(0, 7, 0),
            at(0, 8, 0), at(0, 12, 0), at(0, 16, 0), at(1, 0, 0), at(2, 0, 0)},
                IntervalEndpoints.humanReadable(at(0, 5, 48), 10));
        assertArrayEquals(new double[] {at(0, 17, 25), at(0, 17, 30), at(0, 17, 45), at(0, 18, 0), at(0, 19, 0),
            at(0, 20, 0), at(1, 0, 0), at(1, 8, 0), at(1, 16, 0), at(2, 0, 0)},
                IntervalEndpoints.humanReadable(at(0, 17, 17), 10));
    }

    @Test
    void theHumanReadableDurationsDoubleAfterOneDay() {
        // 11th: 2 days after 4:33 rounded up to a multiple of 2 days
        double[] endpoints = IntervalEndpoints.humanReadable(at(0, 4, 33), 11);
        assertEquals(11, endpoints.length);
        assertEquals(at(4, 0, 0), endpoints[10]);
    }

    @Test
    void equalEndpointsAreGivenOnce() {
        // t_0 = 0:14: 5' gives 0:20, 10' and 15' both give 0:30
        assertArrayEquals(new double[] {at(0, 0, 20), at(0, 0, 30)}, IntervalEndpoints.humanReadable(at(0, 0, 14), 3));
    }

    @Test
    void eachEndpointIsOneToTwoDurationsAfterTheCreationTime() {
        // Table 6.1's caption, for both variants at random times
        double[] readable = {300, 600, 900, 1800, 3600, 7200, 14400, 28800, 57600, DAY};
        SplittableRandom random = new SplittableRandom(11);
        for (int trial = 0; trial < 500; trial++) {
            double now = Math.floor(random.nextDouble(5 * DAY));
            double[] doubling = IntervalEndpoints.doubling(now, 300, 10);
            for (int i = 0; i < 10; i++) {
                double d = 300 * Math.scalb(1.0, i);
                assertTrue(doubling[i] - now >= d && doubling[i] - now < 2 * d, "doubling " + i + " at " + now);
            }
            double[] human = IntervalEndpoints.humanReadable(now, 10);
            for (double d : readable) {
                boolean found = false;
                for (double e : human) {
                    found |= e - now >= d && e - now < 2 * d;
                }
                assertTrue(found, "readable " + d + " at " + now);
            }
        }
    }

    @Test
    void badArgumentsAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> IntervalEndpoints.doubling(0, 0, 3));
        assertThrows(IllegalArgumentException.class, () -> IntervalEndpoints.doubling(0, 300, 0));
        assertThrows(IllegalArgumentException.class, () -> IntervalEndpoints.humanReadable(0, 0));
    }
}
