package org.gridbench.market.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.market.MarketOptions;
import org.gridbench.market.MarketResult;
import org.gridbench.market.MarketRun;
import org.gridbench.market.policies.BuiltInPolicies;
import org.gridbench.market.policy.BiddingPolicyInstance;
import org.gridbench.model.platform.ClusterPlatform;
import org.gridbench.model.workflow.Job;
import org.gridbench.model.workload.GeneratorSettings;
import org.gridbench.model.workload.LoadModel;
import org.gridbench.model.workload.RateProfile;
import org.gridbench.model.workload.SyntheticWorkload;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The claims of the paper's section VI that Gridbench reproduces, at reduced scale: two workloads of 1,000 jobs
 * on the paper's platform at loads 0.9 and 1.2 (full scale: docs/validation/market.md, where the claims we do not
 * reproduce are discussed). Values are means over the two workloads.
 */
class PaperOrderingsTest {
    private static final int JOBS = 1000;
    private static final int WORKLOADS = 2;
    private static final List<Double> LOADS = List.of(0.9, 1.2);
    private static final Map<String, MarketResult[]> RESULTS = new HashMap<>();

    @BeforeAll
    static void runEveryPolicy() {
        ClusterPlatform platform = ClusterPlatform.paperDefault();
        LoadModel loadModel = new LoadModel(RateProfile.weeklyCycle(), platform.totalCores());
        for (int w = 0; w < WORKLOADS; w++) {
            RandomStreams streams = new RandomStreams(2016 + w);
            List<Job> jobs = new SyntheticWorkload(GeneratorSettings.paper(), streams).jobs(JOBS);
            for (int l = 0; l < LOADS.size(); l++) {
                var workload = loadModel.atLoad(jobs, LOADS.get(l), streams);
                for (BiddingPolicyInstance policy : BuiltInPolicies.all()) {
                    RESULTS.computeIfAbsent(policy.id() + "@" + l, k -> new MarketResult[WORKLOADS])[w] = MarketRun
                            .run(platform, workload, policy, MarketOptions.defaults(), 1);
                }
            }
        }
    }

    private static double mean(String policy, int load, ToDoubleFunction<MarketResult> metric) {
        MarketResult[] runs = RESULTS.get(policy + "@" + load);
        double sum = 0;
        for (MarketResult r : runs) {
            sum += metric.applyAsDouble(r);
        }
        return sum / runs.length;
    }

    private static double value(String policy, int load) {
        return mean(policy, load, MarketResult::proportionOfMaximumValue);
    }

    private static double starvedJobs(String policy, int load) {
        return mean(policy, load, MarketResult::fractionJobsStarved);
    }

    @Test
    void lrtfEarnsLessThanRandom() {
        for (int load = 0; load < LOADS.size(); load++) {
            assertTrue(value("LRTF", load) < value("Random", load) - 0.02,
                    "LRTF " + value("LRTF", load) + " vs Random " + value("Random", load));
        }
    }

    @Test
    void fifoBeatsRandomUnderOverloadYetStaysBehindTheLeaders() {
        assertTrue(value("FIFO", 1) > value("Random", 1), value("FIFO", 1) + " vs " + value("Random", 1));
        assertTrue(starvedJobs("FIFO", 1) > starvedJobs("SRTF", 1));
    }

    @Test
    void squaringTheValueDensityKeepsItsOrderSoPvdsqSchedulesAsPvd() {
        for (int load = 0; load < LOADS.size(); load++) {
            assertEquals(value("PVD", load), value("PVDSQ", load));
            assertEquals(starvedJobs("PVD", load), starvedJobs("PVDSQ", load));
        }
    }

    @Test
    void srtfIsCloseToPvdsqInValueAndStarvesFewerJobs() {
        assertTrue(Math.abs(value("SRTF", 1) - value("PVDSQ", 1)) < 0.05, value("SRTF", 1) + " vs "
                + value("PVDSQ", 1));
        assertTrue(starvedJobs("SRTF", 1) < starvedJobs("PVDSQ", 1));
    }

    @Test
    void pvrStarvesNoMoreJobsThanAnyOtherPolicy() {
        for (int load = 0; load < LOADS.size(); load++) {
            for (BiddingPolicyInstance other : BuiltInPolicies.all()) {
                assertTrue(starvedJobs("PVR", load) <= starvedJobs(other.id(), load),
                        "PVR vs " + other.id() + " at " + LOADS.get(load));
            }
        }
    }

    @Test
    void pvStarvesMoreJobsThanEveryPolicyButLrtf() {
        for (BiddingPolicyInstance other : BuiltInPolicies.all()) {
            if (!List.of("PV", "LRTF").contains(other.id())) {
                assertTrue(starvedJobs("PV", 1) > starvedJobs(other.id(), 1), "PV vs " + other.id());
            }
        }
    }

    @Test
    void moreLoadNeverEarnsMore() {
        for (BiddingPolicyInstance policy : BuiltInPolicies.all()) {
            assertTrue(value(policy.id(), 1) <= value(policy.id(), 0) + 1e-9, policy.id());
        }
    }
}
