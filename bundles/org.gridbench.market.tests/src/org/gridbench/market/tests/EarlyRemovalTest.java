package org.gridbench.market.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.market.MarketObserver;
import org.gridbench.market.MarketOptions;
import org.gridbench.market.MarketResult;
import org.gridbench.market.MarketRun;
import org.gridbench.market.Placement;
import org.gridbench.market.policies.BuiltInPolicies;
import org.gridbench.model.workflow.Workload;
import org.junit.jupiter.api.Test;

/**
 * Early removal on the jobs of {@link StarvationTest}, one 4-core cluster under FIFO. J2 (b: 8 x 2, then c: 2 x 2,
 * T_R(b) = 10) starves at 1 + 1.5 x 10 = 16. When J1's a ends at 10, b wins the auction, but 10 + T_R(b) = 20 > 16:
 * J2 can no longer finish. By default b runs [10, 18) for nothing and J3's d waits until 18; with early removal J2
 * starves at 10 with both its tasks, and d runs [10, 13): SLR (13 - 2) / 3 = 11/3, value 12 x (10 - 11/3) / 9 = 76/9
 * instead of 44/9.
 */
class EarlyRemovalTest {
    private final List<String> log = new ArrayList<>();

    private MarketResult run(boolean earlyRemoval) {
        Workload jobs = new Workload(List.of(StarvationTest.J1, StarvationTest.J2, StarvationTest.J3));
        MarketRun run = new MarketRun(StarvationTest.ONE_CLUSTER, jobs, BuiltInPolicies.byId("FIFO"),
                new MarketOptions(false, earlyRemoval), Markets.SEED);
        run.setObserver(new MarketObserver() {
            @Override
            public void placed(Placement p) {
                log.add(p.tick() + " place " + p.taskId());
            }

            @Override
            public void starved(long tick, String jobId) {
                log.add(tick + " starve " + jobId);
            }
        });
        run.runToEnd();
        return run.result();
    }

    @Test
    void byDefaultAHopelessJobHoldsItsCoresUntilItsDeadline() {
        MarketResult result = run(false);
        assertEquals(List.of("0 place a", "10 place b", "16 starve J2", "18 place d"), log);
        assertEquals(1, result.jobs().get(1).tasksStarved());
        assertEquals(44.0 / 9, result.jobs().get(2).value(), 1e-12);
    }

    @Test
    void earlyRemovalStarvesTheJobWhenItsTaskWinsAndGivesTheCoresToTheNext() {
        MarketResult result = run(true);
        assertEquals(List.of("0 place a", "10 starve J2", "10 place d"), log);
        assertEquals(2, result.jobs().get(1).tasksStarved());
        assertEquals(-1, result.jobs().get(1).finish());
        assertEquals(13, result.jobs().get(2).finish());
        assertEquals(76.0 / 9, result.jobs().get(2).value(), 1e-12);
        assertEquals(1.0 / 3, result.fractionJobsStarved(), 1e-12);
        assertEquals(40 + 76.0 / 9, result.earnedValue(), 1e-12);
    }
}
