package org.gridbench.stars.sim;

import org.gridbench.stars.overlay.NetworkModel;

/**
 * One STaRS simulation (Celaya, section 8.2).
 *
 * @param nodes N, at least 2
 * @param sfMax the largest number of sampled functions per summary, at least 1
 * @param mode who allocates
 * @param network the end-to-end link model
 * @param updateBandwidth the summary bandwidth limit of every node, bytes per second (section 3.2.3)
 * @param duration simulated seconds
 * @param seed the seed of the network delays and random choices (the workload has its own)
 * @param timeout seconds a submission node waits before resending unallocated tasks (30 in the thesis)
 * @param sampleInterval seconds between two rows of the time series
 * @param cost the message processing model
 * @param readings the readings of the model that the thesis's simulator settles
 */
public record StarsConfig(int nodes, int sfMax, Mode mode, NetworkModel network, double updateBandwidth,
        double duration, long seed, double timeout, double sampleInterval, CostModel cost, ModelReadings readings) {

    /** Section 5.3 and 8.2: a submission node resends what was not allocated after thirty seconds. */
    public static final double DEFAULT_TIMEOUT = 30;

    public StarsConfig {
        if (nodes < 2) {
            throw new IllegalArgumentException("a STaRS overlay needs at least 2 nodes, got " + nodes);
        }
        if (readings == null) {
            throw new IllegalArgumentException("the model readings are missing");
        }
        if (sfMax < 1) {
            throw new IllegalArgumentException("SF_max must be at least 1, got " + sfMax);
        }
        if (!(updateBandwidth > 0) || !(duration > 0) || Double.isInfinite(duration) || !(timeout > 0)
                || !(sampleInterval > 0)) {
            throw new IllegalArgumentException("update bandwidth, duration, timeout and sample interval must be"
                    + " positive: " + updateBandwidth + " B/s, " + duration + " s, " + timeout + " s, "
                    + sampleInterval + " s");
        }
    }

    /** A configuration with the thesis's readings ({@link ModelReadings#THESIS}). */
    public StarsConfig(int nodes, int sfMax, Mode mode, NetworkModel network, double updateBandwidth,
            double duration, long seed, double timeout, double sampleInterval, CostModel cost) {
        this(nodes, sfMax, mode, network, updateBandwidth, duration, seed, timeout, sampleInterval, cost,
                ModelReadings.THESIS);
    }

    /** This configuration with other readings. */
    public StarsConfig with(ModelReadings other) {
        return new StarsConfig(nodes, sfMax, mode, network, updateBandwidth, duration, seed, timeout, sampleInterval,
                cost, other);
    }

    /** This configuration in another allocation mode. */
    public StarsConfig with(Mode other) {
        return new StarsConfig(nodes, sfMax, other, network, updateBandwidth, duration, seed, timeout, sampleInterval,
                cost, readings);
    }
}
