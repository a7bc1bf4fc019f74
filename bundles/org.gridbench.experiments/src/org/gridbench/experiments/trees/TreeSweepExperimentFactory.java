package org.gridbench.experiments.trees;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.sweeps.SweepExperiment;
import org.gridbench.sweeps.SweepExperimentFactory;

/** Contributes the trees paper's experiment to {@code org.gridbench.sweeps.experiments}. */
public final class TreeSweepExperimentFactory implements SweepExperimentFactory {

    @Override
    public SweepExperiment create(IExtensionRegistry registry) {
        return new TreeSweepExperiment(registry);
    }
}
