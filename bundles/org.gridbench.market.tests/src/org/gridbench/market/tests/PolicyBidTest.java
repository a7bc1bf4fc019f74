package org.gridbench.market.tests;

import static org.gridbench.market.tests.Markets.job;
import static org.gridbench.market.tests.Markets.task;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.market.graph.JobGraph;
import org.gridbench.market.policies.BuiltInPolicies;
import org.gridbench.market.policy.BidContext;
import org.gridbench.market.policy.BidOrder;
import org.gridbench.market.policy.BidTrend;
import org.gridbench.market.policy.BiddingPolicyInstance;
import org.gridbench.market.policy.BiddingTask;
import org.gridbench.model.workflow.ValueCurve;
import org.gridbench.model.workflow.ValueCurve.Point;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * Every built-in policy's bid on a hand-built job arriving at tick 100: X (10 ticks x 2 cores) then Y (10 x 3),
 * value curve (2,50) (4,10) (6,0). T_R(X) = 20, T_R(Y) = 10, J_CP = 20, T_succ_sum(X) = 20 + 30 = 50,
 * T_succ_sum(Y) = 30. At tick 139 the projected SLR of section III-D is PSLR(X) = (20 + 139 - 100) / 20 = 2.95
 * and PSLR(Y) = (10 + 139 - 100) / 20 = 2.45; the P-SLR policy's Algorithm 3, with the queue's largest J_CP 40
 * (floor(39 / 40) = 0), bids (20 + 139 + 1 - 100) / 20 = 3 and (10 + 139 + 1 - 100) / 20 = 2.5.
 */
class PolicyBidTest {
    private static final ValueCurve CURVE = new ValueCurve(50, 2, 6, List.of(new Point(4, 10)));
    private static final List<BiddingTask> TASKS = BiddingTask.forJob(
            new JobGraph(job("J", 100, CURVE, task("X", 10, 2, "K"), task("Y", 10, 3, "K", 0))), 0, 0);
    private static final BiddingTask X = TASKS.get(0);
    private static final BiddingTask Y = TASKS.get(1);
    private static final BidContext AT_139 = BidContext.of(139, 40, new SplittableRandom(5));

    @Test
    void theHandBuiltJobHasTheRanksAboveSoTheBidsBelowFollow() {
        assertEquals(20, X.upwardRank());
        assertEquals(10, Y.upwardRank());
        assertEquals(20, X.criticalPath());
        assertEquals(50, X.succSum());
        assertEquals(30, Y.succSum());
        assertEquals(2.95, AT_139.projectedSlr(X), 1e-12);
        assertEquals(2.45, AT_139.projectedSlr(Y), 1e-12);
        assertEquals(3, AT_139.projectedSlrBid(X), 1e-12);
        assertEquals(2.5, AT_139.projectedSlrBid(Y), 1e-12);
    }

    // EDF: 100 + D_final x J_CP = 100 + 6 x 20 = 220; EDF-initial: 100 + 2 x 20 = 140.
    // Value(s) = 50 - 20 (s - 2) on [2, 4]: Value(2.95) = 31, Value(2.45) = 41. PVD = 31 / 50, 41 / 30;
    // PVDSQ = 31 / 50^2 = 0.0124, 41 / 30^2 = 0.04556.
    // PVR(X) = (31 + 10) / 2 x 1.05 + (10 + 0) / 2 x 2 = 31.525, PVR(Y) = (41 + 10) / 2 x 1.55 + 10 = 49.525.
    @ParameterizedTest(name = "{0}: X bids {1}, Y bids {2}")
    @CsvSource({
        "FIFO,  100,  100",
        "SRTF,  20,   10",
        "LRTF,  20,   10",
        "EDF,   220,  220",
        "EDF-initial, 140, 140",
        "P-SLR, 3,    2.5",
        "PV,    31,     41",
        "PVD,   0.62,   1.3666666666666667",
        "PVDSQ, 0.0124, 0.04555555555555556",
        "PVR,   31.525, 49.525"})
    void bidOnTheHandBuiltJob(String id, double bidOfX, double bidOfY) {
        BiddingPolicyInstance policy = BuiltInPolicies.byId(id);
        assertEquals(bidOfX, policy.policy().bid(X, AT_139), 1e-12);
        assertEquals(bidOfY, policy.policy().bid(Y, AT_139), 1e-12);
    }

    // Z, arriving at 139: one task of 10 ticks x 1 core, vMax 5, so at PSLR 1 it bids PVD = 5 / 10 = 0.5, below X's
    // 0.62, but PVDSQ = 5 / 10^2 = 0.05, above X's 0.0124: dividing by the squared work changes the order, where
    // squaring PVD (0.25 against 0.3844) could not.
    @Test
    void pvdsqRanksSmallRemainingWorkHigherThanPvdDoes() {
        BiddingTask z = BiddingTask.forJob(new JobGraph(job("Z", 139, new ValueCurve(5, 2, 6, List.of()),
                task("Z1", 10, 1, "K"))), 1, 0).get(0);
        double pvdX = BuiltInPolicies.byId("PVD").policy().bid(X, AT_139);
        double pvdZ = BuiltInPolicies.byId("PVD").policy().bid(z, AT_139);
        assertEquals(0.5, pvdZ, 1e-12);
        assertTrue(pvdZ < pvdX);
        double pvdsqX = BuiltInPolicies.byId("PVDSQ").policy().bid(X, AT_139);
        double pvdsqZ = BuiltInPolicies.byId("PVDSQ").policy().bid(z, AT_139);
        assertEquals(0.05, pvdsqZ, 1e-12);
        assertTrue(pvdsqZ > pvdsqX);
        assertTrue(pvdZ * pvdZ < pvdX * pvdX, "the literal square keeps PVD's order");
    }

