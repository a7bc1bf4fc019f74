package org.gridbench.market.internal;

import java.util.function.IntPredicate;

/**
 * For bids that move one way with the tick (a declared RISING or FALLING trend): a heap ordered by a lower bound of
 * each task's key, so that an auction asks for exact bids only until no remaining bound can beat the best exact key.
 *
 * <p>When keys only rise (the bids move away from winning: PV, PVD, PVDSQ), a key computed at an earlier tick is a
 * lower bound for every later tick, and each exact key tightens it. When keys only fall (P-SLR, PVR), the key at a
 * horizon tick ahead of the clock is a lower bound until that tick; the bounds are renewed when it passes. Bounds
 * hold for one value of the queue's largest critical path, and are all renewed when it changes.
 */
final class BoundedQueue implements KindQueue {
    // Ticks a falling-key bound stays valid: longer renews less often but bounds less tightly.
    private static final long HORIZON = 64;

    private final BidHeap heap = new BidHeap();
    private final IntList unbounded = new IntList();
    private final IntList passedOver = new IntList();
    private final PolicyBids bids;
    private final MarketContext context;
    private final MarketContext ahead = new MarketContext(null);
    private final IntPredicate queued;
    private final BidMemo memo;
    private final boolean keysFall;
    private double boundCriticalPath = Double.NaN;
    private long boundsValidUntil = -1;
    private int held = -1;

    BoundedQueue(PolicyBids bids, MarketContext context, IntPredicate queued, BidMemo memo) {
        this.bids = bids;
        this.context = context;
        this.queued = queued;
        this.memo = memo;
        this.keysFall = bids.keysFall();
    }

    @Override
    public void add(int task) {
        unbounded.add(task);
    }

    @Override
    public boolean isEmpty() {
        return heap.isEmpty() && unbounded.size() == 0 && held < 0;
    }

    @Override
    public void open() {
        if (held >= 0) {
            heap.push(held, memo.bound[held]);
            held = -1;
        }
        long now = context.now();
        double criticalPath = context.maxQueuedCriticalPath();
        if (criticalPath != boundCriticalPath || now > boundsValidUntil) {
            boundCriticalPath = criticalPath;
            boundsValidUntil = keysFall ? now + HORIZON : Long.MAX_VALUE;
            ahead.open(keysFall ? boundsValidUntil : now, criticalPath);
            for (int i = 0; i < unbounded.size(); i++) {
                heap.append(unbounded.get(i));
            }
            heap.rekey(queued, task -> memo.bound[task] = bids.key(task, ahead));
        } else {
            ahead.open(keysFall ? boundsValidUntil : now, criticalPath);
            for (int i = 0; i < unbounded.size(); i++) {
                int task = unbounded.get(i);
                memo.bound[task] = bids.key(task, ahead);
                heap.push(task, memo.bound[task]);
            }
        }
        unbounded.clear();
    }

    // Exact keys in order of bound, until the next bound (with its ordinal) cannot beat the best exact key.
    @Override
    public int top() {
        if (held >= 0) {
            return held;
        }
        int best = -1;
        double bestKey = 0;
        passedOver.clear();
        while (!heap.isEmpty()) {
            int task = heap.peek();
            if (!queued.test(task)) {
                heap.pop();
                continue;
            }
            double bound = heap.peekKey();
            if (best >= 0 && (bound > bestKey || bound == bestKey && task > best)) {
                break;
            }
            heap.pop();
            double key = exactKey(task);
            if (best < 0 || key < bestKey || key == bestKey && task < best) {
                if (best >= 0) {
                    passedOver.add(best);
                }
                best = task;
                bestKey = key;
            } else {
                passedOver.add(task);
            }
        }
        for (int i = 0; i < passedOver.size(); i++) {
            int task = passedOver.get(i);
            heap.push(task, memo.bound[task]);
        }
        held = best;
        return held;
    }

    @Override
    public double topKey() {
        return memo.exact[held];
    }

    @Override
    public void pop() {
        held = -1;
    }

    private double exactKey(int task) {
        long now = context.now();
        if (memo.exactTick[task] != now) {
            memo.exact[task] = bids.key(task, context);
            memo.exactTick[task] = now;
            if (!keysFall) {
                memo.bound[task] = memo.exact[task];
            }
        }
        return memo.exact[task];
    }
}
