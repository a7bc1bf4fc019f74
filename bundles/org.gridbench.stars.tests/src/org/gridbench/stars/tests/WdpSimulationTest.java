package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.stars.overlay.NetworkModel;
import org.gridbench.stars.sim.CostModel;
import org.gridbench.stars.wdp.Arrival;
import org.gridbench.stars.wdp.NodeSpeeds;
import org.gridbench.stars.wdp.WdpConfig;
import org.gridbench.stars.wdp.WdpResult;
import org.gridbench.stars.wdp.WdpSimulation;
import org.gridbench.stars.wdp.WdpWorkload;
import org.gridbench.stars.wdp.WorkflowOutcome;
import org.gridbench.stars.workflow.WorkflowDag;
import org.gridbench.stars.workflow.WorkflowModels;
import org.junit.jupiter.api.Test;

/**
 * The WDP engine (Celaya, chapter 6) on overlays small enough to follow by hand: every link delay 0.01 s, free
 * processing, unlimited update bandwidth, no resends. With 2 nodes the root is played by node 0, whose leaf is the
 * root's left child; with 4 nodes node 0 plays branch 2 (leaves of nodes 0 and 1), node 2 branch 3 (nodes 2 and 3)
 * and node 1 the root (see {@link StarsSimulationTest}). The grid created at 0 has boundaries 0, 300, 600, 900, 1800,
 * 3600, ... (Table 6.1).
 */
class WdpSimulationTest {

    private static final double DELAY = 0.01;
    private static final double EPS = 1e-6;

    private static WdpResult run(WorkflowDag dag, double[] speeds, double duration, Arrival... arrivals) {
        WdpConfig config = new WdpConfig(speeds.length, new NetworkModel(1e15, DELAY, DELAY, 1.0), 1e12, duration, 1,
                30, 0, new CostModel(0, 0, 0, 0, 0));
        return new WdpSimulation(config, new WdpWorkload("test", dag, 1, 1, 0, 1), speeds).run(List.of(arrivals));
    }

    private static double[] speeds(double... speeds) {
        return speeds;
    }

    private static WorkflowDag oneTask(double length) {
        return WorkflowDag.builder().task("x", length).build();
    }

    @Test
    void aForkJoinOnTwoNodesByHand() {
        // fork -> t1, t2 -> join, 100 s each at 1 MFLOPS; W = 1 from node 0 at 0: deadline 400. Stage 1, the
        // sequence fork t1 join, fits either idle node by 400; the tie goes left, to node 0 itself: deadlines 200,
        // 300, 400 (latest starts 100, 200, 300), expected finishes 100, 200, 300. Stage 2, t2, gets [fork's expected
        // finish, join's latest start] = [100, 300]; node 0's summary now shows it busy up to 400, so t2 goes right,
        // to node 1 (arrives 0.01), accepted with deadline 300, acknowledged at 0.02. fork ends at 100; its end
        // reaches node 1 at 100.01, where t2 runs to 200.01; that end reaches node 0 at 200.02, where t1 ended at 200
        // and join runs to 300.02. Speed-up: 400 s alone over 300.02 s.
        WdpResult result = run(WorkflowModels.forkJoin(2, 100), speeds(1, 1), 1, new Arrival(0, 0, 1));
        assertEquals(2, result.width());
        assertEquals(4.0 / 3, result.maximumSpeedUp(), EPS);
        WorkflowOutcome outcome = result.outcomes().get(0);
        assertEquals(400, outcome.deadline(), EPS);
        assertEquals(0.02, outcome.allocationTime(), EPS);
        assertEquals(300.02, outcome.finished(), EPS);
        assertEquals(400 / 300.02, outcome.speedUp(), EPS);
        assertEquals(1, result.allocated());
        assertEquals(1, result.finished());
        assertEquals(4, result.acceptedTasks());
        assertEquals(4, result.finishedTasks());
        assertEquals(0, result.lateTasks());
        assertEquals(0, result.lateWorkflows());
        assertEquals(2, result.requests(), "one request per sequence");
        assertEquals(0, result.unfinished());
    }

