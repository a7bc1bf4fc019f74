package org.gridbench.market.policies;

import org.gridbench.market.policy.BidContext;
import org.gridbench.market.policy.BidTrend;
import org.gridbench.market.policy.BiddingPolicy;
import org.gridbench.market.policy.BiddingTask;

/**
 * EDF (named in section VI, not defined there): the tick at which the job's value starts to fall,
 * J_arrive + D_initial x J_CP, the earliest first.
 */
public final class EarliestDeadlineFirst implements BiddingPolicy {

    @Override
    public double bid(BiddingTask task, BidContext market) {
        return task.arrival() + task.valueCurve().dInitial() * task.criticalPath();
    }

    @Override
    public BidTrend trend() {
        return BidTrend.CONSTANT;
    }
}
