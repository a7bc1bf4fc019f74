package org.gridbench.market.internal;

import java.util.SplittableRandom;

import org.gridbench.market.policy.BidContext;

/** The market as bidders see it during one auction. */
final class MarketContext implements BidContext {
    private final SplittableRandom random;
    private long now;
    private double maxQueuedCriticalPath;

    MarketContext(SplittableRandom random) {
        this.random = random;
    }

    void open(long tick, double largestQueuedCriticalPath) {
        now = tick;
        maxQueuedCriticalPath = largestQueuedCriticalPath;
    }

    @Override
    public long now() {
        return now;
    }

    @Override
    public double maxQueuedCriticalPath() {
        return maxQueuedCriticalPath;
    }

    @Override
    public SplittableRandom random() {
        return random;
    }
}
