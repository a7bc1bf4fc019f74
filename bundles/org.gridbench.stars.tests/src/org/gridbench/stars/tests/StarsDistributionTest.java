package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.stream.IntStream;

import org.gridbench.stars.sim.Distribution;
import org.junit.jupiter.api.Test;

/** Nearest-rank percentiles of {@link Distribution#of}: the smallest value with q of the sample at or below it. */
class StarsDistributionTest {

    @Test
    void oneToHundred() {
        double[] values = IntStream.rangeClosed(1, 100).mapToDouble(i -> i).toArray();
        // p50: rank ceil(0.50 * 100) = 50 -> 50; p99: rank ceil(0.99 * 100) = 99 -> 99; mean 5050 / 100 = 50.5
        assertEquals(new Distribution(100, 50.5, 50, 99, 100), Distribution.of(values));
    }

    @Test
    void unsortedInputIsSortedButNotModified() {
        double[] values = {9, 1, 5, 3, 7};
        // sorted 1 3 5 7 9; p50: rank ceil(2.5) = 3 -> 5; p99: rank ceil(4.95) = 5 -> 9; mean 25 / 5 = 5
        assertEquals(new Distribution(5, 5, 5, 9, 9), Distribution.of(values));
        assertArrayEquals(new double[] {9, 1, 5, 3, 7}, values);
    }

    @Test
    void oddRanks() {
        // 3 values: p50 rank ceil(1.5) = 2 -> 20; p99 rank ceil(2.97) = 3 -> 30
        assertEquals(new Distribution(3, 20, 20, 30, 30), Distribution.of(new double[] {30, 10, 20}));
    }

    @Test
    void singleValue() {
        assertEquals(new Distribution(1, 7, 7, 7, 7), Distribution.of(new double[] {7}));
    }

    @Test
    void emptyIsAllZero() {
        assertEquals(new Distribution(0, 0, 0, 0, 0), Distribution.of(new double[0]));
    }
}
