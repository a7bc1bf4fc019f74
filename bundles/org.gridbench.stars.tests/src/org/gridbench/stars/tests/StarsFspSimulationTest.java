package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.stars.fairness.FspSampledFunction;
import org.gridbench.stars.overlay.NetworkModel;
import org.gridbench.stars.policies.FairSharePolicy;
import org.gridbench.stars.sim.CostModel;
import org.gridbench.stars.sim.Failures;
import org.gridbench.stars.sim.Mode;
import org.gridbench.stars.sim.StarsConfig;
import org.gridbench.stars.sim.StarsResult;
import org.gridbench.stars.sim.StarsSimulation;
import org.gridbench.stars.workload.NodeProperties;
import org.gridbench.stars.workload.Request;
import org.gridbench.stars.workload.RequestStream;
import org.gridbench.stars.workload.WorkloadTrace;
import org.junit.jupiter.api.Test;

/**
 * The FSP policy in the engine (Celaya, chapter 7) on overlays small enough to follow by hand: identical nodes of speed
 * 1 MFLOPS, every link delay 0.01 s, free processing, unlimited update bandwidth. A task of a MFLOP runs a seconds,
 * and an application's slowness (eq. 7.2) times the fastest speed is (e - r) / a.
 */
class StarsFspSimulationTest {

    private static final double DELAY = 0.01;

    private static StarsResult run(int n, Mode mode, double duration, double sampleInterval, Failures failures,
            List<Request> requests) {
        return run(NodeProperties.uniform(n, 1024, 1024, 1), mode, duration, sampleInterval, failures, requests);
    }

    /** Node 0 alone can hold the tasks (memory 1 MB); node 1 has too little memory for any. */
    private static StarsResult runOnOneNode(double duration, double sampleInterval, Request... requests) {
        NodeProperties nodes = new NodeProperties(new double[] {1024, 0.5}, new double[] {1024, 1024},
                new double[] {1, 1});
        return run(nodes, Mode.CENTRALIZED, duration, sampleInterval, Failures.NONE, List.of(requests));
    }

    private static StarsResult run(NodeProperties nodes, Mode mode, double duration, double sampleInterval,
            Failures failures, List<Request> requests) {
        int n = nodes.size();
        StarsConfig config = new StarsConfig(n, 2 * n, mode, new NetworkModel(1e15, DELAY, DELAY, 1.0), 1e12,
                duration, 1, StarsConfig.DEFAULT_TIMEOUT, sampleInterval, new CostModel(0, 0, 0, 0, 0));
        StarsSimulation<FspSampledFunction> simulation = new StarsSimulation<>(config, new FairSharePolicy(),
                nodes);
        return simulation.run(List.of(RequestStream.of(new WorkloadTrace(requests))), failures);
    }

    private static StarsResult run(int n, Mode mode, double duration, Request... requests) {
        return run(n, mode, duration, duration, Failures.NONE, List.of(requests));
    }

    private static Request request(double time, int node, int tasks, double length) {
        return new Request(time, node, tasks, length, 1, 0, 0);
    }

    private static double column(StarsResult result, int row, String name) {
        return result.series().get(row)[StarsResult.SERIES_COLUMNS.indexOf(name)];
    }

    @Test
    void theQueueRunsAShortLateTaskFirstWhenThatLowersTheMaximumSlowness() {
        // One node that fits. A (100 s) runs 0-100; B (100 s, r = 1) and C (10 s, r = 2) wait. At 100 the node picks the order
        // of least maximum slowness: B then C gives z_C = (210 - 2) / 10 = 20.8; C then B gives z_C = (110 - 2) / 10
        // = 10.8 and z_B = (210 - 1) / 100 = 2.09. C runs first: the maximum is 10.8, not FCFS's 20.8.
        StarsResult result = runOnOneNode(300, 300, request(0, 0, 1, 100), request(1, 0, 1, 100),
                request(2, 0, 1, 10));
        assertEquals(3, result.finishedTasks());
        assertEquals(210, result.finishedComputation(), 1e-9);
        assertEquals(10.8, result.maxSlowness(), 1e-9);
        assertEquals(10.8, column(result, 0, "maxSlowness"), 1e-9);
    }

