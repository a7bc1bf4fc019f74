package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.model.importers.SwfJob;
import org.gridbench.model.importers.SwfTrace;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.stars.workload.Request;
import org.gridbench.stars.workload.SiteLevelModel;
import org.gridbench.stars.workload.SiteLevelParameters;
import org.gridbench.stars.workload.SwfDistributions;
import org.gridbench.stars.workload.SwfDistributions.Application;
import org.gridbench.stars.workload.UserStream;
import org.gridbench.stars.workload.WorkloadTrace;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The site-level model (Celaya 8.2): determinism, the continue/break formula, sessions, sizes from the trace. */
class SiteLevelModelTest {

    private static final double WEEK = 7 * 24 * 3600;

    @TempDir
    Path folder;

    private SwfDistributions distributions;

    @BeforeEach
    void setUp() throws IOException, ScenarioException {
        distributions = SiteLevelSwfDistributionsTest.distributions(folder, SiteLevelSwfDistributionsTest.TRACE, 1000);
    }

    private WorkloadTrace generate(long seed, SiteLevelParameters parameters) {
        return new SiteLevelModel(distributions, parameters).generate(new RandomStreams(seed));
    }

    @Test
    void continueAndBreakProbabilitiesByHand() {
        assertEquals(0.8, SiteLevelModel.continueProbability(0), 1e-12);
        assertEquals(0.4, SiteLevelModel.continueProbability(20), 1e-12);
        assertEquals(0.2, SiteLevelModel.continueProbability(60), 1e-12);
        assertEquals(0.6, SiteLevelModel.breakProbability(20), 1e-12);
        assertEquals(0.2, SiteLevelModel.breakProbability(0), 1e-12);
    }

    @Test
    void theSameSeedGivesTheSameTraceAndAnotherSeedAnother() {
        SiteLevelParameters parameters = SiteLevelParameters.defaults(5, WEEK);
        assertEquals(generate(42, parameters), generate(42, parameters));
        assertNotEquals(generate(42, parameters), generate(43, parameters));
    }

    @Test
    void aUserSubmitsTheSameWhateverTheNumberOfUsers() {
        WorkloadTrace three = generate(42, SiteLevelParameters.defaults(3, WEEK));
        WorkloadTrace ten = generate(42, SiteLevelParameters.defaults(10, WEEK));
        for (int node = 0; node < 3; node++) {
            assertEquals(three.from(node), ten.from(node));
            assertTrue(!three.from(node).isEmpty());
        }
        assertEquals(10, ten.requests().stream().mapToInt(Request::node).distinct().count());
    }

    @Test
    void aUserStreamYieldsExactlyTheUsersRequestsThenNothing() {
        SiteLevelParameters parameters = SiteLevelParameters.defaults(5, WEEK);
        WorkloadTrace trace = generate(42, parameters);
        SiteLevelModel model = new SiteLevelModel(distributions, parameters);
        for (int node = 0; node < 5; node++) {
            UserStream stream = UserStream.of(model, node, new RandomStreams(42));
            List<Request> streamed = new ArrayList<>();
            for (Request request = stream.next(); request != null; request = stream.next()) {
                streamed.add(request);
            }
            assertEquals(trace.from(node), streamed);
            assertTrue(!streamed.isEmpty());
            assertNull(stream.next(), "still nothing after the horizon");
        }
    }

    @Test
    void requestsAreInTimeOrderWithinWorkingHoursAndTheHorizon() {
        List<Request> requests = generate(1, SiteLevelParameters.defaults(20, WEEK)).requests();
        for (int i = 1; i < requests.size(); i++) {
            assertTrue(requests.get(i - 1).time() <= requests.get(i).time());
        }
        for (Request request : requests) {
            double hour = request.time() % (24 * 3600) / 3600;
            assertTrue(hour >= 8 && hour < 18, "submitted at hour " + hour);
            assertTrue(request.time() < WEEK);
        }
    }

    @Test
    void withinASessionTheUserWaitsForTheResponseThenThinks() {
        WorkloadTrace trace = generate(3, SiteLevelParameters.defaults(10, WEEK));
        for (int node = 0; node < 10; node++) {
            List<Request> requests = trace.from(node);
            assertEquals(0, requests.getFirst().session());
            for (int i = 1; i < requests.size(); i++) {
                Request previous = requests.get(i - 1);
                Request next = requests.get(i);
                int step = next.session() - previous.session();
                assertTrue(step == 0 || step == 1, "sessions are numbered in order");
                double response = previous.taskLength() / distributions.referenceSpeed();
                assertTrue(next.time() >= previous.time() + response, "submitted after the previous response");
            }
        }
    }

    @Test
    void breaksFollowTheContinueProbability() throws ScenarioException {
        // Always awake and 30 s applications: a break after a response of 0.5 minute has probability 1 - 0.8/1.025.
        SiteLevelParameters awake = new SiteLevelParameters(50, 4 * WEEK, 300, 3600, 0, 24, 0);
        SwfDistributions shortJobs = SwfDistributions.of(traceOf30sJobs(), 1000);
        WorkloadTrace trace = new SiteLevelModel(shortJobs, awake).generate(new RandomStreams(9));
        long steps = 0;
        long breaks = 0;
        for (int node = 0; node < 50; node++) {
            List<Request> requests = trace.from(node);
            steps += requests.size() - 1;
            breaks += requests.getLast().session();
        }
        assertEquals(SiteLevelModel.breakProbability(0.5), (double) breaks / steps, 0.01);
        assertTrue(steps > 10_000, "enough steps: " + steps);
    }

    private static SwfTrace traceOf30sJobs() {
        return new SwfTrace("30s", Map.of(),
                List.of(new SwfJob(1, 0, 0, 30, 1, -1, -1, 1, -1, -1, 1, 1, 1, -1, -1, -1, -1, -1)), new int[] {1});
    }

    @Test
    void sizesLengthsAndMemoryAreDrawnFromTheTrace() {
        WorkloadTrace trace = generate(5, new SiteLevelParameters(20, WEEK, 300, 3600, 8, 18, 50));
        List<Application> applications = distributions.applications();
        for (Request request : trace.requests()) {
            assertTrue(applications.stream().anyMatch(application -> application.tasks() == request.tasks()
                    && application.taskLength() == request.taskLength()), "from the trace: " + request);
            assertTrue(request.memory() == 1.0 || request.memory() == 2.0);
            assertEquals(50, request.disk());
        }
        assertEquals(3, trace.requests().stream().mapToInt(Request::tasks).distinct().count());
    }
}
