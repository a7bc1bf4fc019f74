package org.gridbench.stars.overlay;

import java.util.SplittableRandom;

import org.gridbench.kernel.Event;
import org.gridbench.kernel.Simulation;

/**
 * Messages between the nodes of a simulation, timed by the network model of Celaya, section 8.2.
 *
 * <p>A message sent at t waits for the sender's send queue, occupies it for size * 8 / bandwidth,
 * travels for the link delay (or, under a per-message network model, a delay of its own, the next draw of the
 * simulation's stream {@value NetworkModel#MESSAGE_DELAY_STREAM}), waits in arrival order for the receiver's receive queue, occupies it
 * for the processing time, and is delivered at the end of processing:
 * <pre>
 * sendStart = max(t, sendFree[from]);  arrival = sendStart + transmission + delay(from, to)
 * receiveStart = max(arrival, receiveFree[to]);  delivery = receiveStart + processing(size)
 * </pre>
 * A message to oneself skips the link: arrival = t. One object per message, fired twice.
 */
public final class MessageLayer {
    private final Simulation sim;
    private final NetworkModel network;
    private final ProcessingTime processing;
    private final MessageHandler handler;
    private final double[] sendFree;
    private final double[] receiveFree;
    /** The per-message delay draws, in send order; null when every link keeps its delay. */
    private final SplittableRandom messageDelays;

    public MessageLayer(Simulation sim, int nodes, NetworkModel network, ProcessingTime processing,
            MessageHandler handler) {
        if (nodes < 1) {
            throw new IllegalArgumentException("no nodes: " + nodes);
        }
        this.sim = sim;
        this.network = network;
        this.processing = processing;
        this.handler = handler;
        sendFree = new double[nodes];
        receiveFree = new double[nodes];
        messageDelays = network.perMessage() ? sim.random().stream(NetworkModel.MESSAGE_DELAY_STREAM) : null;
    }

    public int nodes() {
        return sendFree.length;
    }

    /** Sends now; returns the arrival time at {@code to}, before its receive queue (8.2). */
    public double send(int from, int to, int sizeBytes, int kind, Object payload) {
        if (from < 0 || from >= sendFree.length || to < 0 || to >= sendFree.length || sizeBytes < 0) {
            throw new IllegalArgumentException("bad message " + from + " -> " + to + " of " + sizeBytes + " bytes");
        }
        double now = sim.now();
        double arrival = now;
        if (from != to) {
            double sendStart = Math.max(now, sendFree[from]);
            double sendEnd = sendStart + network.transmission(sizeBytes);
            sendFree[from] = sendEnd;
            arrival = sendEnd + (messageDelays != null
                    ? network.draw(messageDelays.nextDouble())
                    : network.delay(sim.random(), from, to));
        }
        sim.schedule(arrival, new Message(from, to, sizeBytes, kind, payload));
        return arrival;
    }

    /** The time the send queue of {@code node} becomes free. */
    public double sendFree(int node) {
        return sendFree[node];
    }

    /** The time the receive queue of {@code node} becomes free. */
    public double receiveFree(int node) {
        return receiveFree[node];
    }

    // Fires at arrival to join the receive queue, then at the end of processing to deliver.
    private final class Message implements Event {
        private final int from;
        private final int to;
        private final int sizeBytes;
        private final int kind;
        private final Object payload;
        private boolean arrived;

        Message(int from, int to, int sizeBytes, int kind, Object payload) {
            this.from = from;
            this.to = to;
            this.sizeBytes = sizeBytes;
            this.kind = kind;
            this.payload = payload;
        }

        @Override
        public void fire(Simulation sim) {
            if (!arrived) {
                arrived = true;
                double delivery = Math.max(sim.now(), receiveFree[to]) + processing.time(to, sizeBytes, kind, payload);
                receiveFree[to] = delivery;
                sim.schedule(delivery, this);
            } else {
                handler.deliver(sim, from, to, sizeBytes, kind, payload);
            }
        }
    }
}
