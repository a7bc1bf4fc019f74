package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;

import org.gridbench.kernel.Simulation;
import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.stars.overlay.MessageLayer;
import org.gridbench.stars.overlay.NetworkModel;
import org.junit.jupiter.api.Test;

/**
 * The link delays of section 8.2: bounded Pareto in range; per message with shape 2 (the thesis's simulator) or fixed
 * per link with shape 1 (Gridbench's earlier reading); reproducible.
 */
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
    void slowDelaysPerLinkLieIn50To300Milliseconds() {
        NetworkModel slow = NetworkModel.slowPerLink();
        assertEquals(10e6, slow.bandwidth());
        assertEquals(0.050, slow.minDelay());
        assertEquals(0.300, slow.maxDelay());
        checkRangeAndMedian(slow);
    }

    @Test
    void fastDelaysPerLinkLieIn01To1Milliseconds() {
        NetworkModel fast = NetworkModel.fastPerLink();
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
    void theThesisDrawsEveryMessageFromAParetoOfShape2() {
        NetworkModel slow = NetworkModel.slow();
        assertTrue(slow.perMessage());
        assertEquals(2.0, slow.shape());
        assertEquals(10e6, slow.bandwidth());
        // inverse CDF by hand, L = 0.05, H = 0.3, a = 2: x = L / sqrt(1 - u (1 - (L/H)^2)), (L/H)^2 = 1/36
        assertEquals(0.05, slow.draw(0), 1e-15);
        assertEquals(0.05 / Math.sqrt(1 - 0.5 * 35.0 / 36), slow.draw(0.5), 1e-15);
        // mean of the bounded Pareto of shape 2: 2 L H / (L + H) = 0.03 / 0.35 = 85.7 ms
        SplittableRandom random = new SplittableRandom(3);
        double sum = 0;
        int n = 400_000;
        for (int i = 0; i < n; i++) {
            double x = slow.draw(random.nextDouble());
            assertTrue(x >= 0.05 && x <= 0.3, "delay " + x);
            sum += x;
        }
        assertEquals(2 * 0.05 * 0.3 / 0.35, sum / n, 2e-4);
        assertTrue(NetworkModel.fast().perMessage());
        assertEquals(0.0001 / Math.sqrt(1 - 0.75 * 0.99), NetworkModel.fast().draw(0.75), 1e-18);
    }

    @Test
    void perMessageDelaysDifferBetweenTwoMessagesOfOneLinkYetRepeatWithTheSeed() {
        double[] first = twoMessages(1);
        assertNotEquals(first[0], first[1]);
        assertEquals(first[0], twoMessages(1)[0]);
        assertEquals(first[1], twoMessages(1)[1]);
        assertNotEquals(first[0], twoMessages(2)[0]);
    }

    // two messages 0 -> 1 sent at time 0 over the slow link; their arrival times minus the transmission
    private static double[] twoMessages(long seed) {
        Simulation sim = new Simulation(seed);
        MessageLayer layer = new MessageLayer(sim, 2, NetworkModel.slow(), (to, size, kind, payload) -> 0,
                (s, from, to, size, kind, payload) -> { });
        double a = layer.send(0, 1, 0, 0, null);
        double b = layer.send(0, 1, 0, 0, null);
        return new double[] {a, b};
    }

    @Test
    void transmissionIsSizeInBitsOverBandwidth() {
        assertEquals(1e-3, NetworkModel.slow().transmission(1250), 1e-15);
        assertEquals(8e-6, NetworkModel.fast().transmission(1000), 1e-18);
    }
}
