package org.gridbench.market.policies;

import org.gridbench.market.policy.BidContext;
import org.gridbench.market.policy.BidTrend;
import org.gridbench.market.policy.BiddingPolicy;
import org.gridbench.market.policy.BiddingTask;

/**
 * EDF on the initial deadline (policy id EDF-initial): J_arrive + D_initial x J_CP, the tick at which the job's value
 * starts to fall, the earliest first. The paper does not say which deadline its EDF uses; this is the other reading.
 */
public final class EarliestInitialDeadlineFirst implements BiddingPolicy {

    @Override
    public double bid(BiddingTask task, BidContext market) {
        return task.arrival() + task.valueCurve().dInitial() * task.criticalPath();
    }

    @Override
    public BidTrend trend() {
        return BidTrend.CONSTANT;
    }
}
