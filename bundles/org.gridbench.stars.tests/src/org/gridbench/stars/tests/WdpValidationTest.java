package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.stars.sim.CostModel;
import org.gridbench.stars.wdp.NodeSpeeds;
import org.gridbench.stars.wdp.WdpConfig;
import org.gridbench.stars.wdp.WdpResult;
import org.gridbench.stars.wdp.WdpSimulation;
import org.gridbench.stars.wdp.WdpWorkload;
import org.gridbench.stars.workflow.WorkflowDag;
import org.gridbench.stars.workflow.WorkflowModels;
import org.junit.jupiter.api.Test;

/**
 * The claims of section 8.6.2 at a small scale, as orderings: 256 nodes, workflows arriving at twice the aggregate
 * speed for 3 simulated hours, the first 1.5 hours not measured. Over four seeds the margins were at least twice the
 * ones asserted (docs/stars-wdp.md gives the numbers at 10,000 nodes).
 */
class WdpValidationTest {

    private static final int NODES = 256;
    private static final double TASK = 600_000;

    private static WdpResult run(WorkflowDag dag, double priority) {
        WdpConfig config = new WdpConfig(NODES, WdpConfig.section86Link(), WdpConfig.UPDATE_BANDWIDTH, 3 * 3600, 1,
                30, 1, CostModel.DEFAULT);
        WdpWorkload workload = new WdpWorkload("validation", dag, priority, WdpWorkload.SECTION_8_6_LOAD, 1.5 * 3600,
                1);
        return new WdpSimulation(config, workload, NodeSpeeds.mixed(NODES, new RandomStreams(1))).run();
    }

    @Test
    void theSpeedUpGrowsWithTheRelativePriority() {
        // Table 8.2: "in both cases, the speed-up increases with the workflow priority"; Laplace beats its maximum
        // of 1.8 (faster nodes than the submitter's), Fork-Join stays below its 3.3
        double forkJoinLow = run(WorkflowModels.forkJoin(8, TASK), 1.1).speedUp().mean();
        double forkJoinHigh = run(WorkflowModels.forkJoin(8, TASK), 1.4).speedUp().mean();
        double laplaceLow = run(WorkflowModels.laplace(3, TASK), 1.1).speedUp().mean();
        double laplaceHigh = run(WorkflowModels.laplace(3, TASK), 1.4).speedUp().mean();
        assertTrue(forkJoinHigh > forkJoinLow + 0.1, forkJoinLow + " -> " + forkJoinHigh);
        assertTrue(laplaceHigh > laplaceLow + 0.1, laplaceLow + " -> " + laplaceHigh);
        assertTrue(laplaceHigh > 1.8, "Laplace at W_j 1.4: " + laplaceHigh);
        assertTrue(forkJoinHigh < 10.0 / 3, "Fork-Join at W_j 1.4: " + forkJoinHigh);
    }

    @Test
    void allocationTakesLongerForWiderWorkflowsOnly() {
        // Figure 8.15: fork-join allocation times vary little with the size (the width stays 2), Laplace's grow with
        // it (widths 3 and 7)
        double forkJoin8 = run(WorkflowModels.forkJoin(8, TASK), 1.2).allocationTime().p50();
        double forkJoin32 = run(WorkflowModels.forkJoin(32, TASK), 1.2).allocationTime().p50();
        double laplace3 = run(WorkflowModels.laplace(3, TASK), 1.2).allocationTime().p50();
        double laplace5 = run(WorkflowModels.laplace(5, TASK), 1.2).allocationTime().p50();
        assertTrue(forkJoin32 < 1.5 * forkJoin8 && forkJoin32 > forkJoin8 / 1.5, forkJoin8 + " -> " + forkJoin32);
        assertTrue(laplace5 > 1.5 * laplace3, laplace3 + " -> " + laplace5);
    }
}
