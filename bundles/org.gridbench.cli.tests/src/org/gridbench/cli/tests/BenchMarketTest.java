package org.gridbench.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;

import org.eclipse.core.runtime.RegistryFactory;
import org.gridbench.cli.Cli;
import org.gridbench.experiments.bench.MarketBenchmark;
import org.gridbench.market.BiddingPolicies;
import org.gridbench.market.MarketOptions;
import org.gridbench.market.MarketRun;
import org.gridbench.market.policy.BiddingPolicyInstance;
import org.gridbench.model.platform.ClusterPlatform;
import org.gridbench.model.workflow.Workload;
import org.gridbench.model.workload.WorkloadModel;
import org.junit.jupiter.api.Test;

/** {@code bench market}: one row per policy, with the kernel events of that policy's run. */
class BenchMarketTest {

    private final CliRunner cli = new CliRunner();

    @Test
    void eachRowCountsTheEventsOfItsPolicysRun() {
        assertEquals(Cli.OK, cli.run("bench", "market", "--jobs", "30", "--load", "1.2", "--seed", "3"));
        assertTrue(cli.out().contains("| policy | seconds | CPU seconds | events | value fraction | starved jobs |"),
                cli.out());
        Workload workload = MarketBenchmark.workload(30, 1.2, 3, WorkloadModel.JOB_LEVEL);
        List<BiddingPolicyInstance> policies = BiddingPolicies.createAll(RegistryFactory.getRegistry());
        assertTrue(policies.size() >= 10, policies.toString());
        ClusterPlatform platform = ClusterPlatform.paperDefault();
        for (BiddingPolicyInstance policy : policies) {
            MarketRun run = new MarketRun(platform, workload, policy, MarketOptions.defaults(), 3);
            run.runToEnd();
            String events = String.format(Locale.ROOT, "%,d", run.simulation().eventsProcessed());
            assertEquals(events, column(policy.id(), 4), policy.id());
        }
    }

    // The cell in the 1-based column of the table row of a policy
    private String column(String policy, int column) {
        String row = cli.out().lines().filter(line -> line.startsWith("| " + policy + " |")).findFirst()
                .orElseThrow(() -> new AssertionError("no row for " + policy + " in\n" + cli.out()));
        return row.split("\\|")[column].trim();
    }
}
