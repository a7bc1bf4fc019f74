package org.example.gridbench.policies.stars;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.RegistryFactory;
import org.gridbench.stars.availability.SampledFunction;
import org.gridbench.stars.overlay.NetworkModel;
import org.gridbench.stars.sim.CostModel;
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
 * A whole STaRS run with the policy loaded from the extension registry: 16 identical nodes (1 GB, 1 GB,
 * 1,000 MFLOPS) on the cluster network of section 8.2, and 100 requests of 1 to 4 tasks of 2 s each, one every 0.25 s
 * from nodes spread over the tree. Tasks arrive at 10 per second where the nodes finish 8, so some climb to the root
 * and are discarded; their submitters resend them after the 30 s timeout, and by 400 s every task has run.
 */
class RandomWalkSimulationTest {
    private static final int NODES = 16;

    // the contribution itself, to read its attributes and its bare class (org.gridbench.stars.StarsPolicies gives the
    // policy under watch, as ShortestTaskFirstSimulationTest loads it)
    private static IConfigurationElement contribution() {
        for (IConfigurationElement element : RegistryFactory.getRegistry()
                .getConfigurationElementsFor("org.gridbench.stars.policies")) {
            if (RandomWalkPolicy.ID.equals(element.getAttribute("id"))) {
                return element;
            }
        }
        throw new AssertionError("no plug-in contributes " + RandomWalkPolicy.ID);
    }

    private static StarsPolicy<?> contributed() throws CoreException {
        return (StarsPolicy<?>) contribution().createExecutableExtension("class");
    }

    private static WorkloadTrace trace() {
        List<Request> requests = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            requests.add(new Request(0.25 * i, (5 * i) % NODES, 1 + i % 4, 2000, 256, 100, 0));
        }
        return new WorkloadTrace(requests);
    }

    private static <F extends SampledFunction<F>> StarsResult run(StarsPolicy<F> policy) {
        StarsConfig config = new StarsConfig(NODES, 4, Mode.DECENTRALIZED, NetworkModel.fast(), 1e6, 400, 3,
                StarsConfig.DEFAULT_TIMEOUT, 10, CostModel.DEFAULT);
        return new StarsSimulation<>(config, policy, NodeProperties.uniform(NODES, 1024, 1024, 1000))
                .run(List.of(RequestStream.of(trace())));
    }

    @Test
    void theContributionIsReadFromPluginXmlAndItsIdIsTheExtensionId() throws CoreException {
        assertEquals("Random walk", contribution().getAttribute("name"));
        StarsPolicy<?> policy = contributed();
        assertInstanceOf(RandomWalkPolicy.class, policy);
        assertEquals(RandomWalkPolicy.ID, policy.id());
    }

    @Test
    void tasksDiscardedAtTheRootAreResentAndEveryTaskFinishes() throws CoreException {
        StarsResult result = run(contributed());
        assertEquals(100, result.requests());
        assertEquals(250, result.submittedTasks());
        assertTrue(result.discardedTasks() > 0, "the burst should overflow the tree");
        assertTrue(result.resends() > 0);
        assertEquals(100, result.allocatedRequests());
        assertEquals(250, result.finishedTasks());
        assertEquals(250 * 2000, result.finishedComputation(), 1e-6);
    }

    @Test
    void twoRunsOfTheSameInputsAreIdentical() throws CoreException {
        StarsResult first = run(contributed());
        StarsResult second = run(contributed());
        assertEquals(first.events(), second.events());
        assertEquals(first.messages(), second.messages());
        assertEquals(first.allocationTime(), second.allocationTime());
    }
}
