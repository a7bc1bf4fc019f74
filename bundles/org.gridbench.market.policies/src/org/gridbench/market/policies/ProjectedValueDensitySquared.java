package org.gridbench.market.policies;

import org.gridbench.market.policy.BidContext;
import org.gridbench.market.policy.BidTrend;
import org.gridbench.market.policy.BiddingPolicy;
import org.gridbench.market.policy.BiddingTask;

/** PVDSQ (section IV, after Aldarmi and Burns): PVDSQ(T) = PVD(T)^2, the largest bid first. */
public final class ProjectedValueDensitySquared implements BiddingPolicy {

    @Override
    public double bid(BiddingTask task, BidContext market) {
        double density = ProjectedValueDensity.density(task, market);
        return density * density;
    }

    // PVD never rises with the tick (see PVD), and squaring keeps the order of non-negative densities.
    @Override
    public BidTrend trend() {
        return BidTrend.FALLING;
    }
}
