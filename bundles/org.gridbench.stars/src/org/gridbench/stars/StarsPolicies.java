package org.gridbench.stars;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.stars.availability.SampledFunction;
import org.gridbench.stars.sim.GuardedStarsPolicy;
import org.gridbench.stars.sim.StarsPolicy;
import org.gridbench.stars.wdp.WorkflowPolicy;

/**
 * Reads the contributions to the {@value #EXTENSION_POINT} extension point and instantiates them: task policies, each
 * with its local queues (IBP, MMP, DP and FSP), and workflow policies with their own engine (WDP), all five from
 * {@code org.gridbench.stars.policies}. The command line and the workbench both load STaRS policies through this
 * class.
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
     * The task policy contributed as {@code id}, with its default parameters, its decisions checked and timed
     * ({@link GuardedStarsPolicy}).
     *
     * @throws IllegalArgumentException naming the installed ids when no plug-in contributes {@code id}, or when
     *         {@code id} is a workflow policy, which has its own engine
     * @throws IllegalStateException when the contribution's class cannot be loaded or is not a StarsPolicy
     */
    public static StarsPolicy<?> create(IExtensionRegistry registry, String id) {
        IConfigurationElement element = contribution(registry, id).orElseThrow(() -> {
            List<String> known = ids(registry);
            return new IllegalArgumentException("unknown policy '" + id + "'; "
                    + (known.isEmpty() ? "no STaRS policy is installed" : "installed: " + String.join(", ", known)));
        });
        Object policy = instantiate(element, id);
        if (policy instanceof WorkflowPolicy) {
            throw new IllegalArgumentException("'" + id + "' is a workflow policy with its own engine (chapter 6): "
                    + "./gridbench stars --policy " + id + " runs it");
        }
        if (!(policy instanceof StarsPolicy<?> stars)) {
            throw new IllegalStateException("STaRS policy " + id + " of plug-in " + plugin(element) + ": class "
                    + element.getAttribute("class") + " does not implement " + StarsPolicy.class.getName());
        }
        return guarded(stars, plugin(element));
    }

    /**
     * The workflow policy contributed as {@code id} (WDP, chapter 6), empty when {@code id} names a task policy or
     * nothing.
     *
     * @throws IllegalStateException when the contribution's class cannot be loaded
     */
    public static Optional<WorkflowPolicy> workflow(IExtensionRegistry registry, String id) {
        return contribution(registry, id).map(element -> instantiate(element, id))
                .filter(WorkflowPolicy.class::isInstance).map(WorkflowPolicy.class::cast);
    }

    private static Optional<IConfigurationElement> contribution(IExtensionRegistry registry, String id) {
        return elements(registry).stream().filter(e -> id.equals(e.getAttribute("id"))).findFirst();
    }

    private static List<IConfigurationElement> elements(IExtensionRegistry registry) {
        if (registry == null) {
            return List.of();
        }
        return List.of(registry.getConfigurationElementsFor(EXTENSION_POINT)).stream()
                .filter(e -> ELEMENT.equals(e.getName())).toList();
    }

    private static String plugin(IConfigurationElement element) {
        return element.getContributor().getName();
    }

    private static Object instantiate(IConfigurationElement element, String id) {
        try {
            return element.createExecutableExtension("class");
        } catch (CoreException e) {
            throw new IllegalStateException("STaRS policy " + id + " of plug-in " + plugin(element) + ": "
                    + e.getMessage(), e);
        }
    }

    private static <F extends SampledFunction<F>> StarsPolicy<F> guarded(StarsPolicy<F> policy, String plugin) {
        return GuardedStarsPolicy.of(policy, plugin);
    }
}
