package org.gridbench.experiments.policies;

import org.gridbench.model.scenario.Family;

/** The policy extension points of the three families, and the element name each one contributes. */
public enum PolicyExtensionPoint {
    BIDDING_POLICIES(Family.MARKET, "org.gridbench.market.biddingPolicies", "policy"),
    ROUTING_POLICIES(Family.STARS, "org.gridbench.stars.policies", "policy"),
    TREE_HEURISTICS(Family.TREES, "org.gridbench.trees.heuristics", "heuristic");

    private final Family family;
    private final String id;
    private final String element;

    PolicyExtensionPoint(Family family, String id, String element) {
        this.family = family;
        this.id = id;
        this.element = element;
    }

    public Family family() {
        return family;
    }

    public String id() {
        return id;
    }

    public String element() {
        return element;
    }
}
