package org.gridbench.market.policies;

import org.gridbench.market.policy.BidContext;
import org.gridbench.market.policy.BidTrend;
import org.gridbench.market.policy.BiddingPolicy;
import org.gridbench.market.policy.BiddingTask;

/**
 * PVDSQ (section IV, after Aldarmi and Burns): PVDSQ(T) = Value(J, PSLR(T)) / T_succ_sum^2, the largest bid first.
 * The paper writes PVD(T)^2, but bids are never negative and squaring keeps their order, so that literal square
 * ranks every task as PVD does. Dividing by the squared remaining work is the reading that gives the "better
 * separation" the paper attributes to squaring the density: it favours small remaining work more strongly.
 */
public final class ProjectedValueDensitySquared implements BiddingPolicy {

    @Override
    public double bid(BiddingTask task, BidContext market) {
        return ProjectedValue.value(task, market) / (task.succSum() * task.succSum());
    }

    // The projected value never rises with the tick (see PV), and the squared work is fixed.
    @Override
    public BidTrend trend() {
        return BidTrend.FALLING;
    }
}
