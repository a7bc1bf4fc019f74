package org.gridbench.trees.heuristic;

import org.gridbench.model.tree.TreePlatform;

/**
 * The time a unit keeps the sender's port busy on the link into v: latency_v + bytes / b_v (section 2.1 with the
 * latency the simulation charges). A heuristic plans with the platform it is given; a platform with zero latencies
 * gives the paper's b(k) / b_v.
 *
 * @since 1.0
 */
public final class LinkTime {

    private LinkTime() {
    }

    /** latency_v + bytes / b_v; 0 for the root's own worker (no link). */
    public static double perUnit(TreePlatform platform, int v, double bytes) {
        return v == 0 ? 0 : platform.latency(v) + bytes / platform.bandwidth(v);
    }
}
