package org.gridbench.market.tests;

import org.gridbench.market.policy.BidContext;
import org.gridbench.market.policy.BidTrend;
import org.gridbench.market.policy.BiddingPolicy;
import org.gridbench.market.policy.BiddingTask;

/** A third-party policy as the schema's example writes it: the parent job's V_max, highest first. */
public final class MaxValue implements BiddingPolicy {

    @Override
    public double bid(BiddingTask task, BidContext market) {
        return task.valueCurve().vMax();
    }

    @Override
    public BidTrend trend() {
        return BidTrend.CONSTANT;
    }
}
