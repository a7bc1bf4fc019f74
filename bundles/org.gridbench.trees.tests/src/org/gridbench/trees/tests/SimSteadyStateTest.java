package org.gridbench.trees.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreeNode;
import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.heuristic.BandwidthCentric;
import org.gridbench.trees.heuristics.BuiltInHeuristics;
import org.gridbench.trees.lp.SteadyStateLp;
import org.gridbench.trees.sim.DemandDrivenSimulation;
import org.gridbench.trees.sim.TreeSimResult;
import org.junit.jupiter.api.Test;

/** With enough tasks the demand-driven protocol reaches the steady-state optimum of a star. */
class SimSteadyStateTest {

    /*
     * P0 computes 1 task per time unit, P1 2, P2 3 (links 10 bytes per time unit, latency 0.01); the port is busy
     * 0.2 + 0.3 = 0.5 of the time, so every worker can be fed: the optimum is 6 tasks per time unit (LP (3) and the
     * bandwidth-centric reduction agree). FCFS, 3000 tasks, buffer 10, must measure within 3 % of it.
     */
    @Test
    void fcfsReachesTheOptimumOnAStarWithOneApplication() {
        TreePlatform star = new TreePlatform(List.of(new TreeNode("P0", null, 1, 0, 0),
                new TreeNode("P1", "P0", 2, 10, 0.01), new TreeNode("P2", "P0", 3, 10, 0.01)));
        List<BagApplication> one = List.of(new BagApplication("A", 1, 1, 1));
        assertEquals(6, BandwidthCentric.throughput(star, 1, 1), 1e-12);
        assertEquals(6, SteadyStateLp.solve(star, one).fairThroughput(), 1e-6);
        TreeSimResult fcfs = DemandDrivenSimulation.run(star, one, BuiltInHeuristics.byId("FCFS"), 3000, 10, 1);
        assertEquals(6, fcfs.experimentalFairThroughput(), 6 * 0.03);
    }

    /*
     * A saturated star: P1 (b 10) and P2 (b 1) each compute 10 tasks per time unit of 1 byte. Bandwidth-centric
     * feeds P1 fully (port 1.0) and P2 not at all: 1 + 10 = 11. CGBC gets within 5 %; FCFS, which also feeds the
     * slow link, stays below it.
     */
    @Test
    void bandwidthCentricAvoidsTheSlowLinkWhereFcfsCannot() {
        TreePlatform star = new TreePlatform(List.of(new TreeNode("P0", null, 1, 0, 0),
                new TreeNode("P1", "P0", 10, 10, 0), new TreeNode("P2", "P0", 10, 1, 0)));
        List<BagApplication> one = List.of(new BagApplication("A", 1, 1, 1));
        assertEquals(11, BandwidthCentric.throughput(star, 1, 1), 1e-12);
        TreeSimResult cgbc = DemandDrivenSimulation.run(star, one, BuiltInHeuristics.byId("CGBC"), 3000, 10, 1);
        TreeSimResult fcfs = DemandDrivenSimulation.run(star, one, BuiltInHeuristics.byId("FCFS"), 3000, 10, 1);
        assertEquals(11, cgbc.theoreticalFairThroughput(), 1e-12);
        assertEquals(11, cgbc.experimentalFairThroughput(), 11 * 0.05);
        assertTrue(fcfs.experimentalFairThroughput() < 0.9 * cgbc.experimentalFairThroughput(),
                fcfs + " vs " + cgbc);
    }
}
