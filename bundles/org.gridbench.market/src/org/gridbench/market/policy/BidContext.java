package org.gridbench.market.policy;

import java.util.SplittableRandom;

/**
 * What a task knows of the market when it bids: the current tick, the queue's largest critical path, and the
 * run's stream of random bids. The values hold for one whole auction.
 *
 * @since 1.0
 */
public interface BidContext {

    /** The current tick. */
    long now();

    /** The largest J_CP over the jobs that have a task in the queue (all kinds) when the auction opens. */
    double maxQueuedCriticalPath();

    /** The named stream {@code market.bids} of the run's seed; draw every random bid from it. */
    SplittableRandom random();

    // Section III-D: PSLR(T) = ((T_R + now) - J_arrive) / J_CP, the job's SLR if the task ran now (PV, PVD, PVR).
    default double projectedSlr(BiddingTask task) {
        return (task.upwardRank() + now() - task.arrival()) / task.criticalPath();
    }

    // Algorithm 3, the P-SLR policy's bid: ((T_R + now + 1) - J_arrive) / J_CP + floor((now - J_arrive) / max_{J in Q} J_CP)^2.
    default double projectedSlrBid(BiddingTask task) {
        long waited = now() - task.arrival();
        double starvation = Math.floor(waited / maxQueuedCriticalPath());
        return (task.upwardRank() + waited + 1) / task.criticalPath() + starvation * starvation;
    }

    /** A fixed context, for tests and for tools that compute bids outside a run. */
    static BidContext of(long now, double maxQueuedCriticalPath, SplittableRandom random) {
        record Fixed(long now, double maxQueuedCriticalPath, SplittableRandom random) implements BidContext {
        }
        return new Fixed(now, maxQueuedCriticalPath, random);
    }
}
