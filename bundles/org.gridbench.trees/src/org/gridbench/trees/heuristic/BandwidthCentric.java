package org.gridbench.trees.heuristic;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.gridbench.model.tree.TreePlatform;

/**
 * The optimal steady-state throughput of one application on a tree under the single-port full-overlap model, by the
 * bandwidth-centric bottom-up reduction of [6] (used by section 4.3): a node computes c_u / flops tasks per time
 * unit itself and feeds its children quickest link first (least latency_v + bytes / b_v, {@link LinkTime}) while its
 * send port has time left.
 *
 * @since 1.0
 */
public final class BandwidthCentric {

    private BandwidthCentric() {
    }

    /** Tasks per time unit the whole tree can process, each task {@code bytes} and {@code flops}. */
    public static double throughput(TreePlatform platform, double bytes, double flops) {
        double[] rate = new double[platform.size()];
        for (int u = platform.size() - 1; u >= 0; u--) {
            rate[u] = platform.speed(u) / flops + fedToChildren(platform, u, rate, bytes);
        }
        return rate[0];
    }

    // [6]: children quickest link first, each taking min(its subtree rate, what the port's remaining time carries)
    private static double fedToChildren(TreePlatform platform, int u, double[] rate, double bytes) {
        double portLeft = 1;
        double fed = 0;
        for (int v : quickestFirst(platform, u, bytes)) {
            double perTask = LinkTime.perUnit(platform, v, bytes);
            double x = perTask == 0 ? rate[v] : Math.min(rate[v], portLeft / perTask);
            fed += x;
            portLeft -= x * perTask;
        }
        return fed;
    }

    /** u's children by non-decreasing latency_v + bytes / b_v, then non-increasing b_v ([6]'s order). */
    public static List<Integer> quickestFirst(TreePlatform platform, int u, double bytes) {
        List<Integer> children = new ArrayList<>(platform.children(u));
        children.sort(Comparator.comparingDouble((Integer v) -> LinkTime.perUnit(platform, v, bytes))
                .thenComparingDouble(v -> -platform.bandwidth(v)));
        return children;
    }
}
