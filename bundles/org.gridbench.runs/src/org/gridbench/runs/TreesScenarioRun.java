package org.gridbench.runs;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.gridbench.kernel.Simulation;
import org.gridbench.model.scenario.Family;
import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreeScenario;
import org.gridbench.trees.heuristic.TreeHeuristicInstance;
import org.gridbench.trees.lp.SteadyState;
import org.gridbench.trees.sim.DemandDrivenSimulation;
import org.gridbench.trees.sim.TreesObserver;
import org.gridbench.trees.sim.ThroughputMeasurement;
import org.gridbench.trees.sim.TreeSimResult;
import org.gridbench.trees.sim.TreeSimRun;
import org.gridbench.trees.sim.TreeSnapshot;

/**
 * A trees scenario (Beaumont et al.): the demand-driven protocol under one heuristic beside the LP optimum; a decision
 * is a scheduler's choice (Figure 1 lines 5-7): a task computed locally or sent to a child.
 */
public final class TreesScenarioRun extends BreakableRun implements TreesObserver {

    /** The seed tree-sim and run use: the protocol draws nothing at random. */
    static final long SEED = 1;

    private final TreeScenario scenario;
    private final SteadyState lp;
    private final TreeSimRun run;

    TreesScenarioRun(TreeScenario scenario, String name, TreeHeuristicInstance heuristic, SteadyState lp) {
        super(name, heuristic.id());
        this.scenario = scenario;
        this.lp = lp;
        run = new TreeSimRun(scenario.platform(), scenario.applications(), heuristic,
                DemandDrivenSimulation.DEFAULT_TASKS, DemandDrivenSimulation.DEFAULT_BUFFER, SEED, this);
    }

    public TreeScenario scenario() {
        return scenario;
    }

    /** The LP's optimum (linear program 3): alpha(k) per application, alpha_u(k) per node. */
    public SteadyState lp() {
        return lp;
    }

    @Override
    public Family family() {
        return Family.TREES;
    }

    @Override
    public Simulation simulation() {
        return run.simulation();
    }

    @Override
    public double end() {
        return Double.POSITIVE_INFINITY;
    }

    /** 1/64 time unit, finer than the examples' shortest transfer (0.05), doubled every {@link #SAMPLES_PER_STEP} samples. */
    @Override
    public double sampleStep() {
        return 1.0 / 64;
    }

    @Override
    public int samplesPerStep() {
        return SAMPLES_PER_STEP;
    }

    /** The measures of section 5.1.1 as the finished run reports them, computed on the tasks completed so far. */
    @Override
    public RunFrame frame() {
        TreeSnapshot s = run.snapshot();
        ThroughputMeasurement measured = run.measuredSoFar();
        Map<String, Double> metrics = new LinkedHashMap<>();
        int total = 0;
        for (int done : s.done()) {
            total += done;
        }
        metrics.put(TreesMetrics.TASKS_COMPUTED, (double) total);
        metrics.put(TreesMetrics.EXPERIMENTAL_FAIR_THROUGHPUT, measured.fairThroughput());
        metrics.put(TreesMetrics.LP_FAIR_THROUGHPUT, lp.fairThroughput());
        metrics.put(TreesMetrics.MAKESPAN, run.lastCompletion());
        List<BagApplication> apps = scenario.applications();
        for (int k = 0; k < apps.size(); k++) {
            metrics.put(TreesMetrics.observedRate(apps.get(k).id()), measured.rate(k));
            metrics.put(TreesMetrics.lpRate(apps.get(k).id()), lp.alpha(k));
        }
        return new RunFrame(s.time(), s.events(), decisions(), metrics, new FamilySnapshot.Trees(s));
    }

    /** Section 5.1.1's measures of the finished run, as {@code ./gridbench run} prints them. */
    public TreeSimResult result() {
        return run.result();
    }

    @Override
    public String metrics() {
        return TreeResultText.text(scenario, run.result(), lp.fairThroughput());
    }

    /** As {@code ./gridbench run --json} prints them. */
    public String json() {
        return TreeResultText.json(scenario, run.result(), lp.fairThroughput());
    }

    @Override
    public void computeStarted(double time, int node, int lane, int kind) {
        decided();
    }

    @Override
    public void transferStarted(double time, int to, int lane, int kind) {
        decided();
    }
}
