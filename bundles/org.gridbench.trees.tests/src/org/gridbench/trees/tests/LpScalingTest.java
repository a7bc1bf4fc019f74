package org.gridbench.trees.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreeNode;
import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.lp.SteadyState;
import org.gridbench.trees.lp.SteadyStateLp;
import org.gridbench.trees.periodic.Rational;
import org.junit.jupiter.api.Test;

/**
 * Linear program 3 on badly scaled platforms (speeds and bandwidths from 10^-3 to 10^12) against an independent
 * exact solution: the paper's own form of the program (variables alpha_u(k), sent_v(k) and t), posed in rationals
 * from the exact binary values of the platform's doubles and solved by {@link ExactSimplex}.
 */
class LpScalingTest {

    private static final double REL = 1e-9;
    /**
     * On platforms spanning 15 decades ojAlgo's simplex, whose tolerances are relative to the largest values, may
     * leave idle nodes that add little to the fair throughput: measured worst 1.6e-3 of the exact optimum over these
     * 40 platforms (most within 1e-9). The point of the test is that it never fails and is never far off.
     */
    private static final double REL_SPANNING = 5e-3;

    /** The optimum of the paper's program in exact arithmetic, per-link times latency_v + b(k) / b_v. */
    static double exactOptimum(TreePlatform p, List<BagApplication> apps) {
        int n = p.size();
        int kCount = apps.size();
        int columns = 1 + 2 * n * kCount;
        ExactSimplex lp = new ExactSimplex(columns);
        Rational one = Rational.of(1, 1);
        Rational minusOne = Rational.of(-1, 1);
        for (int k = 0; k < kCount; k++) {
            // w(k) t <= sum_u alpha_u(k)
            Rational[] row = new Rational[columns];
            row[0] = Rational.exact(apps.get(k).weight());
            for (int u = 0; u < n; u++) {
                row[alpha(kCount, u, k)] = minusOne;
            }
            lp.atMost(row, Rational.ZERO);
        }
        for (int v = 1; v < n; v++) {
            for (int k = 0; k < kCount; k++) {
                // what v computes and forwards it has received: alpha_v(k) + sum_w sent_w(k) <= sent_v(k)
                Rational[] row = new Rational[columns];
                row[alpha(kCount, v, k)] = one;
                for (int w : p.children(v)) {
                    row[sent(n, kCount, w, k)] = one;
                }
                row[sent(n, kCount, v, k)] = minusOne;
                lp.atMost(row, Rational.ZERO);
            }
        }
        for (int u = 0; u < n; u++) {
            Rational[] compute = new Rational[columns];
            Rational[] port = new Rational[columns];
            for (int k = 0; k < kCount; k++) {
                compute[alpha(kCount, u, k)] = Rational.exact(apps.get(k).flops()).divide(Rational.exact(p.speed(u)));
                for (int v : p.children(u)) {
                    port[sent(n, kCount, v, k)] = Rational.exact(p.latency(v))
                            .add(Rational.exact(apps.get(k).bytes()).divide(Rational.exact(p.bandwidth(v))));
                }
            }
            lp.atMost(compute, one);
            lp.atMost(port, one);
        }
        Rational[] objective = new Rational[columns];
        objective[0] = one;
        return lp.maximise(objective).doubleValue();
    }

    private static int alpha(int kCount, int u, int k) {
        return 1 + u * kCount + k;
    }

    private static int sent(int n, int kCount, int v, int k) {
        return 1 + n * kCount + v * kCount + k;
    }

    private static void assertMatchesExact(TreePlatform p, List<BagApplication> apps, double rel, String what) {
        double exact = exactOptimum(p, apps);
        SteadyState s = SteadyStateLp.solve(p, apps);
        assertEquals(exact, s.fairThroughput(), rel * exact, what);
        assertFeasible(p, apps, s, what);
    }

