package org.gridbench.stars.overlay;

import java.util.SplittableRandom;

import org.gridbench.kernel.random.RandomStreams;

/**
 * The end-to-end link between every ordered pair of nodes (Celaya, section 8.2): a bandwidth and a delay from a
 * bounded Pareto distribution on [minDelay, maxDelay] with the given shape, drawn for every message (the thesis's
 * simulator, shape 2: {@link #slow()}, {@link #fast()}) or once per link (Gridbench before issue 28, shape 1:
 * {@link #slowPerLink()}, {@link #fastPerLink()}). A per-message delay is the next draw of the simulation's stream
 * {@value #MESSAGE_DELAY_STREAM}; the delay of link (from, to) is the first draw of substream
 * {@code (from << 32) | to} of stream {@value #DELAY_STREAM}, so no N^2 table is stored and it does not depend on N.
 */
public final class NetworkModel {
    public static final String DELAY_STREAM = "stars.network.delay";
    public static final String MESSAGE_DELAY_STREAM = "stars.network.message-delay";
    /** The shape of the thesis's simulator, whose delays are drawn per message: mean 2 L H / (L + H). */
    public static final double THESIS_SHAPE = 2.0;
    /** The shape Gridbench chose before issue 28, with a delay per link: the median at 0.23 of the range. */
    public static final double PER_LINK_SHAPE = 1.0;

    private final double bandwidth;
    private final double minDelay;
    private final double maxDelay;
    private final double shape;
    private final double tailMass;
    private final boolean perMessage;

    /** A delay per link: bandwidth in bit/s, delays in seconds with {@code 0 < minDelay <= maxDelay}, shape > 0. */
    public NetworkModel(double bandwidth, double minDelay, double maxDelay, double shape) {
        this(bandwidth, minDelay, maxDelay, shape, false);
    }

    /** The same with the delay drawn for every message when {@code perMessage}. */
    public NetworkModel(double bandwidth, double minDelay, double maxDelay, double shape, boolean perMessage) {
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
        this.perMessage = perMessage;
    }

    /** The volunteer-computing link of 8.2: 10 Mbps, delay 50-300 ms, shape 2, per message. */
    public static NetworkModel slow() {
        return new NetworkModel(10e6, 0.050, 0.300, THESIS_SHAPE, true);
    }

    /** The cluster interconnection of 8.2: 1 Gbps, delay 0.1-1 ms, shape 2, per message. */
    public static NetworkModel fast() {
        return new NetworkModel(1e9, 0.0001, 0.001, THESIS_SHAPE, true);
    }

    /** {@link #slow()} with Gridbench's earlier delays: shape 1, fixed per link. */
    public static NetworkModel slowPerLink() {
        return new NetworkModel(10e6, 0.050, 0.300, PER_LINK_SHAPE);
    }

    /** {@link #fast()} with Gridbench's earlier delays: shape 1, fixed per link. */
    public static NetworkModel fastPerLink() {
        return new NetworkModel(1e9, 0.0001, 0.001, PER_LINK_SHAPE);
    }

    /** Whether every message draws its own delay ({@link #draw}) rather than its link's ({@link #delay}). */
    public boolean perMessage() {
        return perMessage;
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

    /** A delay from a uniform draw {@code u} in [0, 1) (a message's, under {@link #perMessage()}). */
    public double draw(double u) {
        return boundedPareto(u);
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
