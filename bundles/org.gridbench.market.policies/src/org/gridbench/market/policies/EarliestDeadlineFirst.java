package org.gridbench.market.policies;

import org.gridbench.market.policy.BidContext;
import org.gridbench.market.policy.BidTrend;
import org.gridbench.market.policy.BiddingPolicy;
import org.gridbench.market.policy.BiddingTask;

/**
 * EDF (named in section VI, not defined there) on the final deadline: J_arrive + D_final x J_CP, the tick after which
 * the job starves (section V), the earliest first. Section VI's account, second in value up to 110 % load and then
 * a cascade of lateness, fits this reading; {@link EarliestInitialDeadlineFirst} is the other one.
 */
public final class EarliestDeadlineFirst implements BiddingPolicy {

    @Override
    public double bid(BiddingTask task, BidContext market) {
        return task.arrival() + task.valueCurve().dFinal() * task.criticalPath();
    }

    @Override
    public BidTrend trend() {
        return BidTrend.CONSTANT;
    }
}