    // every row of the program holds for the rates returned (the repair of FeasibleRates), to rounding
    private static void assertFeasible(TreePlatform p, List<BagApplication> apps, SteadyState s, String what) {
        for (int u = 0; u < p.size(); u++) {
            double cpu = 0;
            double port = 0;
            for (int k = 0; k < apps.size(); k++) {
                cpu += s.alphaU(u, k) * apps.get(k).flops() / p.speed(u);
                for (int v : p.children(u)) {
                    port += s.sent(v, k) * (p.latency(v) + apps.get(k).bytes() / p.bandwidth(v));
                }
            }
            assertTrue(cpu <= 1 + 1e-12 && port <= 1 + 1e-12, what + ": node " + u + " CPU " + cpu + ", port " + port);
        }
    }

    /** Issue 26: the example star with a master of speed 10^9 (workers 2 to 8) was reported INFEASIBLE. */
    @Test
    void fastMasterOverSlowWorkers() {
        for (double master : new double[] {1e7, 1e9, 1e12}) {
            TreePlatform star = LpTestPlatforms.star(master, new double[] {8, 4, 2}, new double[] {20, 10, 40});
            List<BagApplication> apps = List.of(new BagApplication("A1", 2, 20, 1), new BagApplication("A2", 1, 2, 10));
            assertMatchesExact(star, apps, REL, "master speed " + master);
        }
    }

    /** Random trees of 2 to 6 nodes, 1 to 3 applications, every speed, bandwidth, c(k), b(k) in 10^-3..10^12. */
    @Test
    void spansFifteenDecades() {
        RandomStreams streams = new RandomStreams(2026);
        for (int trial = 0; trial < 40; trial++) {
            SplittableRandom random = streams.substream("lp.scaling", trial);
            int n = 2 + random.nextInt(5);
            List<TreeNode> nodes = new ArrayList<>();
            nodes.add(new TreeNode("P0", null, decades(random), 0, 0));
            for (int u = 1; u < n; u++) {
                double latency = random.nextBoolean() ? 0 : decades(random) * 1e-12;
                nodes.add(new TreeNode("P" + u, "P" + random.nextInt(u), decades(random), decades(random), latency));
            }
            List<BagApplication> apps = new ArrayList<>();
            int kCount = 1 + random.nextInt(3);
            for (int k = 0; k < kCount; k++) {
                apps.add(new BagApplication("A" + k, 1 + random.nextInt(3), decades(random), decades(random)));
            }
            assertMatchesExact(new TreePlatform(nodes), apps, REL_SPANNING, "trial " + trial);
        }
    }

    // log-uniform in [10^-3, 10^12]
    private static double decades(SplittableRandom random) {
        return Math.pow(10, -3 + 15 * random.nextDouble());
    }

    /**
     * The latency-aware program by hand: root c0 = 1, one child c1 = 10 behind b1 = 1 and latency 1/4; A (c = 1, b =
     * 1) and B (c = 1, b = 1/10). A task on the link costs 5/4 (A) or 7/20 (B). With the root computing A (r_A = 1),
     * the child gets t - 1 of A and t of B: 5/4 (t - 1) + 7/20 t <= 1 gives t = 45/32; the root computing B instead
     * gives t = 27/32, so A stays on the root. Without the latency the same platform gives 20/11.
     */
    @Test
    void latencyIsChargedPerTaskOnTheLink() {
        TreePlatform star = new TreePlatform(List.of(new TreeNode("P0", null, 1, 0, 0),
                new TreeNode("P1", "P0", 10, 1, 0.25)));
        List<BagApplication> apps = List.of(new BagApplication("A", 1, 1, 1), new BagApplication("B", 1, 1, 0.1));
        SteadyState s = SteadyStateLp.solve(star, apps);
        assertEquals(45.0 / 32, s.fairThroughput(), REL, "fair throughput");
        assertEquals(1.0, s.alphaU(0, 0), REL, "root computes A");
        assertEquals(0.0, s.alphaU(0, 1), REL, "root computes no B");
        assertEquals(13.0 / 32, s.sent(1, 0), REL, "sent A");
        assertEquals(45.0 / 32, s.sent(1, 1), REL, "sent B");
        assertEquals(45.0 / 32, exactOptimum(star, apps), REL, "the exact solver agrees");
    }
}
