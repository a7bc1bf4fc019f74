package org.gridbench.market.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridbench.market.MarketOptions;
import org.gridbench.market.MarketResult;
import org.gridbench.market.MarketRun;
import org.gridbench.market.Placement;
import org.gridbench.market.policies.BuiltInPolicies;
import org.gridbench.market.policy.BidContext;
import org.gridbench.market.policy.BidTrend;
import org.gridbench.market.policy.BiddingPolicy;
import org.gridbench.market.policy.BiddingPolicyInstance;
import org.gridbench.market.policy.BiddingTask;
import org.gridbench.model.workflow.Job;
import org.gridbench.model.workflow.Workload;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** Same inputs and seed, same result; and the auctioneer's shortcuts never change a decision. */
class ReproducibilityTest {
    private static final Workload WORKLOAD = RandomWorkloads.overloaded(17, 150);

    @ParameterizedTest
    @ValueSource(strings = {"Random", "FIFO", "SRTF", "LRTF", "P-SLR", "PV", "PVD", "PVDSQ", "EDF", "PVR",
        "EDF-initial"})
    void theSameSeedGivesTheSameResult(String id) {
        MarketResult first = run(BuiltInPolicies.byId(id), false, 5);
        MarketResult second = run(BuiltInPolicies.byId(id), false, 5);
        assertEquals(first, second);
        assertTrue(first.fractionJobsStarved() > 0, "the workload should overload the platform");
    }

    @Test
    void randomBidsChangeWithTheSeed() {
        assertNotEquals(run(BuiltInPolicies.byId("Random"), false, 5).jobs(),
                run(BuiltInPolicies.byId("Random"), false, 6).jobs());
    }

    @Test
    void aDeterministicPolicyIgnoresTheSeed() {
        assertEquals(run(BuiltInPolicies.byId("PVR"), false, 5), run(BuiltInPolicies.byId("PVR"), false, 6));
    }

    // The bounds kept for a declared trend must pick exactly the tasks that asking every task at every auction picks.
    @ParameterizedTest(name = "{0}, single market {1}")
    @CsvSource({"P-SLR, false", "PV, false", "PVD, false", "PVDSQ, false", "PVR, false", "P-SLR, true", "PVR, true",
        "PV, true", "FIFO, false", "EDF, true"})
    void aDeclaredTrendPlacesExactlyWhatRebiddingEverythingPlaces(String id, boolean singleMarket) {
        BiddingPolicyInstance declared = BuiltInPolicies.byId(id);
        BiddingPolicy undeclared = new BiddingPolicy() {
            @Override
            public double bid(BiddingTask task, BidContext market) {
                return declared.policy().bid(task, market);
            }
        };
        BiddingPolicyInstance rebidding = new BiddingPolicyInstance(id, id, "", declared.order(), undeclared);
        List<Placement> expected = placements(rebidding, singleMarket);
        assertEquals(expected, placements(declared, singleMarket));
        assertTrue(expected.size() > 100);
    }

    // Not a timing: the number of bids asked is deterministic. Bounds spare most of the bids of rebidding everything.
    @ParameterizedTest
    @ValueSource(strings = {"P-SLR", "PV", "PVR"})
    void aDeclaredTrendAsksForFarFewerBids(String id) {
        BiddingPolicyInstance declared = BuiltInPolicies.byId(id);
        long[] asked = new long[2];
        BiddingPolicy counted = new BiddingPolicy() {
            @Override
            public double bid(BiddingTask task, BidContext market) {
                asked[0]++;
                return declared.policy().bid(task, market);
            }

            @Override
            public BidTrend trend() {
                return declared.policy().trend();
            }
        };
        BiddingPolicy rebidding = (task, market) -> {
            asked[1]++;
            return declared.policy().bid(task, market);
        };
        run(new BiddingPolicyInstance(id, id, "", declared.order(), counted), false, 5);
        run(new BiddingPolicyInstance(id, id, "", declared.order(), rebidding), false, 5);
        assertTrue(3 * asked[0] < asked[1], id + " asked " + asked[0] + " bids, rebidding everything " + asked[1]);
    }

    private static MarketResult run(BiddingPolicyInstance policy, boolean singleMarket, long seed) {
        return MarketRun.run(RandomWorkloads.PLATFORM, WORKLOAD, policy, new MarketOptions(singleMarket), seed);
    }

    private static List<Placement> placements(BiddingPolicyInstance policy, boolean singleMarket) {
        return Markets.placements(RandomWorkloads.PLATFORM, policy, singleMarket,
                WORKLOAD.jobs().toArray(Job[]::new));
    }
}
