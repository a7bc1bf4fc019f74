package org.gridbench.market.tests;

import static org.gridbench.market.tests.Markets.cluster;
import static org.gridbench.market.tests.Markets.job;
import static org.gridbench.market.tests.Markets.patient;
import static org.gridbench.market.tests.Markets.platform;
import static org.gridbench.market.tests.Markets.task;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridbench.market.MarketOptions;
import org.gridbench.market.MarketRun;
import org.gridbench.market.BiddingPolicyException;
import org.gridbench.market.policy.BidOrder;
import org.gridbench.market.policy.BiddingPolicy;
import org.gridbench.market.policy.BiddingPolicyInstance;
import org.gridbench.model.workflow.Workload;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** A policy that bids NaN or an infinity, or throws, ends the run with an exception naming it. */
class PolicyFailureTest {
    private static final Workload ONE_JOB = new Workload(List.of(job("J1", 3, patient(), task("a", 1, 1, "K"))));

    private static BiddingPolicyException failingRun(BiddingPolicy policy) {
        return assertThrows(BiddingPolicyException.class, () -> MarketRun.run(platform(0, cluster("C1", 1, "K")), ONE_JOB,
                new BiddingPolicyInstance("com.example.broken", "Broken", "", BidOrder.LOWEST_WINS, policy),
                MarketOptions.defaults(), Markets.SEED));
    }

    @ParameterizedTest
    @ValueSource(doubles = {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY})
    void aBidThatIsNotFiniteEndsTheRun(double bid) {
        BiddingPolicyException e = failingRun((task, market) -> bid);
        assertEquals("com.example.broken", e.policyId());
        assertTrue(e.getMessage().contains("com.example.broken") && e.getMessage().contains("task a of job J1")
                && e.getMessage().contains("tick 3"), e.getMessage());
    }

    @Test
    void aPolicyThatThrowsEndsTheRunWithItsExceptionAsCause() {
        IllegalStateException thrown = new IllegalStateException("no bid today");
        BiddingPolicyException e = failingRun((task, market) -> {
            throw thrown;
        });
        assertEquals("com.example.broken", e.policyId());
        assertSame(thrown, e.getCause());
    }
}
