package org.gridbench.kernel.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.gridbench.kernel.random.Distributions;
import org.junit.jupiter.api.Test;

class DistributionsTest {
    private static final int DRAWS = 200_000;

    // Exp(mean 2): mean 2, variance 4; the standard error of the mean is 2 / sqrt(200 000) = 0.0045.
    @Test
    void exponentialHasTheRequestedMeanAndVariance() {
        SplittableRandom random = new SplittableRandom(5);
        double sum = 0;
        double sumOfSquares = 0;
        for (int i = 0; i < DRAWS; i++) {
            double x = Distributions.exponential(random, 2.0);
            assertTrue(x >= 0);
            sum += x;
            sumOfSquares += x * x;
        }
        double mean = sum / DRAWS;

        assertEquals(2.0, mean, 0.03);
        assertEquals(4.0, sumOfSquares / DRAWS - mean * mean, 0.15);
    }

    // Pareto(scale 2, shape 3): minimum 2, mean shape * scale / (shape - 1) = 3, median scale * 2^(1/shape) = 2.5198.
    @Test
    void paretoHasTheRequestedMinimumMeanAndMedian() {
        SplittableRandom random = new SplittableRandom(6);
        double sum = 0;
        int belowMedian = 0;
        for (int i = 0; i < DRAWS; i++) {
            double x = Distributions.pareto(random, 2.0, 3.0);
            assertTrue(x >= 2.0);
            sum += x;
            if (x < 2.5198) {
                belowMedian++;
            }
        }

        assertEquals(3.0, sum / DRAWS, 0.03);
        assertEquals(0.5, (double) belowMedian / DRAWS, 0.005);
    }
}
