package org.gridbench.cli;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.sweeps.SweepExperiment;
import org.gridbench.sweeps.SweepExperimentFactory;

/** Contributes the {@code stars} command's runs to {@code org.gridbench.sweeps.experiments}. */
public final class StarsSweepExperimentFactory implements SweepExperimentFactory {

    @Override
    public SweepExperiment create(IExtensionRegistry registry) {
        return new StarsSweepExperiment(registry);
    }
}
