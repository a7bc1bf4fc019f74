package org.gridbench.market.policy;

/**
 * How a ready task bids for cores at a scheduling instant (section IV). Implementations are small plain classes
 * with a public no-argument constructor, contributed through the {@code org.gridbench.market.biddingPolicies}
 * extension point, which also says whether the highest or the lowest bid wins.
 *
 * <p>A bid must be a finite number: a NaN or infinite bid, or an exception, ends the run with a
 * {@link org.gridbench.market.BiddingPolicyException} naming the policy.
 *
 * @since 1.0
 */
public interface BiddingPolicy {

    /** The bid of {@code task} at the instant {@code market} describes. */
    double bid(BiddingTask task, BidContext market);

    /** How the bid of a task moves with the clock; see {@link BidTrend}. The default, ANY, is always correct. */
    default BidTrend trend() {
        return BidTrend.ANY;
    }
}
