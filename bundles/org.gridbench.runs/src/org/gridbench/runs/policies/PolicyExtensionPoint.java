package org.gridbench.runs.policies;

import java.util.Arrays;
import java.util.Optional;

import org.gridbench.market.policy.BiddingPolicy;
import org.gridbench.model.scenario.Family;
import org.gridbench.stars.sim.StarsPolicy;
import org.gridbench.trees.heuristic.TreeHeuristic;

/** The policy extension points of the three families, the element each one takes, and the API its classes implement. */
public enum PolicyExtensionPoint {
    BIDDING_POLICIES(Family.MARKET, "org.gridbench.market.biddingPolicies", "policy", BiddingPolicy.class),
    ROUTING_POLICIES(Family.STARS, "org.gridbench.stars.policies", "policy", StarsPolicy.class),
    TREE_HEURISTICS(Family.TREES, "org.gridbench.trees.heuristics", "heuristic", TreeHeuristic.class);

    private final Family family;
    private final String id;
    private final String element;
    private final Class<?> api;

    PolicyExtensionPoint(Family family, String id, String element, Class<?> api) {
        this.family = family;
        this.id = id;
        this.element = element;
        this.api = api;
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

    /** The interface a contribution's class must implement. */
    public Class<?> api() {
        return api;
    }

    /** The point with id {@code id}, if it is one of the three. */
    public static Optional<PolicyExtensionPoint> byId(String id) {
        return Arrays.stream(values()).filter(p -> p.id.equals(id)).findFirst();
    }
}
