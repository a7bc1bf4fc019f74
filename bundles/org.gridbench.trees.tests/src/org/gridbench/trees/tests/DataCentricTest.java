package org.gridbench.trees.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreeNode;
import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.generator.ExperimentInstance;
import org.gridbench.trees.generator.ExperimentPlatforms;
import org.gridbench.trees.heuristic.BandwidthCentric;
import org.gridbench.trees.heuristics.BuiltInHeuristics;
import org.gridbench.trees.heuristics.DataCentricBusDesaturation;
import org.gridbench.trees.heuristics.DataCentricCommunicationTrading;
import org.gridbench.trees.heuristics.DataCentricGapFilling;
import org.gridbench.trees.heuristics.DataCentricProcedure;
import org.gridbench.trees.heuristics.DataCentricRates;
import org.gridbench.trees.heuristics.DataCentricStart;
import org.gridbench.trees.heuristics.DataCentricTaskTrading;
import org.gridbench.trees.lp.SteadyStateLp;
import org.gridbench.trees.sim.DemandDrivenSimulation;
import org.gridbench.trees.sim.TreeSimResult;
import org.junit.jupiter.api.Test;

/** DATA-CENTRIC (section 4.5): hand-computed steps of each operation, and the rows of the final rates. */
class DataCentricTest {

    private static final double EPS = 1e-9;

    /* Star: P0 c 1; P1 c 2, b 2; P2 c 2, b 1. A: c 1, b 1 (ccr 1); B: c 1, b 0.5 (ccr 0.5); weights 1. */
    private static final TreePlatform STAR = LpTestPlatforms.star(1, new double[] {2, 2}, new double[] {2, 1});
    private static final List<BagApplication> STAR_APPS = List.of(new BagApplication("A", 1, 1, 1),
            new BagApplication("B", 1, 1, 0.5));

    /* Tree: P0 c 1 -> P1 (c 1, b 2) -> {P3 (c 2, b 1), P4 (c 1, b 0.5)}; P0 -> P2 (c 2, b 1); three weighted types. */
    private static final TreePlatform TREE = new TreePlatform(List.of(new TreeNode("P0", null, 1, 0, 0),
            new TreeNode("P1", "P0", 1, 2, 0), new TreeNode("P2", "P0", 2, 1, 0), new TreeNode("P3", "P1", 2, 1, 0),
            new TreeNode("P4", "P1", 1, 0.5, 0)));
    private static final List<BagApplication> TREE_APPS = List.of(new BagApplication("X", 2, 1, 0.5),
            new BagApplication("Y", 1, 2, 2), new BagApplication("Z", 1, 1, 0.1));

    /*
     * Start: bandwidth-centric for A. P1 (b 2) first: 2 tasks at 0.5 each fill the root's port, P2 gets nothing:
     * alpha_0 = 1, alpha_1 = 2, alpha_2 = 0 (total 3, the bandwidth-centric throughput).
     * Neither trading (P1's CPU is full, P2 computes no A) nor gap filling (port full) applies; bus de-saturation
     * scales P1's branch: alpha_1(A) = 1.8, port 0.9.
     * Communication trading at P1: ratio b(A)/b(B) = 2, CPU cost per A traded 2 c(B) - c(A) = 1 flop, idle 0.2 flops:
     * eps_A = min(1.8, 0.2, (2.8 - 0)/(1 + 2)) = 0.2, eps_B = 0.4: P1 computes 1.6 A, 0.4 B, port still 0.9.
     * Gap filling at P2: min(2 / 1, 2.6 - 0.4, (1 - 0.9) 1 / 0.5) = 0.2 tasks of B.
     */
    @Test
    void starStepsByHand() {
        DataCentricRates r = DataCentricStart.of(STAR, STAR_APPS);
        assertEquals(0, DataCentricStart.mostCommunicationIntensive(STAR_APPS));
        assertRates(r, 0, new double[] {1, 2, 0});
        assertEquals(BandwidthCentric.throughput(STAR, 1, 1), r.alpha(0), EPS);
        assertEquals(1, r.bus(0), EPS);

        assertFalse(DataCentricCommunicationTrading.apply(r));
        assertFalse(DataCentricGapFilling.apply(r));
        assertTrue(DataCentricBusDesaturation.apply(r));
        assertRates(r, 0, new double[] {1, 1.8, 0});
        assertEquals(0.9, r.bus(0), EPS);

        assertTrue(DataCentricCommunicationTrading.apply(r));
        assertRates(r, 0, new double[] {1, 1.6, 0});
        assertRates(r, 1, new double[] {0, 0.4, 0});
        assertEquals(0.9, r.bus(0), EPS);
        assertEquals(1, r.cpu(1), EPS);

        assertFalse(DataCentricCommunicationTrading.apply(r));
        assertTrue(DataCentricGapFilling.apply(r));
        assertRates(r, 1, new double[] {0, 0.4, 0.2});
        assertEquals(1, r.bus(0), EPS);
        assertRowsHold(r);
    }

