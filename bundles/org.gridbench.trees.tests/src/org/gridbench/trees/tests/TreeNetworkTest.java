package org.gridbench.trees.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Optional;

import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreeNode;
import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.generator.RandomApplications;
import org.gridbench.trees.generator.TaskSizes;
import org.gridbench.trees.heuristic.BandwidthCentric;
import org.gridbench.trees.lp.SteadyStateLp;
import org.gridbench.trees.sim.TreeNetwork;
import org.junit.jupiter.api.Test;

/** The network readings (latency planning, CM02's window cap) and the task-size models, by hand. */
class TreeNetworkTest {

    private static final TreePlatform STAR = new TreePlatform(List.of(new TreeNode("P0", null, 1, 0, 0),
            new TreeNode("P1", "P0", 1, 10, 1), new TreeNode("P2", "P0", 1, 4, 0)));

    /**
     * One application c = 1, b = 4 on a star of speed-1 nodes: P1 behind b = 10 and latency 1 (a task takes 1.4 on
     * the link), P2 behind b = 4 and no latency (1.0). With latency P2 comes first: 1 task, the port full, P1 none:
     * 1 + 1 = 2, which the LP confirms (max x1 + x2 with 1.4 x1 + x2 <= 1, x <= 1). Without it P1 (b = 10) comes
     * first: 1 task in 0.4, then P2 0.6: 2.6.
     */
    @Test
    void bandwidthCentricOrdersLinksByTheirTimePerTask() {
        List<BagApplication> app = List.of(new BagApplication("A", 1, 1, 4));
        assertEquals(2.0, BandwidthCentric.throughput(STAR, 4, 1), 1e-12);
        assertEquals(2.0, SteadyStateLp.solve(STAR, app).fairThroughput(), 1e-9);
        TreePlatform unplanned = new TreeNetwork(false, 0).planned(STAR);
        assertEquals(2.6, BandwidthCentric.throughput(unplanned, 4, 1), 1e-12);
        assertEquals(2.6, SteadyStateLp.solve(unplanned, app).fairThroughput(), 1e-9);
    }

    /** P1's cap is window / (2 x 1 s): 2 x 10^-6 for a window of 4 x 10^-6 bytes, below 10^-5, and none without CM02. */
    @Test
    void aCapBelowTheLeastBandwidthIsNamedWithItsNode() {
        assertEquals(Optional.of("CM02 caps the link of node P1 at window / (2 x latency) = 0.000004 / (2 x 1 s) ="
                + " 2.00e-06 bytes/s, below the least bandwidth, 0.00001"),
                new TreeNetwork(true, 4e-6).capRefusal(STAR, 1e-5));
        assertEquals(Optional.empty(), new TreeNetwork(true, 4e-6).capRefusal(STAR, 1e-6));
        assertEquals(Optional.empty(), new TreeNetwork(true, 0).capRefusal(STAR, 1e-5));
    }

    /** CM02: b_v = min(b_v, window / (2 latency_v)): P1 gets 20,000 / 2 = 10,000 > 10, so 10; a window of 8 gives 4. */
    @Test
    void windowCapsTheRateOfHighLatencyLinks() {
        assertEquals(10, new TreeNetwork(true, TreeNetwork.CM02_WINDOW).simulated(STAR).bandwidth(1), 0);
        TreePlatform capped = new TreeNetwork(true, 8).simulated(STAR);
        assertEquals(4, capped.bandwidth(1), 0);
        assertEquals(1, capped.latency(1), 0);
        assertEquals(4, capped.bandwidth(2), 0, "no latency, no cap");
        TreePlatform planned = new TreeNetwork(false, 8).planned(STAR);
        assertEquals(4, planned.bandwidth(1), 0, "the plans see the capped rate");
        assertEquals(0, planned.latency(1), 0, "without the latency they do not plan");
        assertThrows(IllegalArgumentException.class, () -> new TreeNetwork(true, -1));
    }

    /** fixed-compute: c = 1 Gflop, b = CCR c; fixed-data: b = 0.001 x 2 x 3500^3 = 85.75 MB, c = b / CCR. */
    @Test
    void taskSizeModelsKeepTheCcr() {
        BagApplication compute = TaskSizes.FIXED_COMPUTE.application("A", 0.5);
        assertEquals(1e9, compute.flops(), 0);
        assertEquals(5e8, compute.bytes(), 0);
        BagApplication data = TaskSizes.FIXED_DATA.application("A", 0.5);
        assertEquals(85.75e6, data.bytes(), 1e-6);
        assertEquals(171.5e6, data.flops(), 1e-6);
        assertEquals(2 * Math.pow(3500, 3), TaskSizes.FIXED_DATA.application("A", RandomApplications.CCR_MIN).flops(),
                1e-3);
        assertEquals(TaskSizes.FIXED_DATA, TaskSizes.of("fixed-data"));
        assertThrows(IllegalArgumentException.class, () -> TaskSizes.of("fixed"));
    }
}
