package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.stars.overlay.NetworkModel;
import org.junit.jupiter.api.Test;

/** The link delays of section 8.2: bounded Pareto in range, fixed per link, reproducible. */
class NetworkDelayTest {

    private static double[] delays(NetworkModel model, RandomStreams streams, int nodes) {
        double[] delays = new double[nodes * (nodes - 1)];
        int k = 0;
        for (int from = 0; from < nodes; from++) {
            for (int to = 0; to < nodes; to++) {
                if (from != to) {
                    delays[k++] = model.delay(streams, from, to);
                }
            }
        }
        return delays;
    }

    private static void checkRangeAndMedian(NetworkModel model) {
        double[] delays = delays(model, new RandomStreams(7), 300);
        Arrays.sort(delays);
        assertTrue(delays[0] >= model.minDelay(), "min " + delays[0]);
        assertTrue(delays[delays.length - 1] <= model.maxDelay(), "max " + delays[delays.length - 1]);
        double l = model.minDelay();
        double h = model.maxDelay();
        // Bounded Pareto median with shape 1: L / (1 - (1 - L/H) / 2).
        double median = l / (1 - 0.5 * (1 - l / h));
        assertEquals(median, delays[delays.length / 2], 0.01 * median);
    }

    @Test
    void slowDelaysLieIn50To300Milliseconds() {
        NetworkModel slow = NetworkModel.slow();
        assertEquals(10e6, slow.bandwidth());
        assertEquals(0.050, slow.minDelay());
        assertEquals(0.300, slow.maxDelay());
        checkRangeAndMedian(slow);
    }

    @Test
    void fastDelaysLieIn01To1Milliseconds() {
        NetworkModel fast = NetworkModel.fast();
        assertEquals(1e9, fast.bandwidth());
        assertEquals(0.0001, fast.minDelay());
        assertEquals(0.001, fast.maxDelay());
        checkRangeAndMedian(fast);
    }

    @Test
    void delaysAreFixedPerOrderedLinkAndSeed() {
        NetworkModel slow = NetworkModel.slow();
        RandomStreams streams = new RandomStreams(42);
        double first = slow.delay(streams, 999_999, 3);
        assertEquals(first, slow.delay(streams, 999_999, 3));
        assertEquals(first, slow.delay(new RandomStreams(42), 999_999, 3));
        assertNotEquals(first, slow.delay(streams, 3, 999_999));
        assertNotEquals(first, slow.delay(new RandomStreams(43), 999_999, 3));
    }

    @Test
    void transmissionIsSizeInBitsOverBandwidth() {
        assertEquals(1e-3, NetworkModel.slow().transmission(1250), 1e-15);
        assertEquals(8e-6, NetworkModel.fast().transmission(1000), 1e-18);
    }
}
