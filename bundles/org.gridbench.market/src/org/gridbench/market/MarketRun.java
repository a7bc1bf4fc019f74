package org.gridbench.market;

import org.gridbench.kernel.RunState;
import org.gridbench.kernel.Simulation;
import org.gridbench.kernel.SimulationException;
import org.gridbench.market.internal.MarketSimulation;
import org.gridbench.market.policy.BiddingPolicyInstance;
import org.gridbench.model.platform.ClusterPlatform;
import org.gridbench.model.workflow.Workload;

/**
 * One run of the market model (Burkimsher and Indrusiak): a workload of workflow jobs sold on a cluster platform by
 * a market-clearing auctioneer under one bidding policy. The same inputs and seed give the same result, bit for
 * bit. Drive it with {@link #runToEnd()}, or step, pause and cancel it through {@link #simulation()}.
 *
 * @since 1.0
 */
public final class MarketRun {
    private final MarketSimulation market;

    /**
     * @throws IllegalArgumentException when a task names a kind no cluster has, needs more cores than every cluster
     *         of its kind, or its job's dependencies are not a DAG
     */
    public MarketRun(ClusterPlatform platform, Workload workload, BiddingPolicyInstance policy, MarketOptions options,
            long seed) {
        market = new MarketSimulation(platform, workload, policy, options, seed);
    }

    /** Runs a whole workload and returns its metrics. */
    public static MarketResult run(ClusterPlatform platform, Workload workload, BiddingPolicyInstance policy,
            MarketOptions options, long seed) {
        return new MarketRun(platform, workload, policy, options, seed).runToEnd();
    }

    /** The kernel simulation underneath: its clock, run control and snapshot hook. */
    public Simulation simulation() {
        return market.simulation();
    }

    /** Tells {@code observer} of every placement and starvation from now on; null stops telling. */
    public void setObserver(MarketObserver observer) {
        market.setObserver(observer);
    }

    public int jobCount() {
        return market.jobCount();
    }

    /** Jobs that have completed or starved so far; read it from a snapshot hook while the run goes on. */
    public int jobsSettled() {
        return market.jobsSettled();
    }

    /** A copy of the run's state for live views; call it from a snapshot hook or while the run is paused. */
    public MarketSnapshot snapshot() {
        return market.snapshot();
    }

    /**
     * Runs until no event is left and returns the metrics.
     *
     * @throws BiddingPolicyException when the policy throws or bids NaN or an infinity
     * @throws IllegalStateException when the run was cancelled
     */
    public MarketResult runToEnd() {
        try {
            market.simulation().runUntil(Double.POSITIVE_INFINITY);
        } catch (SimulationException e) {
            if (e.getCause() instanceof BiddingPolicyException policyFailure) {
                throw policyFailure;
            }
            throw e;
        }
        return result();
    }

    /**
     * Section V's metrics on what has happened so far (value of the completed jobs over every job's V_max, mean SLR of
     * the completed jobs, utilisation up to the last completion), for live views; once the run has finished, exactly
     * {@link #result()}.
     */
    public MarketResult resultSoFar() {
        return market.result();
    }

    /** @throws IllegalStateException until the simulation has finished */
    public MarketResult result() {
        RunState state = market.simulation().state();
        if (state != RunState.FINISHED) {
            throw new IllegalStateException("the market run has not finished: " + state);
        }
        return market.result();
    }
}
