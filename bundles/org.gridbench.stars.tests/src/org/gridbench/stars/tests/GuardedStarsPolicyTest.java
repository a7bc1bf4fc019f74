package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.function.UnaryOperator;

import org.gridbench.kernel.DecisionGuard;
import org.gridbench.kernel.SimulationException;
import org.gridbench.stars.availability.AvailabilityPolicy;
import org.gridbench.stars.availability.ScalarSampledFunction;
import org.gridbench.stars.overlay.NetworkModel;
import org.gridbench.stars.local.LocalQueues;
import org.gridbench.stars.policies.IdleBusyPolicy;
import org.gridbench.stars.routing.Forwarded;
import org.gridbench.stars.routing.ForwardingRequest;
import org.gridbench.stars.routing.Split;
import org.gridbench.stars.routing.TaskInterval;
import org.gridbench.stars.sim.CentralPolicy;
import org.gridbench.stars.sim.CostModel;
import org.gridbench.stars.sim.GuardedStarsPolicy;
import org.gridbench.stars.sim.Mode;
import org.gridbench.stars.sim.NodeState;
import org.gridbench.stars.sim.RoutingView;
import org.gridbench.stars.sim.StarsConfig;
import org.gridbench.stars.sim.StarsPolicy;
import org.gridbench.stars.sim.StarsPolicyException;
import org.gridbench.stars.sim.StarsResult;
import org.gridbench.stars.sim.StarsSimulation;
import org.gridbench.stars.workload.NodeProperties;
import org.gridbench.stars.workload.Request;
import org.gridbench.stars.workload.RequestStream;
import org.gridbench.stars.workload.WorkloadTrace;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A contributed STaRS policy under watch: a forwarding decision that throws, loses tasks or overruns its budget ends
 * the run with a message naming the policy and its plug-in, at the simulated time of the decision; a sound policy
 * runs exactly as it does unwatched.
 */
class GuardedStarsPolicyTest {

    private static final String PLUGIN = "test.plugin";

    @AfterEach
    void budget() {
        System.clearProperty(DecisionGuard.BUDGET_PROPERTY);
    }

    /** IBP with its forwarding decision replaced by {@code forward} applied to IBP's. */
    private static StarsPolicy<ScalarSampledFunction> ibpWith(UnaryOperator<Forwarded<ScalarSampledFunction>> change) {
        IdleBusyPolicy ibp = new IdleBusyPolicy();
        return new StarsPolicy<>() {
            public String id() {
                return "test.faulty";
            }

            public AvailabilityPolicy<ScalarSampledFunction> availability() {
                return ibp.availability();
            }

            public LocalQueues<?> localQueues(double[] speeds) {
                return ibp.localQueues(speeds);
            }

            public ScalarSampledFunction sample(NodeState node) {
                return ibp.sample(node);
            }

            public Forwarded<ScalarSampledFunction> forward(RoutingView<ScalarSampledFunction> view,
                    ForwardingRequest request, double now) {
                return change.apply(ibp.forward(view, request, now));
            }

            public CentralPolicy centralized() {
                return ibp.centralized();
            }
        };
    }

    private static StarsSimulation<ScalarSampledFunction> simulation(StarsPolicy<ScalarSampledFunction> policy) {
        StarsConfig config = new StarsConfig(4, 8, Mode.DECENTRALIZED, new NetworkModel(1e15, 0.01, 0.01, 1.0), 1e12,
                100, 1, StarsConfig.DEFAULT_TIMEOUT, 100, new CostModel(0, 0, 0, 0, 0));
        return new StarsSimulation<>(config, policy, NodeProperties.uniform(4, 1024, 1024, 1));
    }

    private static List<RequestStream> requests() {
        return List.of(RequestStream.of(new WorkloadTrace(List.of(new Request(5, 3, 3, 10, 1, 0, 0)))));
    }

    private static StarsPolicyException failure(StarsPolicy<ScalarSampledFunction> faulty) {
        SimulationException e = assertThrows(SimulationException.class,
                () -> simulation(GuardedStarsPolicy.of(faulty, PLUGIN)).run(requests()));
        assertTrue(e.time() >= 5, "the decision came after the request's release at 5 s, not " + e.time());
        return assertInstanceOf(StarsPolicyException.class, e.getCause());
    }

    @Test
    void aSoundPolicyRunsAsItDoesUnwatched() {
        StarsResult plain = simulation(new IdleBusyPolicy()).run(requests());
        StarsResult watched = simulation(GuardedStarsPolicy.of(new IdleBusyPolicy(), PLUGIN)).run(requests());
        assertEquals(Arrays.deepToString(plain.series().toArray()), Arrays.deepToString(watched.series().toArray()));
        assertEquals(plain.events(), watched.events());
        assertEquals(3, watched.finishedTasks());
    }

    @Test
    void aDecisionThatThrowsEndsTheRun() {
        StarsPolicyException e = failure(ibpWith(decision -> {
            throw new IllegalStateException("no route");
        }));
        assertTrue(e.getMessage().matches("STaRS policy test\\.faulty of plug-in test\\.plugin: forwarding \\d+ tasks:"
                + " threw java\\.lang\\.IllegalStateException: no route"), e.getMessage());
        assertEquals(PLUGIN, e.plugin());
    }

    @Test
    void aDecisionThatLosesTasksEndsTheRun() {
        StarsPolicyException e = failure(ibpWith(decision -> new Forwarded<>(new Split(decision.split().left(),
                decision.split().right(), TaskInterval.of(0), TaskInterval.of(0)), decision.left(),
                decision.right())));
        assertTrue(e.getMessage().matches("STaRS policy test\\.faulty of plug-in test\\.plugin: forwarding (\\d+)"
                + " tasks placed (?!\\1)\\d+ of them"), e.getMessage());
    }

    @Test
    void aDecisionOverItsBudgetIsCutShortAndEndsTheRun() {
        System.setProperty(DecisionGuard.BUDGET_PROPERTY, "0.1");
        StarsPolicyException e = failure(ibpWith(decision -> {
            try {
                Thread.sleep(30_000);
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
            }
            return decision;
        }));
        assertTrue(e.getMessage().matches("STaRS policy test\\.faulty of plug-in test\\.plugin: forwarding \\d+"
                + " tasks: a decision took \\d+\\.\\d+ s, over the budget of 0\\.100 s \\(gridbench\\.decisionBudget\\)"),
                e.getMessage());
        assertTrue(!Thread.currentThread().isInterrupted(), "the watchdog's interrupt is cleared");
    }
}
