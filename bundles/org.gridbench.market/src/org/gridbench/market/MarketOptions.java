package org.gridbench.market;

/**
 * Choices the paper leaves open.
 *
 * @param singleMarket true: one ordering over all kinds, and the whole market stops at the first task that does not
 *        fit the emptiest cluster of its kind; false (the default): each kind clears on its own, so a full Kind1
 *        market does not block Kind2
 * @since 1.0
 */
public record MarketOptions(boolean singleMarket) {

    public static MarketOptions defaults() {
        return new MarketOptions(false);
    }
}
