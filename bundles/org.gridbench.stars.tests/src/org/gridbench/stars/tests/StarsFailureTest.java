package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.gridbench.stars.availability.ScalarSampledFunction;
import org.gridbench.stars.overlay.NetworkModel;
import org.gridbench.stars.policies.IdleBusyPolicy;
import org.gridbench.stars.policies.MakespanMinimizationPolicy;
import org.gridbench.stars.sim.CostModel;
import org.gridbench.stars.sim.Failures;
import org.gridbench.stars.sim.Mode;
import org.gridbench.stars.sim.StarsConfig;
import org.gridbench.stars.sim.StarsPolicy;
import org.gridbench.stars.sim.StarsResult;
import org.gridbench.stars.sim.StarsSimulation;
import org.gridbench.stars.workload.NodeProperties;
import org.gridbench.stars.workload.Request;
import org.gridbench.stars.workload.RequestStream;
import org.gridbench.stars.workload.WorkloadTrace;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Node failures (Celaya, sections 3.1.4 and 8.5) on small overlays: identical nodes of speed 1 MFLOPS, link delay
 * 0.01 s, free processing, unlimited update bandwidth; heartbeats every 30 s.
 */
class StarsFailureTest {

    private static final double DELAY = 0.01;

    private static StarsResult run(StarsPolicy<ScalarSampledFunction> policy, int n, double duration,
            Failures failures, List<Request> requests) {
        StarsConfig config = new StarsConfig(n, 2 * n, Mode.DECENTRALIZED, new NetworkModel(1e15, DELAY, DELAY, 1.0),
                1e12, duration, 7, StarsConfig.DEFAULT_TIMEOUT, duration, new CostModel(0, 0, 0, 0, 0));
        return new StarsSimulation<>(config, policy, NodeProperties.uniform(n, 1024, 1024, 1))
                .run(List.of(RequestStream.of(new WorkloadTrace(requests))), failures);
    }

    private static Request request(double time, int node, int tasks, double length) {
        return new Request(time, node, tasks, length, 1, 0, 0);
    }

    @Test
    void aSubmissionNodeNoticesTheThirdMissedHeartbeat() {
        Failures failures = new Failures(0, 0.5, 10, 30, 3);
        // beats at 0, 30, 60, 90 from a node alive since 0; it fails at 100: beats 120, 150 and 180 are missed
        assertEquals(180, failures.detection(0, 100), 1e-12);
        assertEquals(85 + 90, failures.detection(25, 90), 1e-12); // beats at 25, 55, 85
        assertEquals(600 / Math.log(2), new Failures(600, 0, 0, 30, 3).meanSession(), 1e-9);
    }

    @Test
    void theThesisSimulatorTakesANodeForFailed750SecondsAfterItsLastHeartbeat() {
        Failures failures = new Failures(0, 0.5, 10, Failures.DEFAULT_HEARTBEAT);
        // beats every 300 s from 0; a failure at 1000 follows the beat at 900, so it is noticed at 900 + 2.5 x 300
        assertEquals(1650, failures.detection(0, 1000), 1e-12);
        assertEquals(100 + 750, failures.detection(100, 399), 1e-12); // beats at 100 only before 399
    }

