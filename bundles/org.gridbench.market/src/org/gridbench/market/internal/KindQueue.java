package org.gridbench.market.internal;

import java.util.function.IntPredicate;

import org.gridbench.market.policy.BidTrend;

/**
 * The queued tasks of one kind, ordered by the keys of the current auction (smaller wins, ties to the smaller
 * ordinal). Tasks of starved jobs leave lazily: {@code queued} tells which entries still count.
 */
sealed interface KindQueue permits StaticQueue, RebidQueue, BoundedQueue {

    static KindQueue create(PolicyBids bids, MarketContext context, IntPredicate queued, BidMemo memo) {
        BidTrend trend = bids.trend();
        if (trend == BidTrend.CONSTANT) {
            return new StaticQueue(bids, context, queued);
        }
        if (trend == BidTrend.ANY) {
            return new RebidQueue(bids, context, queued);
        }
        return new BoundedQueue(bids, context, queued, memo);
    }

    void add(int task);

    /** True when no entry is left, live or not. */
    boolean isEmpty();

    /** Opens an auction at the context's tick: the bids it needs are taken now or on demand. */
    void open();

    /** The winning queued task, or -1 when none is left. */
    int top();

    /** The key of {@link #top()}. */
    double topKey();

    /** Removes {@link #top()}, which the auctioneer has placed. */
    void pop();
}
