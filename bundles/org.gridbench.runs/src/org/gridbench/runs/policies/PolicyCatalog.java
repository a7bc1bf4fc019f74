package org.gridbench.runs.policies;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExtensionRegistry;

/**
 * Every contribution to the policy extension points, read from the extension registry. The command line and the
 * Policies view both list policies through this class, so they always agree.
 */
public record PolicyCatalog(List<PolicyContribution> contributions, List<String> problems) {

    private static final Comparator<PolicyContribution> ORDER = Comparator
            .comparing((PolicyContribution c) -> c.family().ordinal()).thenComparing(PolicyContribution::id);

    public static PolicyCatalog read(IExtensionRegistry registry) {
        List<PolicyContribution> found = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        if (registry == null) {
            problems.add("no extension registry is running");
            return new PolicyCatalog(List.of(), problems);
        }
        for (PolicyExtensionPoint point : PolicyExtensionPoint.values()) {
            for (IConfigurationElement element : registry.getConfigurationElementsFor(point.id())) {
                String bundle = element.getContributor().getName();
                if (!point.element().equals(element.getName())) {
                    problems.add(bundle + ": " + point.id() + " takes <" + point.element() + "> elements, not <"
                            + element.getName() + ">");
                    continue;
                }
                String id = element.getAttribute("id");
                if (id == null || id.isBlank()) {
                    problems.add(bundle + ": a <" + point.element() + "> of " + point.id() + " has no id");
                    continue;
                }
                String name = element.getAttribute("name");
                found.add(new PolicyContribution(point.family(), id, name == null ? id : name, bundle));
            }
        }
        found.sort(ORDER);
        return new PolicyCatalog(List.copyOf(found), List.copyOf(problems));
    }
}
