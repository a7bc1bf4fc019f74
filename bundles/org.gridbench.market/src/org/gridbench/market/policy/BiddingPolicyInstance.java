package org.gridbench.market.policy;

import java.util.Objects;

/**
 * A bidding policy ready to run: the code, what its contribution to the extension point declares, and the plug-in
 * contributing it (empty for a policy made in code, as tests do).
 *
 * @since 1.0
 */
public record BiddingPolicyInstance(String id, String name, String description, BidOrder order,
        BiddingPolicy policy, String plugin) {

    public BiddingPolicyInstance {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(order, "order");
        Objects.requireNonNull(policy, "policy");
        Objects.requireNonNull(plugin, "plugin");
    }

    /** A policy made in code rather than contributed by a plug-in. */
    public BiddingPolicyInstance(String id, String name, String description, BidOrder order, BiddingPolicy policy) {
        this(id, name, description, order, policy, "");
    }
}
