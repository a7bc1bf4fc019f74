package org.gridbench.market.internal;

import java.util.function.IntPredicate;

/** For constant bids: each task bids once, on entry, into a heap. */
final class StaticQueue implements KindQueue {
    private final BidHeap heap = new BidHeap();
    private final PolicyBids bids;
    private final MarketContext context;
    private final IntPredicate queued;

    StaticQueue(PolicyBids bids, MarketContext context, IntPredicate queued) {
        this.bids = bids;
        this.context = context;
        this.queued = queued;
    }

    @Override
    public void add(int task) {
        heap.push(task, bids.key(task, context));
    }

    @Override
    public boolean isEmpty() {
        return heap.isEmpty();
    }

    @Override
    public void open() {
    }

    @Override
    public int top() {
        heap.dropDeadTop(queued);
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
