package org.gridbench.market;

/**
 * Told of the auctioneer's decisions as they happen, on the thread running the simulation. For event logs and
 * tests; live views should copy state from a snapshot hook instead.
 *
 * @since 1.0
 */
public interface MarketObserver {

    /** Listens to nothing. */
    MarketObserver NONE = new MarketObserver() {
    };

    default void placed(Placement placement) {
    }

    /** Job {@code jobId} passed its final deadline unfinished at {@code tick}. */
    default void starved(long tick, String jobId) {
    }
}
