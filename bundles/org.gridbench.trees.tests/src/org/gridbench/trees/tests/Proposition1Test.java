package org.gridbench.trees.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.lp.SteadyState;
import org.gridbench.trees.lp.SteadyStateLp;
import org.junit.jupiter.api.Test;

/**
 * Proposition 1 (section 3.3) on stars. What is checked: take the LP optimum's work per node W_u = sum_k alpha_u(k)
 * c(k) and per application alpha(k); pour the work of the applications, in decreasing CCR, into the nodes in
 * decreasing bandwidth (root first, b0 = infinity), filling each W_u before the next. This sliced solution has the
 * same alpha(k) and CPU loads by construction; the check is that its port time sum_v sum_k alpha_v(k) b(k) / b_v is
 * at most the LP's (so it is optimal too), which is the exchange argument of Appendix A1. The LP vertex itself may
 * be any of several optima, so slices are not asserted on it except where it is unique.
 */
class Proposition1Test {

    @Test
    void slicedByCcrIsAsGoodAsTheOptimum() {
        RandomStreams streams = new RandomStreams(42);
        for (int trial = 0; trial < 20; trial++) {
            SplittableRandom random = streams.substream("proposition1", trial);
            int p = 2 + random.nextInt(6);
            double[] speeds = new double[p];
            double[] bandwidths = new double[p];
            for (int i = 0; i < p; i++) {
                speeds[i] = 1 + 9 * random.nextDouble();
                bandwidths[i] = 1 + 9 * random.nextDouble();
            }
            TreePlatform star = LpTestPlatforms.star(1 + 9 * random.nextDouble(), speeds, bandwidths);
            List<BagApplication> apps = new ArrayList<>();
            for (int k = 0; k < 3; k++) {
                apps.add(new BagApplication("A" + k, 1 + random.nextInt(3), 1 + 4 * random.nextDouble(),
                        5 * random.nextDouble()));
            }
            SteadyState lp = SteadyStateLp.solve(star, apps);
            double lpPort = portTime(star, apps, lp::alphaU);
            double[][] sliced = sliced(star, apps, lp);
            double slicedPort = portTime(star, apps, (u, k) -> sliced[u][k]);
            assertTrue(slicedPort <= lpPort + 1e-9 * Math.max(1, lpPort),
                    "trial " + trial + ": sliced port time " + slicedPort + " > LP " + lpPort);
        }
    }

    /** The unique optimum of LpSteadyStateTest.twoApplicationsShareTheChildPort: the root (b0 = infinity) holds
     * the higher-CCR application A only; the child runs the rest of A, then B. */
    @Test
    void uniqueOptimumIsSliced() {
        TreePlatform star = LpTestPlatforms.star(1, new double[] {10}, new double[] {1});
        SteadyState s = SteadyStateLp.solve(star,
                List.of(new BagApplication("A", 1, 1, 1), new BagApplication("B", 1, 1, 0.1)));
        assertEquals(0.0, s.alphaU(0, 1), 1e-12);
        assertEquals(1.0, s.alphaU(0, 0), 1e-9);
    }

    private interface Rates {
        double at(int u, int k);
    }

    private static double portTime(TreePlatform star, List<BagApplication> apps, Rates alphaU) {
        double time = 0;
        for (int v = 1; v < star.size(); v++) {
            for (int k = 0; k < apps.size(); k++) {
                time += alphaU.at(v, k) * apps.get(k).bytes() / star.bandwidth(v);
            }
        }
        return time;
    }

    private static double[][] sliced(TreePlatform star, List<BagApplication> apps, SteadyState lp) {
        List<Integer> nodes = new ArrayList<>();
        for (int u = 0; u < star.size(); u++) {
            nodes.add(u);
        }
        nodes.sort(Comparator.comparingDouble((Integer u) -> u == 0 ? Double.POSITIVE_INFINITY : star.bandwidth(u))
                .reversed());
        List<Integer> order = new ArrayList<>();
        for (int k = 0; k < apps.size(); k++) {
            order.add(k);
        }
        order.sort(Comparator.comparingDouble((Integer k) -> apps.get(k).ccr()).reversed());
        double[] room = new double[star.size()];
        for (int u = 0; u < star.size(); u++) {
            for (int k = 0; k < apps.size(); k++) {
                room[u] += lp.alphaU(u, k) * apps.get(k).flops();
            }
        }
        double[][] result = new double[star.size()][apps.size()];
        int slot = 0;
        for (int k : order) {
            double work = lp.alpha(k) * apps.get(k).flops();
            while (work > 1e-12 * apps.get(k).flops() && slot < nodes.size()) {
                int u = nodes.get(slot);
                double take = Math.min(work, room[u]);
                result[u][k] += take / apps.get(k).flops();
                room[u] -= take;
                work -= take;
                if (room[u] <= 1e-12 * apps.get(k).flops()) {
                    slot++;
                }
            }
        }
        return result;
    }
}
