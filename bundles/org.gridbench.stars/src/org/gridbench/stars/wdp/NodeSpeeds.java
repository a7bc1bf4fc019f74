package org.gridbench.stars.wdp;

import java.util.Arrays;
import java.util.SplittableRandom;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.stars.workload.NodePropertyModel;
import org.gridbench.stars.workload.SwfDistributions;

/**
 * The speeds s_u of the WDP execution nodes, MFLOPS. Section 8.6 names none and uses no trace (the site-level model
 * "cannot be applied to this policy"); our choice is the speeds of our other STaRS runs without their trace: a factor
 * of {@link NodePropertyModel#SPEED_FACTORS} drawn uniformly times the reference speed, node u from substream u.
 */
public final class NodeSpeeds {

    /** The named stream whose substream {@code u} draws the speed of node {@code u}. */
    public static final String STREAM = "stars.wdp.speeds";

    private NodeSpeeds() {
    }

    /** Speeds 0.5 to 2 times the reference speed, node {@code u} from substream {@code u} of {@link #STREAM}. */
    public static double[] mixed(int nodes, RandomStreams streams) {
        double[] speeds = new double[nodes];
        for (int u = 0; u < nodes; u++) {
            SplittableRandom random = streams.substream(STREAM, u);
            int factor = random.nextInt(NodePropertyModel.SPEED_FACTORS.size());
            speeds[u] = NodePropertyModel.SPEED_FACTORS.get(factor) * SwfDistributions.REFERENCE_SPEED;
        }
        return speeds;
    }

    /** Every node at the reference speed. */
    public static double[] uniform(int nodes) {
        double[] speeds = new double[nodes];
        Arrays.fill(speeds, SwfDistributions.REFERENCE_SPEED);
        return speeds;
    }
}
