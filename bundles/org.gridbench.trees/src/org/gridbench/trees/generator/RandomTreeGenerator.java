package org.gridbench.trees.generator;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.model.tree.TreeNode;
import org.gridbench.model.tree.TreePlatform;

/**
 * Random tree platforms of Beaumont et al. (section 5.1.2, Appendix A2): a breadth-first construction that yields wide
 * rather than deep trees, with measured-looking speeds, bandwidths and latencies. Units: flops per second, bytes per
 * second, seconds.
 */
public final class RandomTreeGenerator {

    /** 22.151 Mflops (a Pentium Pro 200 MHz), in flops per second. */
    public static final double SPEED_MIN = 22.151e6;
    /** 171.667 Mflops (an Athlon 1800), in flops per second. */
    public static final double SPEED_MAX = 171.667e6;
    /** 110 kb/s = 110,000 bits/s = 13,750 bytes per second. */
    public static final double BANDWIDTH_MIN = 110e3 / 8;
    /** 7 Mb/s = 7,000,000 bits/s = 875,000 bytes per second. */
    public static final double BANDWIDTH_MAX = 7e6 / 8;
    /** 6 ms, in seconds. */
    public static final double LATENCY_MIN = 0.006;
    /** 10 s. */
    public static final double LATENCY_MAX = 10.0;

    private RandomTreeGenerator() {
    }

    /**
     * Appendix A2, breadth-first: nodes are taken from a FIFO queue; each receives a number of children uniform in
     * 1..maxDegree (capped by the nodes left), which join the queue. At least one child per expanded node keeps the
     * queue from running dry before n nodes exist. Every node draws speed, bandwidth and latency, in that order.
     */
    public static TreePlatform generate(int n, int maxDegree, SplittableRandom random) {
        if (n < 1 || maxDegree < 1) {
            throw new IllegalArgumentException("needs n >= 1 and maxDegree >= 1, found " + n + ", " + maxDegree);
        }
        List<TreeNode> nodes = new ArrayList<>();
        nodes.add(new TreeNode("P0", null, speed(random), 0, 0));
        for (int expanded = 0; nodes.size() < n; expanded++) {
            int children = Math.min(1 + random.nextInt(maxDegree), n - nodes.size());
            String parent = nodes.get(expanded).id();
            for (int c = 0; c < children; c++) {
                double speed = speed(random);
                double bandwidth = BANDWIDTH_MIN + (BANDWIDTH_MAX - BANDWIDTH_MIN) * random.nextDouble();
                nodes.add(new TreeNode("P" + nodes.size(), parent, speed, bandwidth, latency(random)));
            }
        }
        return new TreePlatform(nodes);
    }

    // Section 5.1.2: CPU power uniform in [22.151, 171.667] Mflops.
    private static double speed(SplittableRandom random) {
        return SPEED_MIN + (SPEED_MAX - SPEED_MIN) * random.nextDouble();
    }

    // Section 5.1.2: latency from 6 ms to 10 s; log-uniform, since the range spans more than three decades.
    private static double latency(SplittableRandom random) {
        return LATENCY_MIN * Math.pow(LATENCY_MAX / LATENCY_MIN, random.nextDouble());
    }
}
