package org.gridbench.market.internal;

import java.util.Arrays;

import org.gridbench.kernel.DecisionGuard;
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
    private final String plugin;
    private final DecisionGuard guard = DecisionGuard.standard();
    private final BiddingPolicy policy;
    private final boolean lowestWins;
    private final TaskTable tasks;
    /** Each task's latest bid and the tick it was for, kept only while a view observes the run; NaN before any. */
    private double[] latestBid;
    private long[] latestTick;

    PolicyBids(BiddingPolicyInstance instance, TaskTable tasks) {
        this.id = instance.id();
        this.plugin = instance.plugin();
        this.policy = instance.policy();
        this.lowestWins = instance.order() == BidOrder.LOWEST_WINS;
        this.tasks = tasks;
    }

    /** Keeps each task's latest bid from now on, for views; the run does not change. */
    void observe() {
        if (latestBid == null) {
            latestBid = new double[tasks.taskCount];
            latestTick = new long[tasks.taskCount];
            Arrays.fill(latestBid, Double.NaN);
        }
    }

    /** The latest bid of {@code task}, NaN when it has not bid or nothing observes. */
    double latestBid(int task) {
        return latestBid == null ? Double.NaN : latestBid[task];
    }

    /** The tick the latest bid of {@code task} was for. */
    long latestTick(int task) {
        return latestTick == null ? -1 : latestTick[task];
    }

    /** The key a bid sorts by: the smallest key wins. */
    double keyOf(double bid) {
        return lowestWins ? bid : -bid;
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
        guard.begin();
        try {
            bid = policy.bid(bidder, context);
        } catch (RuntimeException e) {
            String overrun = guard.end();
            throw new PolicyException(id, plugin, "the bid of " + tasks.describe(task) + " for tick "
                    + context.now() + (overrun != null ? ": " + overrun + ", then threw " : " threw ") + e, e);
        }
        String overrun = guard.end();
        if (overrun != null) {
            throw new PolicyException(id, plugin, "the bid of " + tasks.describe(task) + " for tick "
                    + context.now() + ": " + overrun, null);
        }
        if (!Double.isFinite(bid)) {
            throw new PolicyException(id, plugin, "bid " + bid + " for " + tasks.describe(task) + " at tick "
                    + context.now() + "; bids must be finite", null);
        }
        if (latestBid != null) {
            latestBid[task] = bid;
            latestTick[task] = context.now();
        }
        return keyOf(bid);
    }
}
