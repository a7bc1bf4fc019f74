package org.gridbench.model.scenario;

import java.util.Locale;
import java.util.Optional;

/** The three families of systems Gridbench simulates, each from its own paper; a scenario belongs to one. */
public enum Family {
    /** Workflows with time-value curves sold on clusters by a market-clearing auctioneer (Burkimsher and Indrusiak). */
    MARKET,
    /** Decentralized task routing on a tree overlay with aggregated availability (Celaya's STaRS). */
    STARS,
    /** Bag-of-tasks applications on a heterogeneous tree platform (Beaumont et al.). */
    TREES;

    /** The name written in the {@code family} field of a scenario. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Family> fromId(String id) {
        for (Family family : values()) {
            if (family.id().equals(id)) {
                return Optional.of(family);
            }
        }
        return Optional.empty();
    }
}
