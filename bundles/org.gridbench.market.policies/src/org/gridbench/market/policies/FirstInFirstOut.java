package org.gridbench.market.policies;

import org.gridbench.market.policy.BidContext;
import org.gridbench.market.policy.BidTrend;
import org.gridbench.market.policy.BiddingPolicy;
import org.gridbench.market.policy.BiddingTask;

/** FIFO (section IV, baseline): FIFO = J_arrive, the smallest bid first. */
public final class FirstInFirstOut implements BiddingPolicy {

    @Override
    public double bid(BiddingTask task, BidContext market) {
        return task.arrival();
    }

    @Override
    public BidTrend trend() {
        return BidTrend.CONSTANT;
    }
}
