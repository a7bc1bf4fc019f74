package org.gridbench.trees.sim;

import java.util.Arrays;
import java.util.List;

import org.gridbench.kernel.DecisionGuard;
import org.gridbench.kernel.RunState;
import org.gridbench.kernel.Simulation;
import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.heuristic.HeuristicException;
import org.gridbench.trees.heuristic.HeuristicPlan;
import org.gridbench.trees.heuristic.TreeHeuristicInstance;

/**
 * One demand-driven run of Beaumont et al. (section 4, Figure 1), set up and ready: drive its {@link #simulation()}
 * in one call or step by step, read {@link #snapshot()} on the way and {@link #result()} at the end; the events do
 * not depend on how it is driven.
 *
 * @since 1.0
 */
public final class TreeSimRun {

    private final List<BagApplication> applications;
    private final String heuristicId;
    private final String plugin;
    private final HeuristicPlan plan;
    private final Simulation sim;
    private final Run run;

    /** A run under the default network reading, {@link TreeNetwork#DEFAULT}. */
    public TreeSimRun(TreePlatform platform, List<BagApplication> applications, TreeHeuristicInstance heuristic,
            int tasksPerApplication, int buffer, long seed, TreesObserver observer) {
        this(platform, applications, heuristic, tasksPerApplication, buffer, seed, observer, TreeNetwork.DEFAULT);
    }

    /**
     * The heuristic plans with {@code network.planned(platform)}, the simulation charges {@code
     * network.simulated(platform)}.
     *
     * @throws HeuristicException when the heuristic cannot plan the platform
     */
    public TreeSimRun(TreePlatform platform, List<BagApplication> applications, TreeHeuristicInstance heuristic,
            int tasksPerApplication, int buffer, long seed, TreesObserver observer, TreeNetwork network) {
        if (applications.isEmpty() || tasksPerApplication < 1 || buffer < 1) {
            throw new IllegalArgumentException("needs an application, tasks per application >= 1 and buffer >= 1");
        }
        this.applications = List.copyOf(applications);
        heuristicId = heuristic.id();
        plugin = heuristic.plugin();
        DecisionGuard guard = DecisionGuard.standard();
        guard.begin();
        try {
            plan = heuristic.heuristic().plan(network.planned(platform), this.applications, tasksPerApplication);
        } catch (RuntimeException e) {
            String overrun = guard.end();
            throw new HeuristicException(heuristicId, plugin, "planning failed: "
                    + (overrun != null ? overrun + ", then " : "") + e, e);
        }
        String overrun = guard.end();
        if (overrun != null) {
            throw new HeuristicException(heuristicId, plugin, "planning: " + overrun, null);
        }
        sim = new Simulation(seed);
        run = new Run(sim, network.simulated(platform), this.applications, heuristic, plan, buffer, observer, guard);
        run.start();
    }

    public Simulation simulation() {
        return sim;
    }

    public String heuristicId() {
        return heuristicId;
    }

    /** The state for views; on the simulation's thread or while no run is active. */
    public TreeSnapshot snapshot() {
        return run.snapshot();
    }

    /** Section 5.1.1's measure on the tasks completed so far: at the end, the rates {@link #result()} reports. */
    public ThroughputMeasurement measuredSoFar() {
        return ThroughputMeasurement.soFar(run.log.times(), run.log.totals(), weights(), ThroughputMeasurement.EPSILON,
                sim.now());
    }

    /** When the last task completed so far (the makespan once the run has ended). */
    public double lastCompletion() {
        return run.log.lastCompletion();
    }

    private double[] weights() {
        return applications.stream().mapToDouble(BagApplication::weight).toArray();
    }

    /**
     * Section 5.1.1's measures once no event is left.
     *
     * @throws HeuristicException when tasks are left that no request will ever reach
     * @throws IllegalStateException while events are left
     */
    public TreeSimResult result() {
        if (sim.state() != RunState.FINISHED) {
            throw new IllegalStateException("the tree run has not finished: " + sim.state());
        }
        if (run.log.tasksDone() < run.log.tasksTotal()) {
            throw new HeuristicException(heuristicId, "stalled at time " + sim.now() + " with "
                    + run.log.tasksDone() + " of " + run.log.tasksTotal() + " tasks computed", null);
        }
        double[][] times = run.log.times();
        ThroughputMeasurement measured = new ThroughputMeasurement(times, weights(), ThroughputMeasurement.EPSILON);
        return new TreeSimResult(heuristicId, measured.fairThroughput(), plan.theoreticalFairThroughput(),
                Arrays.stream(measured.rates()).boxed().toList(), measured.horizon(), run.log.lastCompletion(),
                run.log.tasksDone(), sim.eventsProcessed());
    }
}
