package org.gridbench.runs.stars;

import org.gridbench.model.stars.StarsScenario;
import org.gridbench.model.stars.StarsScenario.FailureSettings;
import org.gridbench.stars.overlay.NetworkModel;
import org.gridbench.stars.sim.CostModel;
import org.gridbench.stars.sim.Failures;
import org.gridbench.stars.sim.Mode;
import org.gridbench.stars.sim.ModelReadings;
import org.gridbench.stars.sim.StarsConfig;
import org.gridbench.stars.sim.StarsPolicy;
import org.gridbench.stars.sim.StarsSimulation;
import org.gridbench.stars.workload.NodeProperties;

/**
 * A {@link StarsScenario} under one reading of the model: the one place where a scenario file's run,
 * {@code ./gridbench stars} and {@code bench stars} turn their settings into a STaRS configuration, its failures and
 * its simulation.
 *
 * @param perMessageDelays the thesis simulator's delays, drawn for every message, rather than one per link
 * @param heartbeat seconds between heartbeats
 * @param heartbeatTimeout heartbeat periods after the last at which a node is taken for failed
 */
public record StarsSetup(StarsScenario scenario, ModelReadings readings, boolean perMessageDelays, double heartbeat,
        double heartbeatTimeout) {

    /** The scenario under the thesis simulator's readings (docs/stars-thesis-setup.md). */
    public static StarsSetup thesis(StarsScenario scenario) {
        return new StarsSetup(scenario, ModelReadings.THESIS, true, Failures.DEFAULT_HEARTBEAT,
                Failures.DEFAULT_TIMEOUT_HEARTBEATS);
    }

    // Section 8.2: the slow (10 Mbps, 50-300 ms) and fast (1 Gbps, 0.1-1 ms) link models
    public NetworkModel network() {
        boolean slow = "slow".equals(scenario.link());
        if (perMessageDelays) {
            return slow ? NetworkModel.slow() : NetworkModel.fast();
        }
        return slow ? NetworkModel.slowPerLink() : NetworkModel.fastPerLink();
    }

    public StarsConfig config() {
        return new StarsConfig(scenario.nodes(), scenario.sfMax(), Mode.valueOf(scenario.allocation().name()),
                network(), scenario.updateBandwidth(), scenario.duration(), scenario.seed(),
                StarsConfig.DEFAULT_TIMEOUT, scenario.sampleInterval(), CostModel.DEFAULT, readings);
    }

    /** Section 8.5: the scenario's churn and catastrophic failure, detected by these heartbeats. */
    public Failures failures() {
        FailureSettings f = scenario.failures();
        return new Failures(f.churnMedian(), f.failFraction(), f.failAt(), heartbeat, heartbeatTimeout);
    }

    /**
     * The simulation of {@link #config()} under {@code policy} on nodes of {@code properties}, on {@code threads}
     * threads (1 or 2).
     *
     * @throws IllegalArgumentException when the settings do not make a STaRS run
     */
    public StarsSimulation<?> simulation(StarsPolicy<?> policy, NodeProperties properties, int threads) {
        return new StarsSimulation<>(config(), policy, properties).threads(threads);
    }
}
