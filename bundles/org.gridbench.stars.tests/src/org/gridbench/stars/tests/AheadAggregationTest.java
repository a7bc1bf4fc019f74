package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.stars.availability.AvailabilityPolicy;
import org.gridbench.stars.availability.ScalarSampledFunction;
import org.gridbench.stars.overlay.NetworkModel;
import org.gridbench.stars.policies.DeadlinePolicy;
import org.gridbench.stars.policies.FairSharePolicy;
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

/**
 * A run with the helper thread that aggregates delayed summaries ahead of their send gives the same results as the
 * event loop alone. The overlays are large enough and the update bandwidth low enough that many sends wait, with
 * nodes of mixed speeds, memory and disk, requests from every node, and churn.
 */
class AheadAggregationTest {

    private static final int NODES = 300;
    private static final double DURATION = 3600;

    private static List<Request> requests(boolean deadlines) {
        SplittableRandom random = new SplittableRandom(11);
        List<Request> requests = new ArrayList<>();
        for (double t = random.nextDouble(5); t < DURATION; t += random.nextDouble(10)) {
            double length = 1e4 * (1 + random.nextInt(60));
            double deadline = deadlines ? t + length / 1000 * (2 + random.nextInt(20)) : Double.POSITIVE_INFINITY;
            requests.add(new Request(t, random.nextInt(NODES), 1 + random.nextInt(12), length,
                    random.nextInt(4) * 256, random.nextInt(3) * 1024, 0, deadline, length));
        }
        return requests;
    }

    private static NodeProperties nodes() {
        SplittableRandom random = new SplittableRandom(5);
        double[] memory = new double[NODES];
        double[] disk = new double[NODES];
        double[] speed = new double[NODES];
        for (int u = 0; u < NODES; u++) {
            memory[u] = 256 * (1 + random.nextInt(4));
            disk[u] = 1024 * (1 + random.nextInt(3));
            speed[u] = 500 + 250 * random.nextInt(7);
        }
        return new NodeProperties(memory, disk, speed);
    }

    private static StarsSimulation<?> simulation(StarsPolicy<?> policy) {
        StarsConfig config = new StarsConfig(NODES, 6, Mode.DECENTRALIZED, NetworkModel.fast(), 200, DURATION, 3,
                StarsConfig.DEFAULT_TIMEOUT, 60, CostModel.DEFAULT);
        return new StarsSimulation<>(config, policy, nodes());
    }

    private static void sameResultsOnTwoThreads(StarsPolicy<?> policy, boolean deadlines, Failures failures) {
        List<Request> requests = requests(deadlines);
        StarsSimulation<?> alone = simulation(policy).threads(1);
        StarsResult one = alone.run(List.of(RequestStream.of(new WorkloadTrace(requests))), failures);
        StarsSimulation<?> helped = simulation(policy).threads(2);
        StarsResult two = helped.run(List.of(RequestStream.of(new WorkloadTrace(requests))), failures);
        assertEquals(0, alone.aggregatedAhead());
        assertTrue(helped.aggregatedAhead() > 100, policy.id() + ": summaries taken from the helper: "
                + helped.aggregatedAhead());
        assertTrue(one.finishedTasks() > 0, policy.id() + " finished nothing");
        assertEquals(fingerprint(one), fingerprint(two), policy.id());
    }

    /** Every measure of a result, arrays and series included, as text. */
    private static String fingerprint(StarsResult result) {
        StringBuilder text = new StringBuilder();
        for (RecordComponent component : StarsResult.class.getRecordComponents()) {
            Object value;
            try {
                value = component.getAccessor().invoke(result);
            } catch (ReflectiveOperationException e) {
                throw new AssertionError(e);
            }
            String shown = value instanceof long[] a ? Arrays.toString(a)
                    : value instanceof List<?> rows ? rows.stream().map(r -> Arrays.toString((double[]) r)).toList()
                            .toString()
                    : String.valueOf(value);
            text.append(component.getName()).append('=').append(shown).append('\n');
        }
        return text.toString();
    }

    @Test
    void fspGivesTheSameResultsWithTheHelperThread() {
        sameResultsOnTwoThreads(new FairSharePolicy(), false, Failures.NONE);
    }

    @Test
    void dpGivesTheSameResultsWithTheHelperThreadUnderChurn() {
        sameResultsOnTwoThreads(new DeadlinePolicy(), true, new Failures(900, 0, 0, Failures.DEFAULT_HEARTBEAT));
    }

    @Test
    void ibpAndMmpGiveTheSameResultsWithTheHelperThreadAfterACatastrophicFailure() {
        Failures catastrophe = new Failures(0, 0.2, 1200, Failures.DEFAULT_HEARTBEAT);
        sameResultsOnTwoThreads(new IdleBusyPolicy(), false, catastrophe);
        sameResultsOnTwoThreads(new MakespanMinimizationPolicy(), false, catastrophe);
    }

    @Test
    void onlyPoliciesThatSaySoAreAggregatedOnAnotherThread() {
        AvailabilityPolicy<ScalarSampledFunction> contributed = new AvailabilityPolicy<>("contributed",
                List.of("memory"), new double[] {1}) {
            @Override
            public ScalarSampledFunction sum(ScalarSampledFunction f, ScalarSampledFunction g) {
                return f;
            }
        };
        assertFalse(contributed.aggregatesOnAnyThread());
        assertTrue(new IdleBusyPolicy().availability().aggregatesOnAnyThread());
        assertTrue(new MakespanMinimizationPolicy().availability().aggregatesOnAnyThread());
        assertTrue(new DeadlinePolicy().availability().aggregatesOnAnyThread());
        assertTrue(new FairSharePolicy().availability().aggregatesOnAnyThread());
    }

    @Test
    void aRunUsesOneOrTwoThreads() {
        StarsSimulation<?> simulation = simulation(new IdleBusyPolicy());
        assertThrows(IllegalArgumentException.class, () -> simulation.threads(0));
        assertThrows(IllegalArgumentException.class, () -> simulation.threads(3));
    }
}
