package org.gridbench.runs;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.sweeps.SweepExperiment;
import org.gridbench.sweeps.SweepExperimentFactory;

/** Contributes runs of a base scenario to {@code org.gridbench.sweeps.experiments}. */
public final class ScenarioSweepExperimentFactory implements SweepExperimentFactory {

    @Override
    public SweepExperiment create(IExtensionRegistry registry) {
        return new ScenarioSweepExperiment(registry);
    }
}