    // With the queue's largest J_CP at 20, floor(39 / 20)^2 = 1 lifts the P-SLR bid of X to 4; PV and PVR use the
    // projected SLR of section III-D, which has no starvation term, so they still bid 31 and 31.525.
    @Test
    void theStarvationTermOfAlgorithm3RaisesOnlyThePslrBid() {
        BidContext shortQueue = BidContext.of(139, 20, null);
        assertEquals(4, BuiltInPolicies.byId("P-SLR").policy().bid(X, shortQueue), 1e-12);
        assertEquals(31, BuiltInPolicies.byId("PV").policy().bid(X, shortQueue), 1e-12);
        assertEquals(31.525, BuiltInPolicies.byId("PVR").policy().bid(X, shortQueue), 1e-12);
    }

    // Waited 125 ticks: PSLR(X) = (20 + 125) / 20 = 7.25, past D_final = 6, so PV and PVR bid 0; the P-SLR bid is
    // (20 + 125 + 1) / 20 + floor(125 / 40)^2 = 7.3 + 9.
    @Test
    void pastTheFinalDeadlineTheValueBidsAreZero() {
        BidContext late = BidContext.of(225, 40, null);
        assertEquals(7.25, late.projectedSlr(X), 1e-12);
        assertEquals(16.3, late.projectedSlrBid(X), 1e-12);
        assertEquals(0, BuiltInPolicies.byId("PV").policy().bid(X, late));
        assertEquals(0, BuiltInPolicies.byId("PVR").policy().bid(X, late));
    }

    // The extra tick of Algorithm 3: at the arrival tick itself, PSLR(Y) = (10 + 0 + 1) / 20.
    @Test
    void theProjectedSlrAddsOneTick() {
        assertEquals(0.55, BidContext.of(100, 20, null).projectedSlrBid(Y), 1e-12);
        assertEquals(0.5, BidContext.of(100, 20, null).projectedSlr(Y), 1e-12);
    }

    @Test
    void randomBidsAreTheDrawsOfTheContextStream() {
        SplittableRandom expected = new SplittableRandom(5);
        BidContext context = BidContext.of(139, 40, new SplittableRandom(5));
        double first = BuiltInPolicies.byId("Random").policy().bid(X, context);
        double second = BuiltInPolicies.byId("Random").policy().bid(X, context);
        assertEquals(expected.nextDouble(), first);
        assertEquals(expected.nextDouble(), second);
        assertNotEquals(first, second);
    }

    @ParameterizedTest(name = "{0} wins {1}, trend {2}")
    @CsvSource({
        "Random, HIGHEST_WINS, ANY",
        "FIFO,   LOWEST_WINS,  CONSTANT",
        "SRTF,   LOWEST_WINS,  CONSTANT",
        "LRTF,   HIGHEST_WINS, CONSTANT",
        "P-SLR,  HIGHEST_WINS, RISING",
        "PV,     HIGHEST_WINS, FALLING",
        "PVD,    HIGHEST_WINS, FALLING",
        "PVDSQ,  HIGHEST_WINS, FALLING",
        "EDF,    LOWEST_WINS,  CONSTANT",
        "EDF-initial, LOWEST_WINS, CONSTANT",
        "PVR,    LOWEST_WINS,  FALLING"})
    void orderAndTrendOfEachPolicy(String id, BidOrder order, BidTrend trend) {
        BiddingPolicyInstance policy = BuiltInPolicies.byId(id);
        assertEquals(order, policy.order());
        assertEquals(trend, policy.policy().trend());
    }

    // The declared trend must hold tick after tick, across the starvation term's jumps and past D_final.
    @ParameterizedTest
    @CsvSource({"FIFO", "SRTF", "LRTF", "EDF", "EDF-initial", "P-SLR", "PV", "PVD", "PVDSQ", "PVR"})
    void bidsMoveWithTheTickAsDeclared(String id) {
        BiddingPolicyInstance policy = BuiltInPolicies.byId(id);
        for (BiddingTask task : TASKS) {
            double previous = policy.policy().bid(task, BidContext.of(100, 15, null));
            for (long tick = 101; tick <= 400; tick++) {
                double bid = policy.policy().bid(task, BidContext.of(tick, 15, null));
                switch (policy.policy().trend()) {
                    case CONSTANT -> assertEquals(previous, bid, id + " at " + tick);
                    case RISING -> assertTrue(bid >= previous, id + " at " + tick);
                    case FALLING -> assertTrue(bid <= previous, id + " at " + tick);
                    case ANY -> throw new AssertionError(id + " declares no trend");
                }
                previous = bid;
            }
        }
    }
}