    @Test
    void aLaterTaskWithAnEarlierDeadlineRunsFirst() {
        // node 1 is too slow for anything (2^-10 MFLOPS over a day holds 84 MFLOP). Tasks of 1000 s from node 0:
        // A at 0, deadline 5000: node 0 runs it to 1000. B at 10, deadline 7010: node 0's summary shows it free from
        // the 1800 boundary, so B gets [1800, 7010] and the deadline 7010. C at 20, deadline 3620: node 0's hole
        // [1000, 6010] before B is the class [1200, 3600] of the grid created at 10, so C gets [1200, 3600], the
        // deadline 3600, and runs before B when A ends: C 1000-2000, B 2000-3000
        WdpResult result = run(oneTask(1000), speeds(1, 1e-3), 30, new Arrival(0, 0, 0.2),
                new Arrival(10, 0, 1000.0 / 7000), new Arrival(20, 0, 1000.0 / 3600));
        List<Double> finished = result.outcomes().stream().map(WorkflowOutcome::finished).toList();
        assertEquals(3, finished.size());
        assertEquals(1000, finished.get(0), EPS);
        assertEquals(3000, finished.get(1), EPS);
        assertEquals(2000, finished.get(2), EPS);
        assertEquals(0, result.lateTasks());
        assertEquals(0, result.rejectedParts());
    }

    @Test
    void routingNodesSendRequestsWhereTheSummariesShowHoles() {
        // 4 nodes, tasks of 1000 s from node 0, each due 1500 s after submission. A (0) takes node 0; B (10) sees
        // node 0 busy in its summary and takes node 1; C (20) finds branch 2 full and climbs to the root, which sends
        // it to branch 3 and node 2; D (30) likewise to node 3, the root knowing node 2 busy; E (40) finds no node
        // free by its deadline: the root discards it and, with no resends, node 0 gives it up at its timeout (70).
        // F (2000) finds node 0 free again. Routing steps: 1 + 1 + 3 + 3 + 2 + 1.
        double w = 1000.0 / 1500;
        WdpResult result = run(oneTask(1000), speeds(1, 1, 1, 1), 2001, new Arrival(0, 0, w), new Arrival(10, 0, w),
                new Arrival(20, 0, w), new Arrival(30, 0, w), new Arrival(40, 0, w), new Arrival(2000, 0, w));
        List<Double> finished = result.outcomes().stream().map(WorkflowOutcome::finished).toList();
        assertEquals(1000, finished.get(0), EPS);
        assertEquals(1010.01, finished.get(1), EPS);
        assertEquals(1020.02, finished.get(2), EPS);
        assertEquals(1030.03, finished.get(3), EPS);
        assertTrue(Double.isNaN(finished.get(4)));
        assertEquals(3000, finished.get(5), EPS);
        assertEquals(11, result.routed());
        assertEquals(1, result.discardedParts());
        assertEquals(0, result.rejectedParts());
        assertEquals(1, result.abandoned());
        assertEquals(5, result.finished());
    }

    @Test
    void theSameSeedsGiveTheSameRun() {
        WdpResult first = poisson(64, 7);
        assertTrue(first.workflows() > 20 && first.finished() > 0, first.toString());
        assertEquals(first, poisson(64, 7));
        assertNotEquals(first.outcomes(), poisson(64, 8).outcomes());
    }

    private static WdpResult poisson(int nodes, long workloadSeed) {
        WdpConfig config = new WdpConfig(nodes, WdpConfig.section86Link(), WdpConfig.UPDATE_BANDWIDTH, 1800, 3, 30, 1,
                CostModel.DEFAULT);
        WdpWorkload workload = new WdpWorkload("forkjoin", WorkflowModels.forkJoin(8, 600_000), 1.2,
                WdpWorkload.SECTION_8_6_LOAD, 0, workloadSeed);
        return new WdpSimulation(config, workload, NodeSpeeds.mixed(nodes, new RandomStreams(workloadSeed))).run();
    }

    /** Section 8.6.1 by hand: load 2 x 64 nodes of 1000 MFLOPS x 3600 s / (10 tasks of 600,000 MFLOP) = 76.8. */
    @Test
    void theExpectedWorkflowsAreTheLoadTimesTheAggregateSpeedOverTheWorkOfOne() {
        WdpWorkload workload = new WdpWorkload("forkjoin", WorkflowModels.forkJoin(8, 600_000), 1.2,
                WdpWorkload.SECTION_8_6_LOAD, 0, 1);
        assertEquals(76.8, workload.expectedWorkflows(64_000, 3600), 1e-9);
    }

    @Test
    void badSettingsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new WdpWorkload("x", oneTask(1), 0, 2, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> new WdpWorkload("x", oneTask(1), -1, 2, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> new Arrival(0, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> run(oneTask(1), speeds(1, 1), 10, new Arrival(5, 0, 1),
                new Arrival(1, 0, 1)));
    }
}