    @Test
    void failureParametersOutOfRangeAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new Failures(0, 1, 0, 30, 3));
        assertThrows(IllegalArgumentException.class, () -> new Failures(0, -0.1, 0, 30, 3));
        assertThrows(IllegalArgumentException.class, () -> new Failures(-5, 0, 0, 30, 3));
        assertThrows(IllegalArgumentException.class, () -> new Failures(0, 0.1, -1, 30, 3));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Failures(0, 1.5, 0, 30, 3));
        assertTrue(e.getMessage().contains("[0, 1)"), e.getMessage());
    }

    @Test
    void lostTasksAreResubmittedAfterThreeMissedHeartbeatsAndFinishOnTheReplacements() {
        // 4 tasks of 100 s fill the 4 idle nodes at 0. Half the nodes fail at 10 s: 2 tasks are lost. The last beat
        // before the failure was at 0, so the submitter resubmits them at 90 s; the replacements, idle, run them
        // until about 190 s. By 300 s all 4 tasks have finished.
        StarsResult result = run(new IdleBusyPolicy(), 4, 300, new Failures(0, 0.5, 10, 30, 3),
                List.of(request(0, 0, 4, 100)));
        assertEquals(2, result.failures());
        assertEquals(2, result.abortedTasks());
        assertEquals(2, result.resubmittedTasks());
        assertEquals(6, result.acceptedTasks(), "4, then the 2 resubmitted");
        assertEquals(4, result.finishedTasks());
        assertEquals(400, result.finishedComputation(), 1e-9);
        assertEquals(1, result.allocatedRequests(), "counted once");
        StarsResult early = run(new IdleBusyPolicy(), 4, 150, new Failures(0, 0.5, 10, 30, 3),
                List.of(request(0, 0, 4, 100)));
        assertEquals(2, early.finishedTasks(), "the resubmitted tasks run from 90 s to 190 s");
    }

    @Test
    void aRebuiltBranchAllocatesAsIfNothingHadFailed() {
        // 3 of 4 nodes fail at 1 s, so at least two routing nodes lose their children's summaries; the children
        // report again at once. A request at 5 s finds all 4 idle nodes as without failures: none discarded, the
        // last task accepted at node 3 after branch 2, the root, branch 3 and leaf 7, acknowledged in 4 delays.
        StarsResult result = run(new IdleBusyPolicy(), 4, 60, new Failures(0, 0.75, 1, 30, 3),
                List.of(request(5, 0, 4, 10)));
        StarsResult intact = run(new IdleBusyPolicy(), 4, 60, Failures.NONE, List.of(request(5, 0, 4, 10)));
        assertEquals(3, result.failures());
        assertEquals(4, result.acceptedTasks());
        assertEquals(0, result.discardedTasks());
        assertEquals(4 * DELAY, result.allocationTime().max(), 1e-9);
        assertEquals(intact.allocationTime().max(), result.allocationTime().max(), 1e-12);
    }

    @Test
    @Timeout(value = 5, unit = TimeUnit.MINUTES)
    void requestsForMemoryOnlySomeNodesHaveDoNotBounceUnderChurn() {
        // half the 16 nodes have 64 MB, requests need 512 MB; a branch emptied by a failure used to take tasks from
        // its father and send them to a leaf that could not hold them, which sent them back, for ever
        double[] memory = new double[16];
        for (int u = 0; u < 16; u++) {
            memory[u] = u % 2 == 0 ? 1024 : 64;
        }
        double[] flat = new double[16];
        Arrays.fill(flat, 1024);
        double[] speed = new double[16];
        Arrays.fill(speed, 1);
        List<Request> requests = new ArrayList<>();
        for (int i = 0; i < 720; i++) {
            requests.add(new Request(5 * i, i % 16, 4, 300, 512, 0, 0));
        }
        // summaries take seconds to rebuild at 100 B/s, so requests often find an emptied branch
        StarsConfig config = new StarsConfig(16, 32, Mode.DECENTRALIZED, new NetworkModel(1e15, DELAY, DELAY, 1.0),
                100, 3600, 7, StarsConfig.DEFAULT_TIMEOUT, 3600, new CostModel(0, 0, 0, 0, 0));
        StarsResult result = new StarsSimulation<>(config, new MakespanMinimizationPolicy(),
                new NodeProperties(memory, flat, speed))
                .run(List.of(RequestStream.of(new WorkloadTrace(requests))), new Failures(120, 0, 0, 30, 3));
        assertTrue(result.failures() > 200, result.failures() + " failures");
        assertEquals(0, result.rejectedTasks(), "no task sent to a leaf without the memory");
        assertTrue(result.messages() < 100 * (2880 + result.resubmittedTasks()), result.messages() + " messages");
    }

    @Test
    void churnIsDeterministicAndCostsFinishedComputation() {
        List<Request> requests = new ArrayList<>();
        // a request of 4 tasks of 300 s every minute keeps the 16 nodes saturated for the 3 hours
        for (int i = 0; i < 180; i++) {
            requests.add(request(60 * i, i % 16, 4, 300));
        }
        StarsResult none = run(new MakespanMinimizationPolicy(), 16, 3 * 3600, Failures.NONE, requests);
        Failures churn = new Failures(120, 0, 0, 30, 3);
        StarsResult first = run(new MakespanMinimizationPolicy(), 16, 3 * 3600, churn, requests);
        StarsResult second = run(new MakespanMinimizationPolicy(), 16, 3 * 3600, churn, requests);
        assertEquals(first.finishedComputation(), second.finishedComputation());
        assertEquals(first.failures(), second.failures());
        assertEquals(0, none.failures());
        // 16 nodes for 3 h with 173 s mean sessions: about 1,000 failures
        assertTrue(first.failures() > 800 && first.failures() < 1200, first.failures() + " failures");
        assertTrue(first.abortedTasks() > 0);
        assertTrue(first.finishedComputation() < none.finishedComputation(),
                first.finishedComputation() + " with churn, " + none.finishedComputation() + " without");
        assertTrue(none.finishedComputation() > 0.9 * 16 * 3 * 3600, none.finishedComputation() + " MFLOP");
    }
}
