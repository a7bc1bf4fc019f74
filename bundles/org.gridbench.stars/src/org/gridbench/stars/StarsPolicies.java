package org.gridbench.stars;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.stars.availability.SampledFunction;
import org.gridbench.stars.sim.GuardedStarsPolicy;
import org.gridbench.stars.sim.StarsPolicy;

/**
 * Reads the contributions to the {@value #EXTENSION_POINT} extension point and instantiates them, each with its local
 * queues (IBP, MMP, DP and FSP come from {@code org.gridbench.stars.policies}). The command line and the workbench
 * both load STaRS policies through this class.
 *
 * @since 1.0
 */
public final class StarsPolicies {
    public static final String EXTENSION_POINT = "org.gridbench.stars.policies";
    public static final String ELEMENT = "policy";

    private StarsPolicies() {
    }

    /** The ids of every contributed STaRS policy, in registry order. */
    public static List<String> ids(IExtensionRegistry registry) {
        List<String> ids = new ArrayList<>();
        for (IConfigurationElement element : elements(registry)) {
            String id = element.getAttribute("id");
            if (id != null && !id.isBlank()) {
                ids.add(id);
            }
        }
        return ids;
    }

    /**
     * The policy contributed as {@code id}, with its default parameters, its decisions checked and timed
     * ({@link GuardedStarsPolicy}).
     *
     * @throws IllegalArgumentException naming the installed ids when no plug-in contributes {@code id}
     * @throws IllegalStateException when the contribution's class cannot be loaded or is not a StarsPolicy
     */
    public static StarsPolicy<?> create(IExtensionRegistry registry, String id) {
        for (IConfigurationElement element : elements(registry)) {
            if (id.equals(element.getAttribute("id"))) {
                return instantiate(element, id);
            }
        }
        List<String> known = ids(registry);
        throw new IllegalArgumentException("unknown policy '" + id + "'; "
                + (known.isEmpty() ? "no STaRS policy is installed" : "installed: " + String.join(", ", known)));
    }

    private static List<IConfigurationElement> elements(IExtensionRegistry registry) {
        if (registry == null) {
            return List.of();
        }
        return List.of(registry.getConfigurationElementsFor(EXTENSION_POINT)).stream()
                .filter(e -> ELEMENT.equals(e.getName())).toList();
    }

    private static StarsPolicy<?> instantiate(IConfigurationElement element, String id) {
        String plugin = element.getContributor().getName();
        Object policy;
        try {
            policy = element.createExecutableExtension("class");
        } catch (CoreException e) {
            throw new IllegalStateException("STaRS policy " + id + " of plug-in " + plugin + ": " + e.getMessage(), e);
        }
        if (!(policy instanceof StarsPolicy<?> stars)) {
            throw new IllegalStateException("STaRS policy " + id + " of plug-in " + plugin + ": class "
                    + element.getAttribute("class") + " does not implement " + StarsPolicy.class.getName());
        }
        return guarded(stars, plugin);
    }

    private static <F extends SampledFunction<F>> StarsPolicy<F> guarded(StarsPolicy<F> policy, String plugin) {
        return GuardedStarsPolicy.of(policy, plugin);
    }
}
