package org.gridbench.stars.overlay;

import java.util.SplittableRandom;

import org.gridbench.kernel.random.RandomStreams;

/**
 * The end-to-end link between every ordered pair of nodes (Celaya, section 8.2): a bandwidth and a
 * delay drawn once per link from a bounded Pareto distribution on [minDelay, maxDelay] with the given
 * shape. The delay of link (from, to) is the first draw of substream {@code (from << 32) | to} of
 * stream {@value #DELAY_STREAM}, so no N^2 table is stored and it does not depend on N.
 */
public final class NetworkModel {
    public static final String DELAY_STREAM = "stars.network.delay";
    /** The Pareto shape we chose (the thesis gives none); 1 puts the median at 0.23 of the range. */
    public static final double DEFAULT_SHAPE = 1.0;

    private final double bandwidth;
    private final double minDelay;
    private final double maxDelay;
    private final double shape;
    private final double tailMass;

    /** Bandwidth in bit/s, delays in seconds with {@code 0 < minDelay <= maxDelay}, shape > 0. */
    public NetworkModel(double bandwidth, double minDelay, double maxDelay, double shape) {
        if (!(bandwidth > 0) || !(minDelay > 0) || !(maxDelay >= minDelay) || !(shape > 0)
                || Double.isInfinite(maxDelay) || Double.isInfinite(bandwidth)) {
            throw new IllegalArgumentException("bad network model: " + bandwidth + " bit/s, delay ["
                    + minDelay + ", " + maxDelay + "] s, shape " + shape);
        }
        this.bandwidth = bandwidth;
        this.minDelay = minDelay;
        this.maxDelay = maxDelay;
        this.shape = shape;
        tailMass = 1.0 - Math.pow(minDelay / maxDelay, shape);
    }

    /** The volunteer-computing link of 8.2: 10 Mbps, delay 50-300 ms. */
    public static NetworkModel slow() {
        return new NetworkModel(10e6, 0.050, 0.300, DEFAULT_SHAPE);
    }

    /** The cluster interconnection of 8.2: 1 Gbps, delay 0.1-1 ms. */
    public static NetworkModel fast() {
        return new NetworkModel(1e9, 0.0001, 0.001, DEFAULT_SHAPE);
    }

    public double bandwidth() {
        return bandwidth;
    }

    public double minDelay() {
        return minDelay;
    }

    public double maxDelay() {
        return maxDelay;
    }

    public double shape() {
        return shape;
    }

    /** The fixed delay of link (from, to), in seconds (8.2). */
    public double delay(RandomStreams streams, int from, int to) {
        long link = ((long) from << 32) | (to & 0xffffffffL);
        return boundedPareto(streams.substream(DELAY_STREAM, link).nextDouble());
    }

    // Inverse CDF of the bounded Pareto: x = L / (1 - u (1 - (L/H)^a))^(1/a), u in [0, 1) maps onto [L, H).
    double boundedPareto(double u) {
        return minDelay / Math.pow(1.0 - u * tailMass, 1.0 / shape);
    }

    /** The time to put {@code sizeBytes} on the link: size * 8 / bandwidth, in seconds. */
    public double transmission(int sizeBytes) {
        return sizeBytes * 8.0 / bandwidth;
    }
}
