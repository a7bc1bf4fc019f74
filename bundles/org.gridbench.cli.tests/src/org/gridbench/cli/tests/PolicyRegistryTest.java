package org.gridbench.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.core.runtime.RegistryFactory;
import org.gridbench.model.scenario.Family;
import org.gridbench.runs.policies.PolicyContribution;
import org.gridbench.runs.policies.PolicyDescriptor;
import org.gridbench.runs.policies.PolicyRegistry;
import org.junit.jupiter.api.Test;

/** The built-in policies of the three families, found and created through the one registry. */
class PolicyRegistryTest {

    private final PolicyRegistry policies = PolicyRegistry.of(RegistryFactory.getRegistry());

    @Test
    void eachFamilysBuiltInPolicyIsCreatedByItsDescriptor() {
        PolicyDescriptor.Market fifo = policies.find(PolicyDescriptor.Market.class, "FIFO").orElseThrow();
        assertEquals(new PolicyContribution(Family.MARKET, "FIFO", fifo.contribution().name(),
                "org.gridbench.market.policies"), fifo.contribution());
        assertEquals("FIFO", fifo.create().id());
        assertEquals("IBP", policies.find(PolicyDescriptor.Stars.class, "IBP").orElseThrow().create().id());
        assertEquals("FCFS", policies.find(PolicyDescriptor.Trees.class, "FCFS").orElseThrow().create().id());
    }

    @Test
    void aPolicyIsFoundOnlyInItsOwnFamily() {
        assertTrue(policies.find(PolicyDescriptor.Stars.class, "FIFO").isEmpty());
        assertTrue(policies.find(PolicyDescriptor.Market.class, "IBP").isEmpty());
        assertTrue(policies.find(PolicyDescriptor.Trees.class, "no-such-heuristic").isEmpty());
    }

    @Test
    void theIdsOfAFamilyAreThoseOfTheCatalog() {
        List<String> stars = policies.catalog().contributions().stream().filter(c -> c.family() == Family.STARS)
                .map(PolicyContribution::id).toList();
        assertEquals(stars, policies.ids(Family.STARS));
        assertTrue(stars.containsAll(List.of("IBP", "MMP", "DP", "FSP")), stars.toString());
    }
}
