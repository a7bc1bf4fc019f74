package org.gridbench.runs;

import java.util.LinkedHashMap;
import java.util.Map;

import org.gridbench.kernel.Simulation;
import org.gridbench.market.MarketObserver;
import org.gridbench.market.MarketOptions;
import org.gridbench.market.MarketResult;
import org.gridbench.market.MarketRun;
import org.gridbench.market.MarketSnapshot;
import org.gridbench.market.Placement;
import org.gridbench.market.policy.BiddingPolicyInstance;
import org.gridbench.model.market.MarketScenario;
import org.gridbench.model.market.MarketStructure;
import org.gridbench.model.scenario.Family;

/** A market scenario (Burkimsher and Indrusiak) under one bidding policy; a decision is a task placed by an auction. */
public final class MarketScenarioRun extends BreakableRun implements MarketObserver {

    private final MarketScenario scenario;
    private final MarketRun run;

    MarketScenarioRun(MarketScenario scenario, String name, BiddingPolicyInstance policy, long seed) {
        super(name, policy.id());
        this.scenario = scenario;
        run = new MarketRun(scenario.platform(), scenario.workload(), policy,
                new MarketOptions(scenario.market() == MarketStructure.SINGLE, scenario.earlyRemoval()), seed);
        run.setObserver(this);
    }

    public MarketScenario scenario() {
        return scenario;
    }

    @Override
    public Family family() {
        return Family.MARKET;
    }

    @Override
    public Simulation simulation() {
        return run.simulation();
    }

    @Override
    public double end() {
        return Double.POSITIVE_INFINITY;
    }

    /** One tick (1 min), the market clock's quantum, doubled every {@link #SAMPLES_PER_STEP} samples. */
    @Override
    public double sampleStep() {
        return 1;
    }

    @Override
    public int samplesPerStep() {
        return SAMPLES_PER_STEP;
    }

    @Override
    public RunFrame frame() {
        MarketSnapshot s = run.snapshot();
        Map<String, Double> metrics = new LinkedHashMap<>();
        metrics.put(MarketMetrics.VALUE_CAPTURED, s.valueCaptured());
        metrics.put(MarketMetrics.VALUE_OFFERED, s.valueOffered());
        metrics.put(MarketMetrics.STARVED_JOBS, (double) s.jobsStarved());
        metrics.put(MarketMetrics.COMPLETED_JOBS, (double) s.jobsCompleted());
        metrics.put(MarketMetrics.QUEUED_TASKS, (double) s.queuedTasks());
        MarketResult soFar = run.resultSoFar();
        metrics.put(MarketMetrics.VALUE_FRACTION, soFar.proportionOfMaximumValue());
        metrics.put(MarketMetrics.MEAN_SLR, soFar.meanSlr());
        metrics.put(MarketMetrics.UTILISATION, soFar.makespan() > 0 ? soFar.utilisation() : 0);
        return new RunFrame(s.tick(), s.events(), decisions(), metrics, new FamilySnapshot.Market(s));
    }

    @Override
    public String metrics() {
        return MarketResultText.table(run.result());
    }

    /** Section V's metrics of the finished run. */
    public MarketResult result() {
        return run.result();
    }

    /** The metrics and every job's outcome as JSON, as {@code ./gridbench run --json} prints them. */
    public String json() {
        return MarketResultText.json(run.result());
    }

    @Override
    public void placed(Placement placement) {
        decided();
        String starts = breakpoints().starts();
        if (!starts.isEmpty() && (starts.equals(placement.jobId()) || starts.equals(placement.taskId()))) {
            breakHere("task " + placement.taskId() + " of job " + placement.jobId() + " started");
        }
    }

    @Override
    public void starved(long tick, String jobId) {
        if (breakpoints().jobStarves()) {
            breakHere("job " + jobId + " starved at tick " + tick);
        }
    }
}
