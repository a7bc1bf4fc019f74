package org.gridbench.trees.sim;

import java.util.Arrays;
import java.util.List;

import org.gridbench.kernel.Simulation;
import org.gridbench.kernel.SimulationException;
import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.heuristic.HeuristicException;
import org.gridbench.trees.heuristic.HeuristicPlan;
import org.gridbench.trees.heuristic.TreeHeuristicInstance;

/**
 * Runs the demand-driven protocol of Beaumont et al., section 4 (Figure 1), until every task is computed, and
 * measures it as section 5.1.1 does.
 *
 * @since 1.0
 */
public final class DemandDrivenSimulation {

    /** The size of a request message, "a few bytes" (section 5.1.4). */
    public static final double REQUEST_BYTES = 8;

    /** The buffer of section 5.2.1: room for 10 tasks. */
    public static final int DEFAULT_BUFFER = 10;

    /** Tasks per application of section 5.1.4. */
    public static final int DEFAULT_TASKS = 200;

    private DemandDrivenSimulation() {
    }

    public static TreeSimResult run(TreePlatform platform, List<BagApplication> applications,
            TreeHeuristicInstance heuristic, int tasksPerApplication, int buffer, long seed) {
        return run(platform, applications, heuristic, tasksPerApplication, buffer, seed, SimObserver.NONE);
    }

    /** @throws HeuristicException when the heuristic fails or leaves tasks that no request will ever reach */
    public static TreeSimResult run(TreePlatform platform, List<BagApplication> applications,
            TreeHeuristicInstance heuristic, int tasksPerApplication, int buffer, long seed, SimObserver observer) {
        if (applications.isEmpty() || tasksPerApplication < 1 || buffer < 1) {
            throw new IllegalArgumentException("needs an application, tasks per application >= 1 and buffer >= 1");
        }
        List<BagApplication> apps = List.copyOf(applications);
        String id = heuristic.id();
        HeuristicPlan plan;
        try {
            plan = heuristic.heuristic().plan(platform, apps, tasksPerApplication);
        } catch (RuntimeException e) {
            throw new HeuristicException(id, "planning failed: " + e, e);
        }
        Simulation sim = new Simulation(seed);
        Run run = new Run(sim, platform, apps, id, plan, buffer, observer);
        try {
            run.start();
            sim.runUntil(Double.POSITIVE_INFINITY);
        } catch (SimulationException e) {
            throw e.getCause() instanceof HeuristicException h ? h : e;
        }
        if (run.log.tasksDone() < run.log.tasksTotal()) {
            throw new HeuristicException(id, "stalled at time " + sim.now() + " with " + run.log.tasksDone() + " of "
                    + run.log.tasksTotal() + " tasks computed");
        }
        double[][] times = run.log.times();
        double[] weights = apps.stream().mapToDouble(BagApplication::weight).toArray();
        ThroughputMeasurement measured = new ThroughputMeasurement(times, weights, ThroughputMeasurement.EPSILON);
        return new TreeSimResult(id, measured.fairThroughput(), plan.theoreticalFairThroughput(),
                Arrays.stream(measured.rates()).boxed().toList(), measured.horizon(), run.log.lastCompletion(), run.log.tasksDone(),
                sim.eventsProcessed());
    }
}
