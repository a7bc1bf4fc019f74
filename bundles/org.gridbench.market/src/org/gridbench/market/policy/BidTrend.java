package org.gridbench.market.policy;

/**
 * How a task's bid moves as the tick advances while {@link BidContext#maxQueuedCriticalPath()} stays the same.
 * The auctioneer uses it to avoid asking every queued task for a new bid at every tick: a constant bid is asked
 * once, and a bid that moves one way only gives bounds that rule most tasks out of an auction without asking
 * them. A policy that declares anything but {@link #ANY} must compute its bid from the task and the context's tick
 * and largest critical path alone (no random draws, no state), because the auctioneer may ask for bids at ticks
 * ahead of the clock, in any order. A wrong declaration gives wrong schedules; {@link #ANY} is always correct.
 *
 * @since 1.0
 */
public enum BidTrend {
    /** The bid never changes (FIFO, SRTF, LRTF, EDF). */
    CONSTANT,
    /** The bid never falls as the tick grows (P-SLR). */
    RISING,
    /** The bid never rises as the tick grows (PV, PVD, PVDSQ, PVR). */
    FALLING,
    /** Anything else, including random bids; every queued task bids again at each auction. */
    ANY
}
