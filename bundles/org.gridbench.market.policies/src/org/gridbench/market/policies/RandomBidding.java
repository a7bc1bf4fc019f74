package org.gridbench.market.policies;

import org.gridbench.market.policy.BidContext;
import org.gridbench.market.policy.BiddingPolicy;
import org.gridbench.market.policy.BiddingTask;

/** Random (section IV, baseline): a fresh uniform bid in [0, 1) for each task at each round of bidding. */
public final class RandomBidding implements BiddingPolicy {

    @Override
    public double bid(BiddingTask task, BidContext market) {
        return market.random().nextDouble();
    }
}
