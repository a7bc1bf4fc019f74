package org.example.gridbench.policies.stars;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.RegistryFactory;
import org.gridbench.stars.StarsPolicies;
import org.gridbench.stars.availability.SampledFunction;
import org.gridbench.stars.local.LocalTask;
import org.gridbench.stars.overlay.NetworkModel;
import org.gridbench.stars.sim.CostModel;
import org.gridbench.stars.sim.MaxQueueEndPolicy;
import org.gridbench.stars.sim.Mode;
import org.gridbench.stars.sim.StarsConfig;
import org.gridbench.stars.sim.StarsPolicy;
import org.gridbench.stars.sim.StarsResult;
import org.gridbench.stars.sim.StarsSimulation;
import org.gridbench.stars.workload.ClosedLoopWorkload;
import org.gridbench.stars.workload.NodeProperties;
import org.gridbench.stars.workload.Request;
import org.gridbench.stars.workload.RequestStream;
import org.gridbench.stars.workload.WorkloadTrace;
import org.junit.jupiter.api.Test;

/**
 * The contributed local queue in a whole STaRS run, the policy loaded from the extension registry as Gridbench loads
 * it: two nodes of 1,000 MFLOPS, of which only node 0 has the 512 MB the requests need, so MMP's forwarding sends
 * every task there. Three one-task applications arrive 1 s apart: A (30,000 MFLOP), B (20,000) and C (10,000). A
 * starts at once; B and C wait. When A ends, shortest task first runs C (10 s) before B (20 s), where FCFS would run B
 * first: so C ends 10 s after A and B 20 s after C.
 */
class ShortestTaskFirstSimulationTest {
    private static final double EPS = 1e-9;

    /** Records when each application ended, by its task length. */
    private static final class Ends implements ClosedLoopWorkload {
        final Map<Double, Double> byLength = new LinkedHashMap<>();

        @Override
        public void start(Submissions submissions) {
            // the requests come from the trace
        }

        @Override
        public void ended(Request request, double now) {
            byLength.put(request.taskLength(), now);
        }
    }

    private static <F extends SampledFunction<F>> StarsResult run(StarsPolicy<F> policy, Ends ends) {
        List<Request> requests = new ArrayList<>();
        double[] lengths = {30_000, 20_000, 10_000};
        for (int i = 0; i < lengths.length; i++) {
            requests.add(new Request(i, 1, 1, lengths[i], 512, 100, 0));
        }
        StarsConfig config = new StarsConfig(2, 4, Mode.DECENTRALIZED, NetworkModel.fast(), 1e6, 200, 5,
                StarsConfig.DEFAULT_TIMEOUT, 10, CostModel.DEFAULT);
        NodeProperties nodes = new NodeProperties(new double[] {1024, 256}, new double[] {1024, 1024},
                new double[] {1000, 1000});
        return new StarsSimulation<>(config, policy, nodes).closedLoop(ends)
                .run(List.of(RequestStream.of(new WorkloadTrace(requests))));
    }

    @Test
    void theRegistryGivesThePolicyWithItsLocalQueue() {
        StarsPolicy<?> policy = StarsPolicies.create(RegistryFactory.getRegistry(), ShortestTaskFirstPolicy.ID);
        assertEquals(ShortestTaskFirstPolicy.ID, policy.id());
        assertInstanceOf(MaxQueueEndPolicy.class, policy);
        assertInstanceOf(ShortestTaskFirstNodes.class, policy.localQueues(new double[] {1000}));
    }

    @Test
    void theShortestWaitingTaskRunsFirst() {
        Ends ends = new Ends();
        StarsResult result = run(StarsPolicies.create(RegistryFactory.getRegistry(), ShortestTaskFirstPolicy.ID),
                ends);
        assertEquals(3, result.finishedTasks());
        assertEquals(60_000, result.finishedComputation(), EPS);
        double a = ends.byLength.get(30_000.0);
        assertTrue(a > 30 && a < 31, "A runs from its arrival, a few milliseconds after 0: " + a);
        assertEquals(List.of(30_000.0, 10_000.0, 20_000.0), List.copyOf(ends.byLength.keySet()));
        assertEquals(a + 10, ends.byLength.get(10_000.0), EPS);
        assertEquals(a + 30, ends.byLength.get(20_000.0), EPS);
    }

    @Test
    void aNodeStartsTheShortestWaitingTaskAndNeverPreemptsTheRunningOne() {
        ShortestTaskFirstNodes nodes = new ShortestTaskFirstNodes(new double[] {2});
        assertEquals(1, nodes.admit(0, task("long", 8), 1, 0));
        assertEquals(4, nodes.startNext(0, 0), EPS);
        assertEquals(2, nodes.admit(0, task("medium", 4), 2, 1));
        assertEquals(1, nodes.admit(0, task("short", 2), 1, 1));
        // still running the long task: the queue ends at 4 + (4 + 4 + 2) / 2 = 9
        assertTrue(Double.isNaN(nodes.startNext(0, 1)));
        assertEquals(9, nodes.queueEnd(0), EPS);
        assertEquals("long", nodes.finish(0).owner());
        assertEquals(5, nodes.startNext(0, 4), EPS);
        assertEquals("short", nodes.finish(0).owner());
        assertEquals(7, nodes.startNext(0, 5), EPS);
        assertEquals("medium", nodes.finish(0).owner());
    }

    private static LocalTask task(String owner, double length) {
        return new LocalTask(owner, 0, length, length, Double.POSITIVE_INFINITY);
    }
}
