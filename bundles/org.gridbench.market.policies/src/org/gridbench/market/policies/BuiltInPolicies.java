package org.gridbench.market.policies;

import java.util.List;

import org.gridbench.market.policy.BidOrder;
import org.gridbench.market.policy.BiddingPolicyInstance;

/**
 * The ten built-in policies as {@code plugin.xml} contributes them, for tests and benchmarks that run without the
 * extension registry. A test checks that the two lists agree.
 */
public final class BuiltInPolicies {

    private BuiltInPolicies() {
    }

    /** The ten policies, in the order of section IV with EDF before PVR, then EDF on the initial deadline. */
    public static List<BiddingPolicyInstance> all() {
        return List.of(
                new BiddingPolicyInstance("Random", "Random",
                        "A fresh uniform random bid for each task at each round of bidding (baseline).",
                        BidOrder.HIGHEST_WINS, new RandomBidding()),
                new BiddingPolicyInstance("FIFO", "First In First Out",
                        "Bids the arrival tick of the task's job; the earliest job first (baseline).",
                        BidOrder.LOWEST_WINS, new FirstInFirstOut()),
                new BiddingPolicyInstance("SRTF", "Shortest Remaining Time First",
                        "Bids the task's upward rank T_R; the least remaining work first.",
                        BidOrder.LOWEST_WINS, new ShortestRemainingTimeFirst()),
                new BiddingPolicyInstance("LRTF", "Longest Remaining Time First",
                        "Bids the task's upward rank T_R; the most remaining work first.",
                        BidOrder.HIGHEST_WINS, new LongestRemainingTimeFirst()),
                new BiddingPolicyInstance("P-SLR", "Projected Schedule Length Ratio",
                        "Bids the projected SLR of Algorithm 3 (extra tick, squared starvation term); the latest job first.",
                        BidOrder.HIGHEST_WINS, new ProjectedSlrBidding()),
                new BiddingPolicyInstance("PV", "Projected Value",
                        "Bids the job's value at the task's projected SLR; the most valuable first.",
                        BidOrder.HIGHEST_WINS, new ProjectedValue()),
                new BiddingPolicyInstance("PVD", "Projected Value Density",
                        "Bids the projected value divided by the successor work T_succ_sum; the densest first.",
                        BidOrder.HIGHEST_WINS, new ProjectedValueDensity()),
                new BiddingPolicyInstance("PVDSQ", "Projected Value Density Squared",
                        "Bids the projected value divided by the square of the successor work T_succ_sum; the highest first.",
                        BidOrder.HIGHEST_WINS, new ProjectedValueDensitySquared()),
                new BiddingPolicyInstance("EDF", "Earliest Deadline First",
                        "Bids the job's final deadline, arrival + D_final x J_CP; the earliest first.",
                        BidOrder.LOWEST_WINS, new EarliestDeadlineFirst()),
                new BiddingPolicyInstance("PVR", "Projected Value Remaining",
                        "Bids the area under the value curve from the projected SLR to the final deadline (Algorithm 4); the smallest first.",
                        BidOrder.LOWEST_WINS, new ProjectedValueRemaining()),
                new BiddingPolicyInstance("EDF-initial", "Earliest Deadline First (initial deadline)",
                        "Bids the tick at which the job's value starts to fall, arrival + D_initial x J_CP; the earliest first.",
                        BidOrder.LOWEST_WINS, new EarliestInitialDeadlineFirst()));
    }

    /** @throws IllegalArgumentException when {@code id} is not a built-in policy */
    public static BiddingPolicyInstance byId(String id) {
        return all().stream().filter(p -> p.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no built-in bidding policy " + id));
    }
}
