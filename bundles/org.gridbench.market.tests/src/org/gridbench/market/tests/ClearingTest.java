package org.gridbench.market.tests;

import static org.gridbench.market.tests.Markets.cluster;
import static org.gridbench.market.tests.Markets.job;
import static org.gridbench.market.tests.Markets.patient;
import static org.gridbench.market.tests.Markets.placements;
import static org.gridbench.market.tests.Markets.platform;
import static org.gridbench.market.tests.Markets.task;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.gridbench.market.Placement;
import org.gridbench.model.platform.ClusterPlatform;
import org.junit.jupiter.api.Test;

/** The clearing rules of section III-C, on scenarios whose placements were worked out by hand. */
class ClearingTest {

    // FIFO ties at one job go by task index: a to C1 (10 v 10, platform order), b to C2 (10 v 4), c to C1 (4 v 4).
    @Test
    void theWinnerGoesToTheClusterOfItsKindWithTheMostFreeCores() {
        ClusterPlatform twoClusters = platform(0, cluster("C1", 10, "K"), cluster("C2", 10, "K"));
        assertEquals(List.of(
                new Placement(0, "J1", "a", "C1", 0, 5),
                new Placement(0, "J1", "b", "C2", 0, 5),
                new Placement(0, "J1", "c", "C1", 0, 5)),
                placements(twoClusters, "FIFO", false,
                        job("J1", 0, patient(), task("a", 5, 6, "K"), task("b", 5, 6, "K"), task("c", 5, 3, "K"))));
    }

    // SRTF ranks y (T_R 2) over w (T_R 3). At tick 1, y needs 5 of the 2 free cores: the market stops, and w,
    // which would fit, waits (no backfilling) until x finishes at 10.
    @Test
    void theMarketStopsAtTheFirstWinnerThatDoesNotFit() {
        assertEquals(List.of(
                new Placement(0, "J1", "x", "C1", 0, 10),
                new Placement(10, "J2", "y", "C1", 10, 12),
                new Placement(10, "J2", "w", "C1", 10, 13)),
                placements(platform(0, cluster("C1", 10, "K")), "SRTF", false,
                        job("J1", 0, patient(), task("x", 10, 8, "K")),
                        job("J2", 1, patient(), task("y", 2, 5, "K"), task("w", 3, 1, "K"))));
    }

    // FIFO ranks q (job arrived at 1) over r (arrived at 2). Per kind, Kind2 clears at tick 2 although q waits for
    // Kind1 cores; in the single market, q not fitting stops everything until p finishes at 10.
    @Test
    void kindsClearOnTheirOwnUnlessTheMarketIsSingle() {
        ClusterPlatform kinds = platform(0, cluster("C1", 4, "Kind1"), cluster("C2", 4, "Kind2"));
        var p = job("J1", 0, patient(), task("p", 10, 4, "Kind1"));
        var q = job("J2", 1, patient(), task("q", 5, 4, "Kind1"));
        var r = job("J3", 2, patient(), task("r", 5, 2, "Kind2"));
        assertEquals(List.of(
                new Placement(0, "J1", "p", "C1", 0, 10),
                new Placement(2, "J3", "r", "C2", 2, 7),
                new Placement(10, "J2", "q", "C1", 10, 15)),
                placements(kinds, "FIFO", false, p, q, r));
        assertEquals(List.of(
                new Placement(0, "J1", "p", "C1", 0, 10),
                new Placement(10, "J2", "q", "C1", 10, 15),
                new Placement(10, "J3", "r", "C2", 10, 15)),
                placements(kinds, "FIFO", true, p, q, r));
    }

    // Both jobs arrive at tick 0; one auction after both arrivals lets SRTF put b (T_R 5) before a (T_R 10).
    @Test
    void oneAuctionRunsAfterAllTheEventsOfATick() {
        assertEquals(List.of(
                new Placement(0, "J2", "b", "C1", 0, 5),
                new Placement(5, "J1", "a", "C1", 5, 15)),
                placements(platform(0, cluster("C1", 4, "K")), "SRTF", false,
                        job("J1", 0, patient(), task("a", 10, 4, "K")),
                        job("J2", 0, patient(), task("b", 5, 4, "K"))));
    }

    // At tick 5, J2's arrival (b, T_R 3, 2 cores; 2 cores free) fires before a's completion (a2, T_R 1, 4 cores).
    // Auctioning after the arrival alone would start b and leave a2 waiting; the tick's one auction starts a2.
    @Test
    void anArrivalDoesNotClearTheMarketBeforeTheCompletionsOfItsTick() {
        assertEquals(List.of(
                new Placement(0, "J1", "a", "C1", 0, 5),
                new Placement(5, "J1", "a2", "C1", 5, 6),
                new Placement(6, "J2", "b", "C1", 6, 9)),
                placements(platform(0, cluster("C1", 4, "K")), "SRTF", false,
                        job("J1", 0, patient(), task("a", 5, 2, "K"), task("a2", 1, 4, "K", 0)),
                        job("J2", 5, patient(), task("b", 3, 2, "K"))));
    }

    // Equal bids go to the earlier job of the workload, then to the earlier task: FIFO sees J1 and J2 arrive together.
    @Test
    void equalBidsGoToTheEarlierJobThenTheEarlierTask() {
        assertEquals(List.of(
                new Placement(0, "J1", "a", "C1", 0, 1),
                new Placement(1, "J1", "b", "C1", 1, 2),
                new Placement(2, "J2", "c", "C1", 2, 3)),
                placements(platform(0, cluster("C1", 1, "K")), "FIFO", false,
                        job("J1", 0, patient(), task("a", 1, 1, "K"), task("b", 1, 1, "K")),
                        job("J2", 0, patient(), task("c", 1, 1, "K"))));
    }
}
