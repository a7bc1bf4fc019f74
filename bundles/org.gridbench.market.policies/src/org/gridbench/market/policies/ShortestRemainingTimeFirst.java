package org.gridbench.market.policies;

import org.gridbench.market.policy.BidContext;
import org.gridbench.market.policy.BidTrend;
import org.gridbench.market.policy.BiddingPolicy;
import org.gridbench.market.policy.BiddingTask;

/** SRTF (section IV): the upward rank T_R, the smallest bid first. */
public final class ShortestRemainingTimeFirst implements BiddingPolicy {

    @Override
    public double bid(BiddingTask task, BidContext market) {
        return task.upwardRank();
    }

    @Override
    public BidTrend trend() {
        return BidTrend.CONSTANT;
    }
}
