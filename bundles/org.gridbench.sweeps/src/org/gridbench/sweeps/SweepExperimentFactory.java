package org.gridbench.sweeps;

import org.eclipse.core.runtime.IExtensionRegistry;

/**
 * What the {@code org.gridbench.sweeps.experiments} extension point instantiates: it makes the experiment with the
 * policies of the given registry, so that a worker runs the policies it has installed, as it would locally.
 *
 * @since 1.0
 */
public interface SweepExperimentFactory {

    SweepExperiment create(IExtensionRegistry registry);
}