    /*
     * One processor, c 1. A: w 1, c 1, b 1; B: w 2, c 2, b 0.5. Start: alpha_0(A) = 1. Only task trading applies:
     * eps_B = eps_A c(A)/c(B) = eps_A / 2, eps_A = min(1, (1 - 0) / (1/1 + 0.5/2)) = 0.8, so alpha_0 = (0.2, 0.4):
     * weighted 0.2 and 0.2, CPU 0.2 + 0.8 = 1; the procedure stops balanced after that one operation.
     */
    @Test
    void taskTradingOnTheRootByHand() {
        TreePlatform alone = LpTestPlatforms.star(1, new double[0], new double[0]);
        List<BagApplication> apps = List.of(new BagApplication("A", 1, 1, 1), new BagApplication("B", 2, 2, 0.5));
        DataCentricRates r = DataCentricStart.of(alone, apps);
        assertFalse(DataCentricCommunicationTrading.apply(r));
        assertFalse(DataCentricGapFilling.apply(r));
        assertFalse(DataCentricBusDesaturation.apply(r));
        assertTrue(DataCentricTaskTrading.apply(r));
        assertEquals(0.2, r.alphaU(0, 0), EPS);
        assertEquals(0.4, r.alphaU(0, 1), EPS);
        assertEquals(1, r.cpu(0), EPS);

        DataCentricProcedure.Outcome run = DataCentricProcedure.run(alone, apps);
        assertEquals(DataCentricProcedure.Stop.BALANCED, run.stop());
        assertEquals(1, run.operations());
        assertEquals(0.2, run.rates().fairThroughput(), EPS);
        assertEquals(SteadyStateLp.solve(alone, apps).fairThroughput(), 0.2, 1e-6);
    }

    @Test
    void starEndsFeasibleBalancedAndBelowTheLp() {
        checkRun(STAR, STAR_APPS, true);
    }

    @Test
    void treeEndsFeasibleBalancedAndBelowTheLp() {
        checkRun(TREE, TREE_APPS, true);
    }

    /* The first 60 experiment platforms (5 to 20 nodes): every row holds and the LP bounds the fair throughput. */
    @Test
    void experimentPlatformsKeepEveryRow() {
        for (ExperimentInstance instance : ExperimentPlatforms.all(7).subList(0, 60)) {
            checkRun(instance.platform(), instance.applications(), false);
        }
    }

    @Test
    void planPromisesItsRatesAndRunsInTheSimulation() {
        var dataCentric = BuiltInHeuristics.byId("DATA-CENTRIC");
        double promised = dataCentric.heuristic().plan(TREE, TREE_APPS, 10).theoreticalFairThroughput();
        assertEquals(DataCentricProcedure.run(TREE, TREE_APPS).rates().fairThroughput(), promised, 0);
        TreeSimResult sim = DemandDrivenSimulation.run(TREE, TREE_APPS, dataCentric, 300, 10, 1);
        assertEquals(900, sim.tasksDone());
        assertEquals(promised, sim.theoreticalFairThroughput(), 0);
    }

    private static void checkRun(TreePlatform platform, List<BagApplication> apps, boolean expectBalanced) {
        DataCentricProcedure.Outcome run = DataCentricProcedure.run(platform, apps);
        DataCentricRates r = run.rates();
        assertRowsHold(r);
        double lp = SteadyStateLp.solve(platform, apps).fairThroughput();
        assertTrue(r.fairThroughput() <= lp * (1 + 1e-6), r.fairThroughput() + " > LP " + lp);
        if (expectBalanced) {
            assertEquals(DataCentricProcedure.Stop.BALANCED, run.stop());
            double max = 0;
            for (int k = 0; k < apps.size(); k++) {
                max = Math.max(max, r.alpha(k) / apps.get(k).weight());
            }
            assertTrue(r.fairThroughput() >= 0.95 * max, r.fairThroughput() + " vs " + max);
            assertTrue(r.fairThroughput() > 0);
        }
    }

    /* Every row of section 4.5, recomputed here from alpha_u(k) and sent(v, k) without the rates' own sums. */
    private static void assertRowsHold(DataCentricRates r) {
        TreePlatform p = r.platform();
        List<BagApplication> apps = r.applications();
        for (int u = 0; u < p.size(); u++) {
            double flops = 0;
            double port = 0;
            for (int k = 0; k < apps.size(); k++) {
                assertTrue(r.alphaU(u, k) >= 0);
                flops += r.alphaU(u, k) * apps.get(k).flops();
                double subtree = r.alphaU(u, k);
                for (int v : p.children(u)) {
                    subtree += r.sent(v, k);
                    port += r.sent(v, k) * (p.latency(v) + apps.get(k).bytes() / p.bandwidth(v));
                }
                assertEquals(r.sent(u, k), subtree, 1e-9 * Math.max(1, subtree), "conservation at " + u);
            }
            assertTrue(flops <= p.speed(u) * (1 + 1e-9), "computation at " + u + ": " + flops);
            assertTrue(port <= 1 + 1e-9, "port of " + u + ": " + port);
        }
    }

    private static void assertRates(DataCentricRates r, int k, double[] alpha) {
        for (int u = 0; u < alpha.length; u++) {
            assertEquals(alpha[u], r.alphaU(u, k), EPS, "alpha_" + u + "(" + k + ")");
        }
    }
}
