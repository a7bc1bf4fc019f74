package org.gridbench.stars.wdp;

import org.gridbench.kernel.Simulation;
import org.gridbench.stars.overlay.MessageLayer;
import org.gridbench.stars.overlay.Overlay;
import org.gridbench.stars.sim.TrafficMeter;
import org.gridbench.stars.workflow.IntervalGrid;

/** What the roles of a WDP simulation share: the clock, the overlay, the message layer and the counters. */
final class WdpContext {
    final WdpConfig config;
    final Simulation sim;
    final Overlay overlay;
    final WdpCounters counters = new WdpCounters();
    final TrafficMeter outgoing;
    private final GridClock grids = new GridClock(WdpConfig.INTERVALS);
    private MessageLayer messages;

    WdpContext(WdpConfig config) {
        this.config = config;
        sim = new Simulation(config.seed());
        overlay = Overlay.balanced(config.nodes());
        outgoing = new TrafficMeter(config.nodes());
    }

    void connect(MessageLayer layer) {
        messages = layer;
    }

    double now() {
        return sim.now();
    }

    /** The grid of a summary created or moved now (Algorithm 6.2). */
    IntervalGrid grid() {
        return grids.at(sim.now());
    }

    /** Sends a message, counting its bytes as the sender's outgoing traffic (section 8.6.2). */
    void send(int from, int to, int bytes, int kind, Object payload) {
        if (from != to) {
            outgoing.received(from, bytes, sim.now());
        }
        messages.send(from, to, bytes, kind, payload);
    }
}
