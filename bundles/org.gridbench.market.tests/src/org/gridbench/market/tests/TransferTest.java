package org.gridbench.market.tests;

import static org.gridbench.market.tests.Markets.cluster;
import static org.gridbench.market.tests.Markets.job;
import static org.gridbench.market.tests.Markets.patient;
import static org.gridbench.market.tests.Markets.placements;
import static org.gridbench.market.tests.Markets.platform;
import static org.gridbench.market.tests.Markets.run;
import static org.gridbench.market.tests.Markets.task;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.gridbench.market.JobOutcome;
import org.gridbench.market.MarketOptions;
import org.gridbench.market.MarketRun;
import org.gridbench.market.MarketSnapshot;
import org.gridbench.market.Placement;
import org.gridbench.market.policies.BuiltInPolicies;
import org.gridbench.model.platform.ClusterPlatform;
import org.gridbench.model.workflow.Job;
import org.gridbench.model.workflow.Workload;
import org.junit.jupiter.api.Test;

/** Data between clusters (section III-B): a task's output takes exec x CCR ticks, rounded up, through the router. */
class TransferTest {

    private static ClusterPlatform twoKinds(double ccr) {
        return platform(ccr, cluster("C1", 4, "Kind1"), cluster("C2", 4, "Kind2"));
    }

    // a ends at 4; its output needs 4 x 0.5 = 2 ticks to reach Kind2, so b is ready, and bids, at 6.
    // J_CP = 4 + 2 + 2 = 8, so the job's SLR is 8 / 8.
    @Test
    void aTaskOfAnotherKindBecomesReadyWhenItsInputArrives() {
        Job job = job("J1", 0, patient(), task("a", 4, 1, "Kind1"), task("b", 2, 1, "Kind2", 0));
        assertEquals(List.of(
                new Placement(0, "J1", "a", "C1", 0, 4),
                new Placement(6, "J1", "b", "C2", 6, 8)),
                placements(twoKinds(0.5), "FIFO", false, job));
        JobOutcome outcome = run(twoKinds(0.5), "FIFO", job).jobs().get(0);
        assertEquals(8, outcome.criticalPath());
        assertEquals(1, outcome.slr());
    }

    // Section III-D's projected SLR of the same job while a's output crosses the router: b cannot start before 6, so
    // the job still ends at 6 + 2 = 8, an SLR of 8 / 8 = 1 at ticks 3, 5 and 6 (now + T_R(b) = 5 + 2 gave 7 / 8, an SLR
    // below 1, which the value curve view drew left of its axis).
    @Test
    void theProjectedSlrCountsTheTransferStillUnderWay() {
        Job job = job("J1", 0, patient(), task("a", 4, 1, "Kind1"), task("b", 2, 1, "Kind2", 0));
        MarketRun run = new MarketRun(twoKinds(0.5), new Workload(List.of(job)), BuiltInPolicies.byId("FIFO"),
                MarketOptions.defaults(), Markets.SEED);
        for (long tick : new long[] { 3, 5, 6 }) {
            run.simulation().runUntil(tick);
            assertEquals(1.0, run.snapshot().projectedSlr()[0], "tick " + tick);
        }
        run.simulation().runUntil(7);
        assertEquals(MarketSnapshot.TaskState.PLACED, run.snapshot().state(1));
    }

    // 5 x 0.3 = 1.5 ticks of transfer become 2: b is ready at 7 and ends at 9; J_CP keeps the exact 5 + 1.5 + 2.
    @Test
    void transfersAreRoundedUpToWholeTicks() {
        Job job = job("J1", 0, patient(), task("a", 5, 1, "Kind1"), task("b", 2, 1, "Kind2", 0));
        assertEquals(new Placement(7, "J1", "b", "C2", 7, 9), placements(twoKinds(0.3), "FIFO", false, job).get(1));
        assertEquals(9 / 8.5, run(twoKinds(0.3), "FIFO", job).jobs().get(0).slr(), 1e-12);
    }

    // 50 x 1.1 is 55.00000000000001 in floating point; the transfer is still 55 ticks, not 56.
    @Test
    void aWholeNumberOfTicksIsNotRoundedUpByFloatingPointError() {
        Job job = job("J1", 0, patient(), task("a", 50, 1, "Kind1"), task("b", 1, 1, "Kind2", 0));
        assertEquals(new Placement(105, "J1", "b", "C2", 105, 106), placements(twoKinds(1.1), "FIFO", false, job).get(1));
    }

    // a goes to C1 and b to C2 (tie, then the emptier). At 4, c goes to C1 (2 v 2, platform order) and holds its
    // cores at once, but b's output needs 4 x 0.5 = 2 ticks from C2: c starts at 6. d, arriving at 5, finds C1
    // held and goes to C2.
    @Test
    void sameKindInputFromAnotherClusterDelaysTheStartButTheCoresAreHeldFromPlacement() {
        ClusterPlatform oneKind = platform(0.5, cluster("C1", 2, "K"), cluster("C2", 2, "K"));
        assertEquals(List.of(
                new Placement(0, "J1", "a", "C1", 0, 4),
                new Placement(0, "J1", "b", "C2", 0, 4),
                new Placement(4, "J1", "c", "C1", 6, 8),
                new Placement(5, "J2", "d", "C2", 5, 6)),
                placements(oneKind, "FIFO", false,
                        job("J1", 0, patient(), task("a", 4, 2, "K"), task("b", 4, 2, "K"), task("c", 2, 2, "K", 0, 1)),
                        job("J2", 5, patient(), task("d", 1, 2, "K"))));
    }
}
