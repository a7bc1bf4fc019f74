package org.gridbench.stars.sim;

import org.gridbench.kernel.Simulation;
import org.gridbench.stars.overlay.MessageLayer;
import org.gridbench.stars.overlay.Overlay;

/** What every node role of a STaRS simulation shares: the configuration, the clock, the tree, the network, the totals. */
record RunContext(StarsConfig config, Simulation sim, Overlay overlay, MessageLayer messages, RunCounters counters) {

    boolean decentralized() {
        return config.mode() == Mode.DECENTRALIZED;
    }

    /** Schedules {@code action} at {@code time} as one handled event. */
    void at(double time, Runnable action) {
        sim.schedule(time, s -> {
            counters.handled++;
            action.run();
        });
    }
}
