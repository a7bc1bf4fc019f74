package org.gridbench.market.tests;

import static org.gridbench.market.tests.Markets.cluster;
import static org.gridbench.market.tests.Markets.job;
import static org.gridbench.market.tests.Markets.patient;
import static org.gridbench.market.tests.Markets.platform;
import static org.gridbench.market.tests.Markets.task;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.gridbench.market.MarketOptions;
import org.gridbench.market.MarketRun;
import org.gridbench.market.policy.BidOrder;
import org.gridbench.market.policy.BiddingPolicy;
import org.gridbench.market.policy.BiddingPolicyInstance;
import org.gridbench.model.workflow.Workload;
import org.junit.jupiter.api.Test;

/** The denominator of Algorithm 3's starvation term: the largest J_CP among the jobs with tasks in the queue. */
class QueueCriticalPathTest {

    // The recording policy keeps the default trend, ANY, so every queued task bids at every auction.
    // Tick 0: a (J_CP 10) is queued. Tick 1: a runs, so only J2 (J_CP 4) is queued; b needs 2 cores, 1 is free.
    // Tick 10: a ends and b bids again, still the only one queued.
    @Test
    void onlyJobsWithQueuedTasksCount() {
        Map<Long, Double> seen = new TreeMap<>();
        BiddingPolicy recording = (task, market) -> {
            seen.put(market.now(), market.maxQueuedCriticalPath());
            return market.projectedSlrBid(task);
        };
        MarketRun.run(platform(0, cluster("C1", 2, "K")),
                new Workload(List.of(job("J1", 0, patient(), task("a", 10, 1, "K")),
                        job("J2", 1, patient(), task("b", 4, 2, "K")))),
                new BiddingPolicyInstance("recording", "Recording", "", BidOrder.HIGHEST_WINS, recording),
                MarketOptions.defaults(), Markets.SEED);
        assertEquals(Map.of(0L, 10.0, 1L, 4.0, 10L, 4.0), seen);
    }

}
