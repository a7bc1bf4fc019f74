package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.stars.availability.DpSampledFunction;
import org.gridbench.stars.overlay.NetworkModel;
import org.gridbench.stars.policies.DeadlinePolicy;
import org.gridbench.stars.sim.CostModel;
import org.gridbench.stars.sim.Mode;
import org.gridbench.stars.sim.ModelReadings;
import org.gridbench.stars.sim.StarsConfig;
import org.gridbench.stars.sim.StarsResult;
import org.gridbench.stars.sim.StarsSimulation;
import org.gridbench.stars.workload.NodeProperties;
import org.gridbench.stars.workload.Request;
import org.gridbench.stars.workload.RequestStream;
import org.gridbench.stars.workload.SiteLevelModel;
import org.gridbench.stars.workload.SiteLevelParameters;
import org.gridbench.stars.workload.SwfDistributions;
import org.gridbench.stars.workload.UserStream;
import org.gridbench.stars.workload.WorkloadTrace;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The DP policy in the engine (Celaya, chapter 5) on overlays small enough to follow by hand: identical nodes of speed
 * 1 MFLOPS, every link delay 0.01 s, free processing, unlimited update bandwidth (see {@link StarsSimulationTest} for
 * the overlay layout). A task of 10 MFLOP runs 10 s.
 */
class StarsDpSimulationTest {

    private static final double DELAY = 0.01;

    @TempDir
    Path folder;

    private static StarsResult run(int n, Mode mode, double duration, Request... requests) {
        return run(ModelReadings.THESIS, n, mode, duration, requests);
    }

    private static StarsResult run(ModelReadings readings, int n, Mode mode, double duration, Request... requests) {
        StarsConfig config = new StarsConfig(n, 2 * n, mode, new NetworkModel(1e15, DELAY, DELAY, 1.0), 1e12,
                duration, 1, StarsConfig.DEFAULT_TIMEOUT, duration, new CostModel(0, 0, 0, 0, 0), readings);
        StarsSimulation<DpSampledFunction> simulation = new StarsSimulation<>(config, new DeadlinePolicy(),
                NodeProperties.uniform(n, 1024, 1024, 1));
        return simulation.run(List.of(RequestStream.of(new WorkloadTrace(List.of(requests)))));
    }

    private static Request request(double time, int node, int tasks, double length, double deadline) {
        return new Request(time, node, tasks, length, 1, 0, 0, deadline, length);
    }

    private static double column(StarsResult result, String name) {
        return result.series().get(result.series().size() - 1)[StarsResult.SERIES_COLUMNS.indexOf(name)];
    }

    @Test
    void eachNodeTakesWhatEndsBeforeTheDeadlineAndTheRootDiscardsTheRest() {
        // 10 tasks of 10 s, deadline 25 s: every idle node holds floor(l(25) / 10) = 2. Branch 2 sends 2 to each of
        // its leaves and 6 up; the root sends 4 to branch 3 and discards 2 silently. At the 30 s timeout the deadline
        // has passed, so nothing is resent.
        for (Mode mode : List.of(Mode.DECENTRALIZED, Mode.CENTRALIZED)) {
            StarsResult result = run(4, mode, 60, request(0, 0, 10, 10, 25));
            assertEquals(8, result.acceptedTasks(), mode.name());
            assertEquals(2, result.discardedTasks(), mode.name());
            assertEquals(0, result.resends(), mode.name());
            assertEquals(8, result.finishedTasks(), mode.name());
            assertEquals(80, result.finishedComputation(), 1e-9, mode.name());
            assertEquals(0, result.missedDeadlines(), mode.name());
            assertEquals(0, result.allocatedRequests(), mode.name());
        }
    }

    @Test
    void anEarlierDeadlineRunsBeforeQueuedTasksWithoutPreemption() {
        // A at 0: 2 tasks, deadline 100; the best fit puts both on node 0 (A1 runs 0-10, A2 waits). B at 1: 1 task,
        // deadline 21. Node 0 offers l(21) = 21 - 10 = 11 (B before A2), node 1 offers 21: the closest fit is node 0,
        // where B runs 10-20 and A2 20-30. In FCFS order B would end at 30, after its deadline.
        StarsResult atTwentyFive = run(2, Mode.DECENTRALIZED, 25, request(0, 0, 2, 10, 100), request(1, 0, 1, 10, 21));
        assertEquals(3, atTwentyFive.acceptedTasks());
        assertEquals(2, atTwentyFive.finishedTasks());
        assertEquals(1, column(atTwentyFive, "busyNodes"), "node 0 runs A2; node 1 never got a task");
        StarsResult done = run(2, Mode.DECENTRALIZED, 60, request(0, 0, 2, 10, 100), request(1, 0, 1, 10, 21));
        assertEquals(3, done.finishedTasks());
        assertEquals(0, done.missedDeadlines());
    }

