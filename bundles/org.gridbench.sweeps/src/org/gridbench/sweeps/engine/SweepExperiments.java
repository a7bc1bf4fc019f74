package org.gridbench.sweeps.engine;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.sweeps.SweepExperiment;
import org.gridbench.sweeps.SweepExperimentFactory;

/** The experiments contributed to {@code org.gridbench.sweeps.experiments}: the one class that reads that point. */
public final class SweepExperiments {

    public static final String POINT = "org.gridbench.sweeps.experiments";
    /** The experiment that runs a base scenario file with some of its fields changed. */
    public static final String SCENARIO = "scenario";

    private SweepExperiments() {
    }

    public static List<String> ids(IExtensionRegistry registry) {
        return elements(registry).stream().map(e -> e.getAttribute("id")).sorted().toList();
    }

    /** The experiment of that id made with the policies of {@code registry}; empty when none is contributed. */
    public static Optional<SweepExperiment> create(IExtensionRegistry registry, String id) {
        for (IConfigurationElement element : elements(registry)) {
            if (id.equals(element.getAttribute("id"))) {
                try {
                    return Optional.of(((SweepExperimentFactory) element.createExecutableExtension("class"))
                            .create(registry));
                } catch (CoreException e) {
                    throw new IllegalStateException("the sweep experiment " + id + " of "
                            + element.getContributor().getName() + " cannot be made: " + e.getMessage(), e);
                }
            }
        }
        return Optional.empty();
    }

    private static List<IConfigurationElement> elements(IExtensionRegistry registry) {
        return Arrays.stream(registry.getConfigurationElementsFor(POINT))
                .filter(e -> "experiment".equals(e.getName())).toList();
    }
}
