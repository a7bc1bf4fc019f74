package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.kernel.Simulation;
import org.gridbench.stars.overlay.MessageLayer;
import org.gridbench.stars.overlay.NetworkModel;
import org.gridbench.stars.overlay.ProcessingCost;
import org.junit.jupiter.api.Test;

/**
 * Send and receive queues of section 8.2, timed by hand: 8000 bit/s (1 ms per byte), a constant
 * 100 ms delay, and processing of 10 ms + 1 ms per byte.
 */
class NetworkQueueTest {
    private static final double EPS = 1e-12;

    private final List<double[]> deliveries = new ArrayList<>();
    private final Simulation sim = new Simulation(1);
    private final MessageLayer layer = new MessageLayer(sim, 4, new NetworkModel(8000, 0.1, 0.1, 1.0),
            new ProcessingCost(0.010, 0.001),
            (s, from, to, size, kind, payload) -> deliveries.add(new double[] {s.now(), from, to, kind}));

    private void assertDelivery(int index, double time, int from, int to, int kind) {
        assertArrayEquals(new double[] {time, from, to, kind}, deliveries.get(index), EPS);
    }

    @Test
    void aSenderTransmitsOneMessageAtATime() {
        // Both leave node 0 at t = 0; 100 bytes take 0.1 s each on the link.
        assertEquals(0.2, layer.send(0, 1, 100, 1, null), EPS);  // sent 0-0.1, arrives 0.2
        assertEquals(0.3, layer.send(0, 2, 100, 2, null), EPS);  // sent 0.1-0.2, arrives 0.3
        assertEquals(0.2, layer.sendFree(0), EPS);
        sim.runUntil(Double.POSITIVE_INFINITY);
        assertEquals(2, deliveries.size());
        assertDelivery(0, 0.31, 0, 1, 1);  // 0.2 + 0.010 + 0.100
        assertDelivery(1, 0.41, 0, 2, 2);  // 0.3 + 0.110
    }

    @Test
    void aReceiverProcessesOneMessageAtATimeInArrivalOrder() {
        layer.send(0, 2, 100, 1, null);  // arrives 0.2
        layer.send(1, 2, 100, 2, null);  // arrives 0.2, queued behind the first
        layer.send(3, 2, 50, 3, null);   // sent last, 0.05 s on the link, arrives 0.15
        sim.runUntil(Double.POSITIVE_INFINITY);
        assertDelivery(0, 0.21, 3, 2, 3);  // 0.15 + 0.010 + 0.050
        assertDelivery(1, 0.32, 0, 2, 1);  // starts at 0.21, + 0.110
        assertDelivery(2, 0.43, 1, 2, 2);  // starts at 0.32, + 0.110
        assertEquals(0.43, layer.receiveFree(2), EPS);
    }

    @Test
    void aMessageToItselfIsOnlyProcessed() {
        sim.runUntil(1.0);
        assertEquals(1.0, layer.send(3, 3, 20, 4, "self"), EPS);
        sim.runUntil(Double.POSITIVE_INFINITY);
        assertDelivery(0, 1.03, 3, 3, 4);
        assertEquals(0.0, layer.sendFree(3));
    }

    @Test
    void slowNetworkDeliveriesRepeatWithTheSeed() {
        assertArrayEquals(slowRun(5), slowRun(5));
    }

    private static double[] slowRun(long seed) {
        Simulation sim = new Simulation(seed);
        double[] times = new double[6];
        int[] count = {0};
        MessageLayer layer = new MessageLayer(sim, 4, NetworkModel.slow(), ProcessingCost.DEFAULT,
                (s, from, to, size, kind, payload) -> times[count[0]++] = s.now());
        for (int i = 0; i < times.length; i++) {
            layer.send(i % 4, (i + 1) % 4, 1000 * (i + 1), 0, null);
        }
        sim.runUntil(Double.POSITIVE_INFINITY);
        return times;
    }
}
