package org.gridbench.market.tests;

import static org.gridbench.market.tests.Markets.cluster;
import static org.gridbench.market.tests.Markets.job;
import static org.gridbench.market.tests.Markets.platform;
import static org.gridbench.market.tests.Markets.task;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.market.JobOutcome;
import org.gridbench.market.MarketObserver;
import org.gridbench.market.MarketOptions;
import org.gridbench.market.MarketResult;
import org.gridbench.market.MarketRun;
import org.gridbench.market.Placement;
import org.gridbench.market.SizeBand;
import org.gridbench.market.policies.BuiltInPolicies;
import org.gridbench.model.platform.ClusterPlatform;
import org.gridbench.model.workflow.Job;
import org.gridbench.model.workflow.ValueCurve;
import org.gridbench.model.workflow.Workload;
import org.junit.jupiter.api.Test;

/**
 * Starvation (section V) and the run's metrics, on one 4-core cluster under FIFO:
 * <ul>
 * <li>J1 at 0: a (10 ticks x 4 cores); J_CP 10, curve V_max 40 falling from SLR 1 to 2. a runs [0, 10): SLR 1,
 * value 40.</li>
 * <li>J2 at 1: b (8 x 2) then c (2 x 2); J_CP 10, D_final 1.5, so it starves at tick 1 + 15 = 16. b runs [10, 18)
 * and keeps its cores to the end; c never starts.</li>
 * <li>J3 at 2: d (3 x 4); J_CP 3, curve V_max 12 falling from SLR 1 to 10. At 10 it does not fit beside b, so it
 * runs [18, 21): SLR 19/3, value 12 x (10 - 19/3) / 9 = 44/9.</li>
 * </ul>
 */
class StarvationTest {
    static final ClusterPlatform ONE_CLUSTER = platform(0, cluster("C1", 4, "K"));
    static final Job J1 = job("J1", 0, new ValueCurve(40, 1, 2, List.of()), task("a", 10, 4, "K"));
    static final Job J2 = job("J2", 1, new ValueCurve(6, 1, 1.5, List.of()), task("b", 8, 2, "K"),
            task("c", 2, 2, "K", 0));
    static final Job J3 = job("J3", 2, new ValueCurve(12, 1, 10, List.of()), task("d", 3, 4, "K"));

    private final List<String> log = new ArrayList<>();

    private MarketResult run(Job... jobs) {
        return run(ONE_CLUSTER, jobs);
    }

    private MarketResult run(ClusterPlatform platform, Job... jobs) {
        MarketRun run = new MarketRun(platform, new Workload(List.of(jobs)), BuiltInPolicies.byId("FIFO"),
                MarketOptions.defaults(), Markets.SEED);
        run.setObserver(new MarketObserver() {
            @Override
            public void placed(Placement p) {
                log.add(p.tick() + " place " + p.taskId() + " [" + p.start() + ", " + p.finish() + ")");
            }

            @Override
            public void starved(long tick, String jobId) {
                log.add(tick + " starve " + jobId);
            }
        });
        return run.runToEnd();
    }

    /**
     * The run ends at its last event that does something: J2's deadline (16) starves it, d ends at 21, and J3's deadline
     * (2 + 10 x 3 = 32), which it met, is cancelled when it finishes, so the clock stops at 21, not 32.
     */
    @Test
    void theRunEndsAtTheLastCompletionNotAtTheDeadlineOfAJobThatFinishedInTime() {
        MarketRun run = new MarketRun(ONE_CLUSTER, new Workload(List.of(J1, J2, J3)), BuiltInPolicies.byId("FIFO"),
                MarketOptions.defaults(), Markets.SEED);
        assertEquals(21, run.runToEnd().makespan());
        assertEquals(21.0, run.simulation().now());
    }

    @Test
    void aStarvedJobLosesItsWaitingTasksButItsRunningTaskKeepsItsCores() {
        MarketResult result = run(J1, J2, J3);
        assertEquals(List.of("0 place a [0, 10)", "10 place b [10, 18)", "16 starve J2", "18 place d [18, 21)"), log);
        assertEquals(List.of(
                new JobOutcome("J1", 0, 10, 40, 10, 1, 40, 0),
                new JobOutcome("J2", 1, 10, 6, -1, Double.NaN, 0, 1)),
                result.jobs().subList(0, 2));
        JobOutcome j3 = result.jobs().get(2);
        assertEquals(21, j3.finish());
        assertEquals(19.0 / 3, j3.slr(), 1e-12);
        assertEquals(44.0 / 9, j3.value(), 1e-12);
        assertTrue(result.jobs().get(1).starved());
    }

    // Earned 40 + 44/9 of 40 + 6 + 12; one job of three and one task (c) of four starved; mean SLR (1 + 19/3) / 2;
    // work 40 + 16 + 4 + 12 = 72, of which c's 4 never ran; 68 core-ticks on 4 cores over 21 ticks.
    @Test
    void theMetricsOfTheRun() {
        MarketResult result = run(J1, J2, J3);
        assertEquals("FIFO", result.policyId());
        assertEquals(40 + 44.0 / 9, result.earnedValue(), 1e-12);
        assertEquals(58, result.maximumValue());
        assertEquals((40 + 44.0 / 9) / 58, result.proportionOfMaximumValue(), 1e-12);
        assertEquals(1.0 / 3, result.fractionJobsStarved(), 1e-12);
        assertEquals(0.25, result.fractionTasksStarved());
        assertEquals(11.0 / 3, result.meanSlr(), 1e-12);
        assertEquals(72, result.totalWork());
        assertEquals(68, result.executedWork());
        assertEquals(21, result.makespan());
        assertEquals(68.0 / 84, result.utilisation(), 1e-12);
    }

    // J3 (J_CP 3) in [2, 4); J1 and J2 (J_CP 10) in [8, 16), where only J1 completed; [4, 8) is empty.
    @Test
    void slrBySizeBandsTheCriticalPathByPowersOfTwo() {
        List<SizeBand> bands = run(J1, J2, J3).slrBySize();
        assertEquals(3, bands.size());
        assertEquals(new SizeBand(2, 4, 1, 1, 19.0 / 3), bands.get(0));
        assertEquals(new SizeBand(4, 8, 0, 0, Double.NaN), bands.get(1));
        assertEquals(new SizeBand(8, 16, 2, 1, 1), bands.get(2));
    }

    // Each job has J_CP 5 and D_final 2: deadline tick 10. b finishes exactly at 10 (SLR 2 = D_final): it earns
    // Value(2) = 0 but is not starved. c is still queued at 10 and starves before it can start.
    @Test
    void finishingExactlyAtTheFinalDeadlineEarnsNothingButIsNotStarvation() {
        ValueCurve curve = new ValueCurve(5, 1, 2, List.of());
        MarketResult result = run(platform(0, cluster("C1", 1, "K")),
                job("J1", 0, curve, task("a", 5, 1, "K")),
                job("J2", 0, curve, task("b", 5, 1, "K")),
                job("J3", 0, curve, task("c", 5, 1, "K")));
        assertEquals(List.of("0 place a [0, 5)", "5 place b [5, 10)", "10 starve J3"), log);
        JobOutcome j2 = result.jobs().get(1);
        assertFalse(j2.starved());
        assertEquals(10, j2.finish());
        assertEquals(2, j2.slr());
        assertEquals(0, j2.value());
        assertTrue(result.jobs().get(2).starved());
        assertEquals(1, result.jobs().get(2).tasksStarved());
        assertEquals(10, result.makespan());
    }
}
