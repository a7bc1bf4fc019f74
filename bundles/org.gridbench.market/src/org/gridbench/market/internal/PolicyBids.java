package org.gridbench.market.internal;

import java.util.Arrays;

import org.gridbench.kernel.DecisionGuard;
import org.gridbench.market.BiddingPolicyException;
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
    /** Inside {@link #auction}: bids are watched together, not one by one. */
    private boolean inAuction;
    /** Whether the guard has a decision open, so that a failure ends it exactly once. */
    private boolean watching;
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

    /**
     * Runs one auction with all its bids watched as one decision: a policy that re-bids every queued task at every
     * auction (trend ANY, such as Random) must not pay a watchdog's cost per bid. Inside it a bid costs one check of
     * the thread's interrupt flag, so a bid the watchdog cuts short is still named.
     */
    void auction(long tick, Runnable auction) {
        begin();
        inAuction = true;
        try {
            auction.run();
        } catch (RuntimeException e) {
            if (watching) {
                end();
            }
            throw e;
        } finally {
            inAuction = false;
        }
        String overrun = end();
        if (overrun != null) {
            throw new BiddingPolicyException(id, plugin, "the bids of the auction at tick " + tick + ": " + overrun, null);
        }
    }

    // A bid, watched on its own outside an auction (bids asked when a task enters a queue).
    double key(int task, BidContext context) {
        if (!inAuction) {
            begin();
        }
        double bid = ask(task, context);
        String overrun = inAuction ? (Thread.currentThread().isInterrupted() ? end() : null) : end();
        if (overrun != null) {
            throw overrun(task, context, overrun);
        }
        if (inAuction && !watching) {
            begin();
        }
        if (!Double.isFinite(bid)) {
            if (watching) {
                end();
            }
            throw nonFinite(task, context, bid);
        }
        return keyOf(remember(task, context, bid));
    }

    private void begin() {
        guard.begin();
        watching = true;
    }

    private String end() {
        watching = false;
        return guard.end();
    }

    // The policy's bid; a throwing policy ends the guarded decision and the run.
    private double ask(int task, BidContext context) {
        try {
            return policy.bid(tasks.bidders[task], context);
        } catch (RuntimeException e) {
            String overrun = end();
            throw new BiddingPolicyException(id, plugin, "the bid of " + tasks.describe(task) + " for tick "
                    + context.now() + (overrun != null ? ": " + overrun + ", then threw " : " threw ") + e, e);
        }
    }

    private BiddingPolicyException overrun(int task, BidContext context, String overrun) {
        return new BiddingPolicyException(id, plugin, "the bid of " + tasks.describe(task) + " for tick " + context.now()
                + ": " + overrun, null);
    }

    private BiddingPolicyException nonFinite(int task, BidContext context, double bid) {
        return new BiddingPolicyException(id, plugin, "bid " + bid + " for " + tasks.describe(task) + " at tick "
                + context.now() + "; bids must be finite", null);
    }

    // Keeps the bid for views while observed.
    private double remember(int task, BidContext context, double bid) {
        if (latestBid != null) {
            latestBid[task] = bid;
            latestTick[task] = context.now();
        }
        return bid;
    }
}
