package org.gridbench.market.policies;

import org.gridbench.market.policy.BidContext;
import org.gridbench.market.policy.BidTrend;
import org.gridbench.market.policy.BiddingPolicy;
import org.gridbench.market.policy.BiddingTask;

/** PV (section IV): PV(T) = Value(J, PSLR(T)), the largest bid first. */
public final class ProjectedValue implements BiddingPolicy {

    @Override
    public double bid(BiddingTask task, BidContext market) {
        return value(task, market);
    }

    static double value(BiddingTask task, BidContext market) {
        return task.valueCurve().value(market.projectedSlr(task));
    }

    // The projected SLR only grows with the tick, and the value curve never rises.
    @Override
    public BidTrend trend() {
        return BidTrend.FALLING;
    }
}
