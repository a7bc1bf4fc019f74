package org.gridbench.market.policies;

import org.gridbench.market.policy.BidContext;
import org.gridbench.market.policy.BidTrend;
import org.gridbench.market.policy.BiddingPolicy;
import org.gridbench.market.policy.BiddingTask;

/** P-SLR (section IV): the projected SLR of Algorithm 3, the largest bid first. */
public final class ProjectedSlrBidding implements BiddingPolicy {

    @Override
    public double bid(BiddingTask task, BidContext market) {
        return market.projectedSlrBid(task);
    }

    // Both terms of Algorithm 3 grow with the tick when the queue's largest J_CP is fixed.
    @Override
    public BidTrend trend() {
        return BidTrend.RISING;
    }
}
