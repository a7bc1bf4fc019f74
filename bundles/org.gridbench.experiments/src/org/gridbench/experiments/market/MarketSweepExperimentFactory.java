package org.gridbench.experiments.market;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.sweeps.SweepExperiment;
import org.gridbench.sweeps.SweepExperimentFactory;

/** Contributes the market paper's experiment to {@code org.gridbench.sweeps.experiments}. */
public final class MarketSweepExperimentFactory implements SweepExperimentFactory {

    @Override
    public SweepExperiment create(IExtensionRegistry registry) {
        return new MarketSweepExperiment(registry);
    }
}
