package org.gridbench.market.tests;

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
 * The claims of the paper's section VI that Gridbench reproduces, on one workload of 10,000 jobs of the job-level
 * model on the paper's platform at loads 1.1 and 1.4: at that scale the weekly overloads leave queues of thousands
 * of tasks, which 2,000 jobs do not (every policy then starves almost nothing). Full scale, ten workloads and the
 * claims that fail: docs/validation/market.md.
 */
class PaperOrderingsTest {
    private static final int JOBS = 10_000;
    private static final int WORKLOADS = 1;
    private static final List<Double> LOADS = List.of(1.1, 1.4);
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

    private static double best(int load) {
        return BuiltInPolicies.all().stream().mapToDouble(p -> value(p.id(), load)).max().orElseThrow();
    }

    // "Below saturation and up to 110% load, PVR attains the highest value of all the policies evaluated."
    @Test
    void pvrEarnsTheMostUpTo110PercentLoad() {
        assertTrue(value("PVR", 0) >= best(0) - 0.01, "PVR " + value("PVR", 0) + " vs best " + best(0));
    }

    // "PVR has the lowest number of starved jobs across the spectrum of load ... only 5% ... even at 140% load."
    @Test
    void pvrStarvesTheFewestJobsAtEveryLoadAndAtMostFivePercent() {
        for (int load = 0; load < LOADS.size(); load++) {
            for (BiddingPolicyInstance other : BuiltInPolicies.all()) {
                assertTrue(starvedJobs("PVR", load) <= starvedJobs(other.id(), load),
                        "PVR vs " + other.id() + " at " + LOADS.get(load));
            }
        }
        assertTrue(starvedJobs("PVR", 1) <= 0.05, "PVR starves " + starvedJobs("PVR", 1) + " at 1.4");
    }

    // "At very high levels of load, PVR's lead is eroded and it falls behind SRTF and PVDSQ."
    @Test
    void atTheHighestLoadSrtfAndPvdsqOvertakePvr() {
        assertTrue(value("SRTF", 1) > value("PVR", 1) && value("PVDSQ", 1) > value("PVR", 1),
                "SRTF " + value("SRTF", 1) + ", PVDSQ " + value("PVDSQ", 1) + ", PVR " + value("PVR", 1));
    }

    // "PVDSQ gives higher value than PVD ... because PVDSQ starves many fewer tasks than PVD."
    @Test
    void pvdsqEarnsMoreThanPvdAndStarvesFewerJobs() {
        for (int load = 0; load < LOADS.size(); load++) {
            assertTrue(value("PVDSQ", load) > value("PVD", load), "value at " + LOADS.get(load));
            assertTrue(starvedJobs("PVDSQ", load) < starvedJobs("PVD", load) / 2, "starved at " + LOADS.get(load));
        }
    }

    // "PVDSQ and SRTF give almost indistinguishable levels of value ... SRTF starves many fewer tasks overall."
    @Test
    void srtfIsCloseToPvdsqInValueAndStarvesFewerJobs() {
        for (int load = 0; load < LOADS.size(); load++) {
            assertTrue(Math.abs(value("SRTF", load) - value("PVDSQ", load)) < 0.05, value("SRTF", load) + " vs "
                    + value("PVDSQ", load));
            assertTrue(starvedJobs("SRTF", load) < starvedJobs("PVDSQ", load));
        }
    }

    // The paper does not say which deadline EDF uses; on the final one it earns more and starves far fewer jobs.
    @Test
    void edfOnTheFinalDeadlineBeatsEdfOnTheInitialOne() {
        assertTrue(value("EDF", 0) > value("EDF-initial", 0));
        assertTrue(starvedJobs("EDF", 0) < starvedJobs("EDF-initial", 0) / 10);
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
        for (int load = 0; load < LOADS.size(); load++) {
            assertTrue(value("FIFO", load) > value("Random", load), value("FIFO", load) + " vs " + value("Random",
                    load));
            assertTrue(value("FIFO", load) < best(load) - 0.05);
        }
    }

    // "[PV] leads to the most tasks starving across the spectrum of load, with only LRTF starving more."
    @Test
    void pvStarvesMoreJobsThanEveryPolicyButLrtf() {
        for (int load = 0; load < LOADS.size(); load++) {
            for (BiddingPolicyInstance other : BuiltInPolicies.all()) {
                if (!List.of("PV", "LRTF").contains(other.id())) {
                    assertTrue(starvedJobs("PV", load) > starvedJobs(other.id(), load), "PV vs " + other.id());
                }
            }
            assertTrue(starvedJobs("LRTF", load) > starvedJobs("PV", load));
        }
    }

    @Test
    void moreLoadNeverEarnsMore() {
        for (BiddingPolicyInstance policy : BuiltInPolicies.all()) {
            assertTrue(value(policy.id(), 1) <= value(policy.id(), 0) + 1e-9, policy.id());
        }
    }
}
