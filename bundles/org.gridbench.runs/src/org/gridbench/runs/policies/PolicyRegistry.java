package org.gridbench.runs.policies;

import java.util.List;
import java.util.Optional;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.model.scenario.Family;

/**
 * The one policy registry of the three families: every contribution to their extension points, read once, each as a
 * {@link PolicyDescriptor} whose class is loaded only by its {@code create()}. The command line and the workbench
 * find and create policies through it.
 */
public final class PolicyRegistry {

    private final PolicyCatalog catalog;
    private final List<PolicyDescriptor> descriptors;

    private PolicyRegistry(IExtensionRegistry registry) {
        this.catalog = PolicyCatalog.read(registry);
        this.descriptors = catalog.contributions().stream().map(c -> descriptor(c, registry)).toList();
    }

    public static PolicyRegistry of(IExtensionRegistry registry) {
        return new PolicyRegistry(registry);
    }

    /** What the registry declares, with the problems of malformed contributions. */
    public PolicyCatalog catalog() {
        return catalog;
    }

    /** The ids of the installed policies of {@code family}, in catalog order. */
    public List<String> ids(Family family) {
        return catalog.contributions().stream().filter(c -> c.family() == family).map(PolicyContribution::id)
                .toList();
    }

    /** The descriptor of the installed policy {@code id} of the family {@code kind} describes, if there is one. */
    public <D extends PolicyDescriptor> Optional<D> find(Class<D> kind, String id) {
        return descriptors.stream().filter(kind::isInstance).map(kind::cast)
                .filter(d -> d.contribution().id().equals(id)).findFirst();
    }

    private static PolicyDescriptor descriptor(PolicyContribution contribution, IExtensionRegistry registry) {
        return switch (contribution.family()) {
        case MARKET -> new PolicyDescriptor.Market(contribution, registry);
        case STARS -> new PolicyDescriptor.Stars(contribution, registry);
        case TREES -> new PolicyDescriptor.Trees(contribution, registry);
        };
    }
}
