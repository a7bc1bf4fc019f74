package org.example.gridbench.policies.market;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.RegistryFactory;
import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.market.BiddingPolicies;
import org.gridbench.market.MarketObserver;
import org.gridbench.market.MarketOptions;
import org.gridbench.market.MarketResult;
import org.gridbench.market.MarketRun;
import org.gridbench.market.Placement;
import org.gridbench.market.policy.BidContext;
import org.gridbench.market.policy.BidOrder;
import org.gridbench.market.policy.BidTrend;
import org.gridbench.market.policy.BiddingPolicy;
import org.gridbench.market.policy.BiddingPolicyInstance;
import org.gridbench.market.policy.BiddingTask;
import org.gridbench.model.platform.Cluster;
import org.gridbench.model.platform.ClusterPlatform;
import org.gridbench.model.workflow.Job;
import org.gridbench.model.workflow.Task;
import org.gridbench.model.workflow.ValueCurve;
import org.gridbench.model.workflow.Workload;
import org.gridbench.model.workload.GeneratorSettings;
import org.gridbench.model.workload.SyntheticWorkload;
import org.gridbench.model.workload.WorkloadModel;
import org.junit.jupiter.api.Test;

/** Whole market runs with the policy as the workbench loads it, from the extension registry. */
class MarketRunTest {
    private static final String ID = "org.example.valueDensityCubed";
    private static final long SEED = 7;

    private static BiddingPolicyInstance contributed() {
        return BiddingPolicies.create(RegistryFactory.getRegistry(), ID);
    }

    @Test
    void theContributionIsReadFromPluginXml() {
        BiddingPolicyInstance policy = contributed();
        assertEquals("Projected value density cubed", policy.name());
        assertEquals(BidOrder.HIGHEST_WINS, policy.order());
        assertInstanceOf(ProjectedValueDensityCubed.class, policy.policy());
    }

    // One core, two one-task jobs arriving at tick 0 with patient curves: PVD(a) = 1 / 10, PVD(b) = 5 / 10, so b
    // bids 0.125 against 0.001, runs over [0, 10], and a over [10, 20]. Both earn vMax.
    @Test
    void theDenserJobTakesTheOnlyCoreFirst() {
        ClusterPlatform oneCore = new ClusterPlatform(List.of(new Cluster("C1", 1, "K")), 0);
        Job a = new Job("J1", 0, List.of(new Task("a", 10, 1, "K", List.of())), new ValueCurve(1, 100, 200, List.of()));
        Job b = new Job("J2", 0, List.of(new Task("b", 10, 1, "K", List.of())), new ValueCurve(5, 100, 200, List.of()));
        List<Placement> placements = new ArrayList<>();
        MarketRun run = new MarketRun(oneCore, new Workload(List.of(a, b)), contributed(), MarketOptions.defaults(),
                SEED);
        run.setObserver(new MarketObserver() {
            @Override
            public void placed(Placement placement) {
                placements.add(placement);
            }
        });
        MarketResult result = run.runToEnd();
        assertEquals(List.of(new Placement(0, "J2", "b", "C1", 0, 10), new Placement(10, "J1", "a", "C1", 10, 20)),
                placements);
        assertEquals(1, result.proportionOfMaximumValue());
        assertEquals(0, result.fractionJobsStarved());
    }

    // Twenty jobs of the paper's workload (the per-task model, whose tasks fit 100 cores), one every 20 ticks, on one
    // 100-core cluster of each kind: busy enough that some jobs starve. Cubing keeps the order of the densities, so
    // the cubed policy schedules exactly as PVD does, job for job.
    @Test
    void onAContendedPaperWorkloadTheScheduleIsPvds() {
        List<Job> jobs = new ArrayList<>();
        List<Job> generated = new SyntheticWorkload(GeneratorSettings.of(WorkloadModel.PER_TASK),
                new RandomStreams(SEED)).jobs(20);
        for (int i = 0; i < generated.size(); i++) {
            jobs.add(generated.get(i).arrivingAt(20L * i));
        }
        Workload workload = new Workload(jobs);
        ClusterPlatform platform = new ClusterPlatform(
                List.of(new Cluster("C1", 100, "Kind1"), new Cluster("C2", 100, "Kind2")), 0.2);
        MarketResult cubed = MarketRun.run(platform, workload, contributed(), MarketOptions.defaults(), SEED);
        MarketResult pvd = MarketRun.run(platform, workload, projectedValueDensity(), MarketOptions.defaults(), SEED);
        assertEquals(20, cubed.jobs().size());
        assertTrue(cubed.fractionJobsStarved() > 0, "the workload should contend for cores");
        assertEquals(pvd.jobs(), cubed.jobs());
        assertEquals(pvd.earnedValue(), cubed.earnedValue());
    }

    // PVD(T) = Value(J, PSLR(T)) / T_succ_sum, written here from section IV as the reference
    private static BiddingPolicyInstance projectedValueDensity() {
        BiddingPolicy pvd = new BiddingPolicy() {
            @Override
            public double bid(BiddingTask task, BidContext market) {
                return task.valueCurve().value(market.projectedSlr(task)) / task.succSum();
            }

            @Override
            public BidTrend trend() {
                return BidTrend.FALLING;
            }
        };
        return new BiddingPolicyInstance("PVD", "Projected Value Density", "reference", BidOrder.HIGHEST_WINS, pvd);
    }
}
