package org.gridbench.market.policies;

import org.gridbench.market.policy.BidContext;
import org.gridbench.market.policy.BidTrend;
import org.gridbench.market.policy.BiddingPolicy;
import org.gridbench.market.policy.BiddingTask;

/**
 * PVR (Algorithm 4): the area under the job's value curve from the task's projected SLR (section III-D, as
 * Algorithm 4 writes it: no extra tick, no starvation term) to D_final, the smallest bid first.
 */
public final class ProjectedValueRemaining implements BiddingPolicy {

    @Override
    public double bid(BiddingTask task, BidContext market) {
        return task.valueCurve().areaFrom(market.projectedSlr(task));
    }

    // The projected SLR only grows with the tick, and the area from a later SLR is never larger.
    @Override
    public BidTrend trend() {
        return BidTrend.FALLING;
    }
}
