package org.gridbench.market.policy;

import java.util.Objects;

/**
 * A bidding policy ready to run: the code and what its contribution to the extension point declares.
 *
 * @since 1.0
 */
public record BiddingPolicyInstance(String id, String name, String description, BidOrder order,
        BiddingPolicy policy) {

    public BiddingPolicyInstance {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(order, "order");
        Objects.requireNonNull(policy, "policy");
    }
}
