package org.example.gridbench.policies.market;

import org.gridbench.market.policy.BidContext;
import org.gridbench.market.policy.BidTrend;
import org.gridbench.market.policy.BiddingPolicy;
import org.gridbench.market.policy.BiddingTask;

/**
 * PVD cubed, the power after PVDSQ (Burkimsher and Indrusiak, section IV): PVDCU(T) = PVD(T)^3, the largest bid
 * first. Cubing keeps the order of the densities, so the schedule is PVD's; only the bids themselves differ.
 */
public final class ProjectedValueDensityCubed implements BiddingPolicy {

    // PVDCU(T) = (Value(J, PSLR(T)) / T_succ_sum)^3
    @Override
    public double bid(BiddingTask task, BidContext market) {
        double density = task.valueCurve().value(market.projectedSlr(task)) / task.succSum();
        return density * density * density;
    }

    // PSLR(T) only grows with the tick, the value curve never rises, and x^3 is increasing: the bid never rises.
    @Override
    public BidTrend trend() {
        return BidTrend.FALLING;
    }
}
