package org.gridbench.market.policies;

import org.gridbench.market.policy.BidContext;
import org.gridbench.market.policy.BidTrend;
import org.gridbench.market.policy.BiddingPolicy;
import org.gridbench.market.policy.BiddingTask;

/** PVD (section IV, after Locke): PVD(T) = Value(J, PSLR(T)) / T_succ_sum, the largest bid first. */
public final class ProjectedValueDensity implements BiddingPolicy {

    @Override
    public double bid(BiddingTask task, BidContext market) {
        return density(task, market);
    }

    static double density(BiddingTask task, BidContext market) {
        return ProjectedValue.value(task, market) / task.succSum();
    }

    // The projected SLR only grows with the tick, and the value curve never rises.
    @Override
    public BidTrend trend() {
        return BidTrend.FALLING;
    }
}
