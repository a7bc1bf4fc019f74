package org.gridbench.market.policy;

/**
 * Which bids win the auction: each policy of section IV names one (P-SLR, PV, PVD, PVDSQ the highest; FIFO, SRTF,
 * PVR the lowest).
 *
 * @since 1.0
 */
public enum BidOrder {
    HIGHEST_WINS("highest"),
    LOWEST_WINS("lowest");

    private final String attribute;

    BidOrder(String attribute) {
        this.attribute = attribute;
    }

    /** The value of the {@code wins} attribute in {@code org.gridbench.market.biddingPolicies}. */
    public String attribute() {
        return attribute;
    }

    /** @throws IllegalArgumentException when {@code attribute} is neither "highest" nor "lowest" */
    public static BidOrder fromAttribute(String attribute) {
        for (BidOrder order : values()) {
            if (order.attribute.equals(attribute)) {
                return order;
            }
        }
        throw new IllegalArgumentException("wins must be \"highest\" or \"lowest\", found \"" + attribute + "\"");
    }
}
