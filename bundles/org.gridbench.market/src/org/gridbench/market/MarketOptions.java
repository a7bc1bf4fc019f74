package org.gridbench.market;

/**
 * Choices the paper leaves open.
 *
 * @param singleMarket true: one ordering over all kinds, and the whole market stops at the first task that does not
 *        fit the emptiest cluster of its kind; false (the default): each kind clears on its own, so a full Kind1
 *        market does not block Kind2
 * @param earlyRemoval true: a job is starved as soon as one of its tasks wins an auction that can no longer end by
 *        the job's final deadline (now + T_R > J_arrive + D_final x J_CP), instead of holding cores for work that
 *        earns nothing; false (the default, the paper's section V): jobs starve at their final deadline only
 * @since 1.0
 */
public record MarketOptions(boolean singleMarket, boolean earlyRemoval) {

    /** The market structure given, without early removal. */
    public MarketOptions(boolean singleMarket) {
        this(singleMarket, false);
    }

    public static MarketOptions defaults() {
        return new MarketOptions(false, false);
    }
}