    @Test
    void aNodeRefusesATaskThatWouldMakeAQueuedOneLate() {
        // A (2 tasks, deadline 25) fills node 0: A1 runs 0-10, A2 10-20. C (deadline 22) would go ahead of A2 and
        // end at 20, but push A2 to 30: l_0(22) = min(22, x = 25 - 10) - 10 = 5 < 10, so C goes to node 1. Had node
        // 0 looked only at C's own deadline (12 free), it would be the closer fit and A2 would miss its deadline.
        StarsResult result = run(2, Mode.CENTRALIZED, 60, request(0, 0, 2, 10, 25), request(1, 0, 1, 10, 22));
        assertEquals(3, result.acceptedTasks());
        assertEquals(0, result.rejectedTasks());
        assertEquals(0, result.missedDeadlines());
        assertEquals(3, result.finishedTasks());
    }

    @Test
    void aNodeThatTakesNothingReportsAgainSoItStaysInItsFathersView() {
        // Two idle nodes report l(delta) = delta at 0 and nothing changes until A (node 1, at 5: 1 task of 10 s,
        // deadline 15). The root (node 0) gets it at 5.01 with l(15) = 15 on both leaves, sends it to node 0 (the
        // tie goes left) and takes node 0 out of its view. Node 0 has only l(15) = 15 - 5.01 = 9.99 and rejects it;
        // back at the root, node 1 (still l(15) = 15) gets it at 5.02, leaves the view, has 9.98 and rejects it
        // too; the root discards it, and at the 30 s timeout the deadline is out of reach. Each rejecting node
        // reports its function sampled at the rejection, so B (node 1, at 100: 1 task of 10 s, deadline 200) finds
        // both at the root and is accepted at once. Had they not reported, the root would see no node at all and
        // discard B at 100, 130, 160 and 190 (at 220 it is out of reach). Rejected tasks go back up here (the
        // earlier reading, without the no-return rule).
        StarsResult result = run(ModelReadings.THESIS.withNoReturn(false), 2, Mode.DECENTRALIZED, 300,
                request(5, 1, 1, 10, 15), request(100, 1, 1, 10, 200));
        assertEquals(2, result.rejectedTasks());
        assertEquals(1, result.discardedTasks(), "A once; B never");
        assertEquals(1, result.acceptedTasks());
        assertEquals(1, result.allocatedRequests());
        assertEquals(0, result.resends());
        assertEquals(1, result.finishedTasks());
        assertEquals(0, result.missedDeadlines());
        // the thesis's no-return rule: node 0 rejects A and sends nothing up; node 1 never sees it, nothing is
        // discarded at the root, and B is accepted as before
        StarsResult thesis = run(2, Mode.DECENTRALIZED, 300, request(5, 1, 1, 10, 15), request(100, 1, 1, 10, 200));
        assertEquals(1, thesis.rejectedTasks());
        assertEquals(0, thesis.discardedTasks());
        assertEquals(1, thesis.acceptedTasks());
        assertEquals(1, thesis.finishedTasks());
    }

    @Test
    void aTaskRunningLongerThanAnnouncedIsDropped() {
        // announced 10 s, really 30 s: dropped at 10 s. The next task (deadline 21) fits node 0 best, l(21) - 10 = 1
        // against 20 - 10 on node 1, and ends at 20; had the first run on, it would have ended at 40.
        Request overrun = new Request(0, 0, 1, 10, 1, 0, 0, 100, 30);
        StarsResult result = run(2, Mode.CENTRALIZED, 60, overrun, request(1, 0, 1, 10, 21));
        assertEquals(1, result.droppedTasks());
        assertEquals(1, result.finishedTasks());
        assertEquals(10, result.finishedComputation(), 1e-9);
        assertEquals(0, result.missedDeadlines());
    }

    @Test
    void aDeadlineMustComeAfterTheRelease() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> request(100, 0, 1, 10, 100));
        assertTrue(e.getMessage().contains("not after its release"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> request(100, 0, 1, 10, 50));
    }

    @Test
    void usersWithDeadlinesSubmitTheSameApplicationsWithDeadlinesWithinTheirBounds()
            throws IOException, ScenarioException {
        SwfDistributions applications = SiteLevelSwfDistributionsTest.distributions(folder,
                SiteLevelSwfDistributionsTest.TRACE, 1000);
        SiteLevelModel model = new SiteLevelModel(applications, SiteLevelParameters.defaults(3, 7 * 24 * 3600));
        double userSpeed = 500;
        int checked = 0;
        for (int node = 0; node < 3; node++) {
            UserStream plain = UserStream.of(model, node, new RandomStreams(42));
            UserStream timed = UserStream.withDeadlines(model, node, new RandomStreams(42), userSpeed);
            for (Request p = plain.next(), t = timed.next(); p != null; p = plain.next(), t = timed.next()) {
                assertEquals(p, new Request(t.time(), t.node(), t.tasks(), t.taskLength(), t.memory(), t.disk(),
                        t.session()), "the same submission");
                double relative = t.deadline() - t.time();
                assertTrue(relative <= t.taskLength() * t.tasks() / userSpeed + 1e-6, "within delta_max");
                assertTrue(relative > 0);
                checked++;
            }
        }
        assertTrue(checked > 10, checked + " requests");
    }
}
