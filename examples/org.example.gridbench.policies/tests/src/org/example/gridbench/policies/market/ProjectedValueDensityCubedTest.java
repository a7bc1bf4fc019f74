package org.example.gridbench.policies.market;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridbench.market.graph.JobGraph;
import org.gridbench.market.policy.BidContext;
import org.gridbench.market.policy.BidTrend;
import org.gridbench.market.policy.BiddingTask;
import org.gridbench.model.workflow.Job;
import org.gridbench.model.workflow.Task;
import org.gridbench.model.workflow.ValueCurve;
import org.junit.jupiter.api.Test;

/**
 * The cubed bid on a hand-built job arriving at tick 100: X (10 ticks x 2 cores) then Y (10 x 3), value curve
 * vMax 50, D_initial 2, a point (4, 10), D_final 6. T_R(X) = 20, T_R(Y) = 10, J_CP = 20, T_succ_sum(X) = 20 + 30 = 50,
 * T_succ_sum(Y) = 30.
 */
class ProjectedValueDensityCubedTest {
    private static final ValueCurve CURVE = new ValueCurve(50, 2, 6, List.of(new ValueCurve.Point(4, 10)));
    private static final List<BiddingTask> TASKS = BiddingTask.forJob(new JobGraph(new Job("J", 100,
            List.of(new Task("X", 10, 2, "K", List.of()), new Task("Y", 10, 3, "K", List.of(0))), CURVE)), 0, 0);
    private static final BiddingTask X = TASKS.get(0);
    private static final BiddingTask Y = TASKS.get(1);
    private final ProjectedValueDensityCubed policy = new ProjectedValueDensityCubed();

    // Tick 139: PSLR(X) = (20 + 39) / 20 = 2.95, Value = 50 - 20 x 0.95 = 31, PVD = 31 / 50 = 0.62, cubed 0.238328;
    // PSLR(Y) = (10 + 39) / 20 = 2.45, Value = 41, PVD = 41 / 30, cubed 68921 / 27000.
    @Test
    void onTheSlopeTheBidIsTheCubeOfTheProjectedValueDensity() {
        BidContext at139 = BidContext.of(139, 40, null);
        assertEquals(0.238328, policy.bid(X, at139), 1e-12);
        assertEquals(68921.0 / 27000, policy.bid(Y, at139), 1e-12);
    }

    // Tick 100: PSLR(X) = 1 and PSLR(Y) = 0.5 are before D_initial, so Value = vMax: (50 / 50)^3 = 1, (50 / 30)^3.
    @Test
    void beforeTheInitialDeadlineTheBidIsTheCubeOfVmaxOverTheSuccessorWork() {
        BidContext atArrival = BidContext.of(100, 20, null);
        assertEquals(1, policy.bid(X, atArrival), 1e-12);
        assertEquals(125000.0 / 27000, policy.bid(Y, atArrival), 1e-12);
    }

    // Tick 225: PSLR(X) = 7.25 is past D_final = 6, Value = 0.
    @Test
    void pastTheFinalDeadlineTheBidIsZero() {
        assertEquals(0, policy.bid(X, BidContext.of(225, 40, null)));
    }

    // The FALLING declaration lets the auctioneer skip tasks; it must hold tick by tick.
    @Test
    void theBidNeverRisesAsTheTickAdvances() {
        assertEquals(BidTrend.FALLING, policy.trend());
        double previous = Double.POSITIVE_INFINITY;
        for (long tick = 100; tick <= 240; tick++) {
            double bid = policy.bid(X, BidContext.of(tick, 20, null));
            assertTrue(bid <= previous, "tick " + tick);
            previous = bid;
        }
    }
}
