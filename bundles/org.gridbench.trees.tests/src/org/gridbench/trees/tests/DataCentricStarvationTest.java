package org.gridbench.trees.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreeNode;
import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.generator.CcrMaxDistribution;
import org.gridbench.trees.generator.ExperimentInstance;
import org.gridbench.trees.generator.ExperimentPlatforms;
import org.gridbench.trees.generator.ExperimentSetup;
import org.gridbench.trees.generator.TaskSizes;
import org.gridbench.trees.heuristics.DataCentricProcedure;
import org.gridbench.trees.lp.SteadyStateLp;
import org.gridbench.trees.sim.TreeNetwork;
import org.junit.jupiter.api.Test;

/** DATA-CENTRIC never leaves an application at rate 0 where the LP gives it a positive one (issue 29, point 4). */
class DataCentricStarvationTest {

    /**
     * Root and two children, all of speed 1, links of bandwidth 1000; c(k) = 1 and b = 0.001, 0.01, 0.1. The start
     * gives A3 everything (1 task at each node, every CPU full, the root's port nearly idle). Task trading on the root
     * gives A2 the root's A3 (equalising limit 3/2 > 1): A2 = 1, A3 = 2. A1 is still 0, no CPU is idle, the root no
     * longer computes A3: the paper's operations all stop here, with A1 starved. The root's next donor is A2 (1 > 0):
     * it trades 1/2 to A1, and the loop ends with A1 = A2 = 1/2, A3 = 2, half the LP's 1.
     */
    @Test
    void theRootGivesFromItsRichestApplicationWhenItComputesNoA() {
        TreePlatform star = LpTestPlatforms.star(1, new double[] {1, 1}, new double[] {1000, 1000});
        List<BagApplication> apps = List.of(new BagApplication("A1", 1, 1, 0.001), new BagApplication("A2", 1, 1, 0.01),
                new BagApplication("A3", 1, 1, 0.1));
        DataCentricProcedure.Outcome run = DataCentricProcedure.run(star, apps);
        assertEquals(0.5, run.rates().alpha(0), 1e-12, "A1");
        assertEquals(0.5, run.rates().alpha(1), 1e-12, "A2");
        assertEquals(2.0, run.rates().alpha(2), 1e-12, "A3");
        assertEquals(0.5, run.rates().alphaU(0, 0), 1e-12, "the root computes A1");
        assertEquals(DataCentricProcedure.Stop.NO_OPERATION, run.stop());
        assertEquals(1.0, SteadyStateLp.solve(star, apps).fairThroughput(), 1e-9, "LP");
    }

    /**
     * The 150 platforms of seed 11 with every bandwidth x8 and x32 (no window cap, which would undo the scaling on
     * high-latency links), under both task-size models, planned with latency: no fair throughput within 1e-3 of 0
     * relative to the LP's (before: 4 and 9 platforms of seed 1 under fixed-compute).
     */
    @Test
    void noApplicationStarvesOnScaledBandwidths() {
        for (TaskSizes sizes : TaskSizes.values()) {
            for (ExperimentInstance instance : ExperimentPlatforms.all(11,
                    new ExperimentSetup(3, sizes, CcrMaxDistribution.LOG_UNIFORM))) {
                for (double factor : new double[] {8, 32}) {
                    TreePlatform p = new TreeNetwork(true, 0).planned(scaled(instance.platform(), factor));
                    double dataCentric = DataCentricProcedure.run(p, instance.applications()).rates().fairThroughput();
                    double lp = SteadyStateLp.solve(p, instance.applications()).fairThroughput();
                    assertTrue(dataCentric > 1e-3 * lp, sizes.id() + ", instance " + instance.index() + " x"
                            + factor + ": " + dataCentric + " against LP " + lp);
                }
            }
        }
    }

    private static TreePlatform scaled(TreePlatform platform, double factor) {
        List<TreeNode> nodes = new ArrayList<>();
        for (TreeNode n : platform.nodes()) {
            nodes.add(new TreeNode(n.id(), n.parent(), n.speed(), n.bandwidth() * factor, n.latency()));
        }
        return new TreePlatform(nodes);
    }
}