    @Test
    void coexistingApplicationsCountWithTheSlownessTheyHaveReached() {
        // the same queue sampled at 105 s: A ended at 100 with slowness 1; C runs (ends at 110) and has waited
        // (105 - 2) / 10 = 10.3 so far; B (105 - 1) / 100 = 1.04. At 210: C ended with 10.8, B with 2.09.
        StarsResult result = runOnOneNode(210, 105, request(0, 0, 1, 100), request(1, 0, 1, 100),
                request(2, 0, 1, 10));
        assertEquals(10.3, column(result, 0, "maxSlowness"), 1e-9);
        assertEquals(10.8, column(result, 1, "maxSlowness"), 1e-9);
        assertEquals(10.8, result.maxSlowness(), 1e-9);
    }

    @Test
    void theCentralizedSchedulerSendsATaskWhereTheMaximumSlownessStaysLeast() {
        // A (100 s) on node 0 at 0, by address among the idle nodes. B (100 s) at 1: node 0 would end it at 200,
        // z = 1.99; node 1 at 101, z = 1. B goes to node 1 and both applications keep slowness 1 (B 1.0001 with the
        // link delay to node 1).
        StarsResult result = run(2, Mode.CENTRALIZED, 150, request(0, 0, 1, 100), request(1, 0, 1, 100));
        assertEquals(2, result.finishedTasks());
        assertEquals(1.0001, result.maxSlowness(), 1e-9);
    }

    @Test
    void theOverlaySpreadsTheTasksOfAnApplicationOnePerIdleNode() {
        // 4 idle nodes, 4 tasks of 10 s from node 0: one task each (Algorithm 7.7 reaches z = 1 only so), so all end
        // by about 10 s; had two shared a node, one would end at 20 s and the maximum slowness would be 2.
        StarsResult result = run(4, Mode.DECENTRALIZED, 15, request(0, 0, 4, 10));
        assertEquals(4, result.acceptedTasks());
        assertEquals(0, result.discardedTasks());
        assertEquals(4, result.finishedTasks());
        assertTrue(result.maxSlowness() < 1.01, result.maxSlowness() + "");
    }

    @Test
    void lostTasksComeBackAndTheApplicationSlownessCountsTheLoss() {
        // 2 tasks of 100 s on 2 nodes at 0; node 0 fails at 10 (one of two). Its task is resubmitted at 90 (last
        // beat at 0) and runs on an idle node until about 190: the application ends at about 190, slowness 1.9.
        StarsResult result = run(2, Mode.DECENTRALIZED, 400, 400, new Failures(0, 0.5, 10, 30, 3),
                List.of(request(0, 0, 2, 100)));
        assertEquals(1, result.failures());
        assertEquals(1, result.abortedTasks());
        assertEquals(2, result.finishedTasks());
        assertEquals(1.9, result.maxSlowness(), 0.01);
    }

    @Test
    void fspRunsAreDeterministic() {
        List<Request> requests = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            requests.add(request(20 * i, i % 8, 1 + i % 3, 50 + 17 * (i % 5)));
        }
        StarsResult first = run(8, Mode.DECENTRALIZED, 2000, 100, Failures.NONE, requests);
        StarsResult second = run(8, Mode.DECENTRALIZED, 2000, 100, Failures.NONE, requests);
        assertEquals(first.finishedComputation(), second.finishedComputation());
        assertEquals(first.maxSlowness(), second.maxSlowness());
        assertEquals(first.messages(), second.messages());
        assertTrue(first.finishedTasks() > 100, first.finishedTasks() + "");
    }
}
