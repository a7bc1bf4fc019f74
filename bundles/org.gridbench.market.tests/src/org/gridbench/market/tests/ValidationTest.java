package org.gridbench.market.tests;

import static org.gridbench.market.tests.Markets.cluster;
import static org.gridbench.market.tests.Markets.job;
import static org.gridbench.market.tests.Markets.patient;
import static org.gridbench.market.tests.Markets.platform;
import static org.gridbench.market.tests.Markets.task;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridbench.market.MarketOptions;
import org.gridbench.market.MarketResult;
import org.gridbench.market.MarketRun;
import org.gridbench.market.policies.BuiltInPolicies;
import org.gridbench.model.platform.ClusterPlatform;
import org.gridbench.model.workflow.Job;
import org.gridbench.model.workflow.Workload;
import org.junit.jupiter.api.Test;

/** A task that could never run would block its kind's market for ever (no backfilling): such workloads are refused. */
class ValidationTest {
    private static final ClusterPlatform SMALL = platform(0, cluster("C1", 4, "Kind1"), cluster("C2", 8, "Kind1"));

    private static IllegalArgumentException refused(Job job) {
        return assertThrows(IllegalArgumentException.class, () -> new MarketRun(SMALL, new Workload(List.of(job)),
                BuiltInPolicies.byId("FIFO"), MarketOptions.defaults(), 1));
    }

    @Test
    void aTaskOfAKindNoClusterHasIsRefused() {
        IllegalArgumentException e = refused(job("J1", 0, patient(), task("a", 1, 1, "Kind2")));
        assertTrue(e.getMessage().contains("job J1, task a") && e.getMessage().contains("Kind2"), e.getMessage());
    }

    @Test
    void aTaskWiderThanEveryClusterOfItsKindIsRefused() {
        IllegalArgumentException e = refused(job("J1", 0, patient(), task("a", 1, 9, "Kind1")));
        assertTrue(e.getMessage().contains("9 cores") && e.getMessage().contains("has 8"), e.getMessage());
    }

    @Test
    void anEmptyWorkloadGivesEmptyMetrics() {
        MarketResult result = MarketRun.run(SMALL, new Workload(List.of()), BuiltInPolicies.byId("PVR"),
                MarketOptions.defaults(), 1);
        assertEquals(0, result.proportionOfMaximumValue());
        assertEquals(List.of(), result.jobs());
        assertEquals(0, result.makespan());
    }
}
