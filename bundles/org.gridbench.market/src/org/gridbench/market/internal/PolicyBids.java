package org.gridbench.market.internal;

import org.gridbench.market.PolicyException;
import org.gridbench.market.policy.BidContext;
import org.gridbench.market.policy.BidOrder;
import org.gridbench.market.policy.BidTrend;
import org.gridbench.market.policy.BiddingPolicy;
import org.gridbench.market.policy.BiddingPolicyInstance;
import org.gridbench.market.policy.BiddingTask;

/**
 * Asks the policy for bids and turns each into a key, the smallest key winning: the bid itself when the lowest bid
 * wins, its negation when the highest does. Refuses bids that are not finite.
 */
final class PolicyBids {
    private final String id;
    private final BiddingPolicy policy;
    private final boolean lowestWins;
    private final TaskTable tasks;

    PolicyBids(BiddingPolicyInstance instance, TaskTable tasks) {
        this.id = instance.id();
        this.policy = instance.policy();
        this.lowestWins = instance.order() == BidOrder.LOWEST_WINS;
        this.tasks = tasks;
    }

    BidTrend trend() {
        return policy.trend();
    }

    /** Whether keys only fall as the tick grows (the bids move towards winning), given a declared trend. */
    boolean keysFall() {
        return policy.trend() == (lowestWins ? BidTrend.FALLING : BidTrend.RISING);
    }

    /** The bid behind a key. */
    double bid(double key) {
        return lowestWins ? key : -key;
    }

    double key(int task, BidContext context) {
        BiddingTask bidder = tasks.bidders[task];
        double bid;
        try {
            bid = policy.bid(bidder, context);
        } catch (RuntimeException e) {
            throw new PolicyException(id, "the bid of " + tasks.describe(task) + " for tick " + context.now()
                    + " threw " + e, e);
        }
        if (!Double.isFinite(bid)) {
            throw new PolicyException(id, "bid " + bid + " for " + tasks.describe(task) + " at tick "
                    + context.now() + "; bids must be finite");
        }
        return lowestWins ? bid : -bid;
    }
}
