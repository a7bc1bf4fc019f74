package org.gridbench.stars.wdp;

import org.gridbench.stars.overlay.NetworkModel;
import org.gridbench.stars.sim.CostModel;

/**
 * One WDP simulation (Celaya, section 8.6.1).
 *
 * @param nodes N, at least 2
 * @param network the end-to-end link model
 * @param updateBandwidth the summary bandwidth limit of every node, bytes per second (section 3.2.3)
 * @param duration simulated seconds during which workflows arrive; the run then goes on until every workflow has
 *        finished or been given up
 * @param seed the seed of the network delays
 * @param timeout seconds a submission node waits before resending the unallocated tasks of a sequence
 * @param resends how many times a submission node resends a sequence before it gives the workflow up
 * @param cost the message processing model
 */
public record WdpConfig(int nodes, NetworkModel network, double updateBandwidth, double duration, long seed,
        double timeout, int resends, CostModel cost) {

    /** Section 8.6.2: "links of 1Mbps of bandwidth". */
    public static final double LINK_BANDWIDTH = 1e6;
    /** Section 8.6.2: "an update bandwidth limit of 10 KBps". */
    public static final double UPDATE_BANDWIDTH = 10_000;
    /** Table 6.1: 5', 10', 15', 30', 1 h, 2 h, 4 h, 8 h, 16 h and 1 day. */
    public static final int INTERVALS = 10;

    public WdpConfig {
        if (nodes < 2) {
            throw new IllegalArgumentException("a STaRS overlay needs at least 2 nodes, got " + nodes);
        }
        if (!(updateBandwidth > 0) || !(duration > 0) || Double.isInfinite(duration) || !(timeout > 0)) {
            throw new IllegalArgumentException("update bandwidth, duration and timeout must be positive: "
                    + updateBandwidth + " B/s, " + duration + " s, " + timeout + " s");
        }
        if (resends < 0) {
            throw new IllegalArgumentException("the resends must be at least 0, found " + resends);
        }
    }

    /** The slow link of section 8.2 (delays of 50 to 300 ms) at the 1 Mbps of section 8.6.2. */
    public static NetworkModel section86Link() {
        NetworkModel slow = NetworkModel.slow();
        return new NetworkModel(LINK_BANDWIDTH, slow.minDelay(), slow.maxDelay(), NetworkModel.PER_LINK_SHAPE);
    }
}
