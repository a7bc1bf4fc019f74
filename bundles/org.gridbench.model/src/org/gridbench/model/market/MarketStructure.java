package org.gridbench.model.market;

import java.util.Optional;

/** How the auctioneer sells the clusters (scenario field {@code options.market}). */
public enum MarketStructure {
    /**
     * One ordering over all kinds, the paper's literal reading (section III-C): the whole market stops at the first
     * task that does not fit the emptiest cluster of its kind.
     */
    SINGLE("single"),
    /** Each kind clears on its own, so a full Kind1 market does not block Kind2: the default. */
    PER_KIND("per-kind");

    private final String id;

    MarketStructure(String id) {
        this.id = id;
    }

    /** The name written in the scenario. */
    public String id() {
        return id;
    }

    public static Optional<MarketStructure> fromId(String id) {
        for (MarketStructure market : values()) {
            if (market.id.equals(id)) {
                return Optional.of(market);
            }
        }
        return Optional.empty();
    }
}
