package org.gridbench.market;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.market.policy.BidOrder;
import org.gridbench.market.policy.BiddingPolicy;
import org.gridbench.market.policy.BiddingPolicyInstance;

/**
 * Reads the contributions to the {@value #EXTENSION_POINT} extension point and instantiates them. The command line
 * and the workbench both load policies through this class.
 *
 * @since 1.0
 */
public final class BiddingPolicies {
    public static final String EXTENSION_POINT = "org.gridbench.market.biddingPolicies";
    public static final String ELEMENT = "policy";

    private BiddingPolicies() {
    }

    /** Every contributed policy, in registry order; a broken contribution fails the whole call. */
    public static List<BiddingPolicyInstance> createAll(IExtensionRegistry registry) {
        List<BiddingPolicyInstance> all = new ArrayList<>();
        for (IConfigurationElement element : registry.getConfigurationElementsFor(EXTENSION_POINT)) {
            if (ELEMENT.equals(element.getName())) {
                all.add(create(element));
            }
        }
        return all;
    }

    /** @throws BiddingPolicyException when no plug-in contributes {@code id} or its contribution cannot be loaded */
    public static BiddingPolicyInstance create(IExtensionRegistry registry, String id) {
        for (IConfigurationElement element : registry.getConfigurationElementsFor(EXTENSION_POINT)) {
            if (ELEMENT.equals(element.getName()) && id.equals(element.getAttribute("id"))) {
                return create(element);
            }
        }
        throw new BiddingPolicyException(id, "no plug-in contributes it to " + EXTENSION_POINT);
    }

    private static BiddingPolicyInstance create(IConfigurationElement element) {
        String plugin = element.getContributor().getName();
        String id = element.getAttribute("id");
        if (id == null || id.isBlank()) {
            throw new BiddingPolicyException("(no id)", "a <policy> of plug-in " + plugin + " has no id");
        }
        String name = element.getAttribute("name");
        String description = element.getAttribute("description");
        BidOrder order;
        Object policy;
        try {
            order = BidOrder.fromAttribute(element.getAttribute("wins"));
            policy = element.createExecutableExtension("class");
        } catch (IllegalArgumentException | CoreException e) {
            throw new BiddingPolicyException(id, plugin, e.getMessage(), e);
        }
        if (!(policy instanceof BiddingPolicy bidding)) {
            throw new BiddingPolicyException(id, plugin, "class " + element.getAttribute("class")
                    + " does not implement " + BiddingPolicy.class.getName(), null);
        }
        return new BiddingPolicyInstance(id, name == null ? id : name, description == null ? "" : description,
                order, bidding, plugin);
    }
}
