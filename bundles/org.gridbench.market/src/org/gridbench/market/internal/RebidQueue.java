package org.gridbench.market.internal;

import java.util.function.IntPredicate;

/** For bids that may change in any way: every queued task bids again when an auction opens. */
final class RebidQueue implements KindQueue {
    private final BidHeap heap = new BidHeap();
    private final PolicyBids bids;
    private final MarketContext context;
    private final IntPredicate queued;

    RebidQueue(PolicyBids bids, MarketContext context, IntPredicate queued) {
        this.bids = bids;
        this.context = context;
        this.queued = queued;
    }

    @Override
    public void add(int task) {
        heap.append(task);
    }

    @Override
    public boolean isEmpty() {
        return heap.isEmpty();
    }

    @Override
    public void open() {
        heap.rekey(queued, task -> bids.key(task, context));
    }

    @Override
    public int top() {
        return heap.peek();
    }

    @Override
    public double topKey() {
        return heap.peekKey();
    }

    @Override
    public void pop() {
        heap.pop();
    }
}
