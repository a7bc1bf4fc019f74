package org.gridbench.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.experiments.market.MarketSweep;
import org.gridbench.experiments.market.MarketSweepDocument;
import org.gridbench.runs.MarketHeap;
import org.gridbench.market.BiddingPolicies;
import org.gridbench.market.MarketOptions;
import org.gridbench.market.BiddingPolicyException;
import org.gridbench.market.policy.BiddingPolicyInstance;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.sweep.SweepDocument;
import org.gridbench.model.sweep.SweepReader;
import org.gridbench.model.workload.WorkloadModel;
import org.gridbench.sweeps.engine.LocalExecutor;
import org.gridbench.sweeps.engine.OpenSweep;
import org.gridbench.sweeps.engine.Shard;

/** {@code market}: the paper's experiment (section VI) or a reduced version of it, with CSV, JSON and plots. */
final class MarketCommand implements Command {

    private final IExtensionRegistry registry;

    MarketCommand(IExtensionRegistry registry) {
        this.registry = registry;
    }

    @Override
    public String name() {
        return "market";
    }

    @Override
    public String summary() {
        return "sweep bidding policies over loads and synthetic workloads (the market paper's experiment)";
    }

    @Override
    public String usage() {
        return """
                Usage: ./gridbench market [--policies P1,P2,...] [--loads 0.7:1.4:0.1] [--workloads W]
                                          [--jobs N] [--seed S] [--threads T] [--market per-kind|single]
                                          [--workload-model job-level|per-task] [--early-removal]
                                          [--out DIR] [--reproducible]

                Runs every policy on every load of W synthetic workloads of N jobs (Burkimsher and
                Indrusiak, section VI) on the paper's platform: 4 clusters of 1000 cores, three Kind1
                and one Kind2, CCR 0.2. Workload w is the same jobs at every load and for every policy.

                --policies      bidding policy ids (default: every installed one; see list-policies)
                --loads         a range from:to:step or a list a,b,c of offered loads (default 0.7:1.4:0.1)
                --workloads     number of synthetic workloads (default 10)
                --jobs          jobs per workload (default 10000)
                --seed          the sweep seed (default 1)
                --threads       runs at a time (default: the number of cores)
                --market        per-kind: each kind clears on its own (default); single: one market
                --workload-model  job-level: each job's volume log-uniform in core-minutes, split among
                                its tasks (section V after [4], the default); per-task: each task's time
                                and cores log-uniform on their own (see docs/market.md)
                --early-removal  starve a job as soon as a task of it wins an auction it can no longer
                                finish by the job's final deadline (default: only at the deadline)
                --out           folder for market.csv, summary.json and the plots (default market-results)
                --reproducible  write 0 as wall_ms, so the same seed gives the same CSV byte for byte

                market.csv has one row per run:
                workload,load,policy,value_fraction,starved_job_fraction,starved_task_fraction,mean_slr,jobs,tasks,wall_ms
                Plots (PNG and SVG): value-vs-load (Figures 3-4), starved-jobs-vs-load and
                starved-tasks-vs-load (5-6), slr-by-size at the load nearest 1.2 (7).
                """;
    }

    @Override
    public int run(List<String> args, Console console) throws InputException {
        Options options = Options.parse(name(), args,
                Set.of("--policies", "--loads", "--workloads", "--jobs", "--seed", "--threads", "--market", "--out",
                        "--workload-model"),
                Set.of("--reproducible", "--early-removal"));
        options.withoutArguments();
        List<BiddingPolicyInstance> policies = policies(options.names("--policies", List.of()));
        List<Double> loads = options.numbers("--loads", "0.7:1.4:0.1");
        for (double load : loads) {
            options.marketLoad("--loads", load);
        }
        MarketSweep sweep = new MarketSweep(policies.stream().map(BiddingPolicyInstance::id).toList(),
                loads, options.count("--workloads", 10, 1),
                options.count("--jobs", 10_000, 1), options.whole("--seed", 1, Long.MIN_VALUE),
                options.count("--threads", Runtime.getRuntime().availableProcessors(), 1),
                marketOptions(options.text("--market", "per-kind"), options.flag("--early-removal")),
                workloadModel(options.text("--workload-model", WorkloadModel.JOB_LEVEL.id())));
        Optional<String> tooLarge = SweepDocument.sizeRefusal(sweep.runs());
        if (tooLarge.isPresent()) {
            String option = Stream.of("--workloads", "--loads", "--policies").filter(options::flag).findFirst()
                    .orElse("--workloads");
            throw new InputException("market: " + option + ": " + sweep.policies().size() + " policies x "
                    + sweep.loads().size() + " loads x " + sweep.workloads() + " workloads: " + tooLarge.get());
        }
        Optional<String> tooMany = MarketHeap.refusal(sweep.jobs(), Math.min(sweep.threads(), sweep.workloads()));
        if (tooMany.isPresent()) {
            throw new InputException("market: --jobs: " + tooMany.get() + " (one workload per thread)");
        }
        Path out = options.folder("--out", "market-results");
        console.err().printf("market: %d runs (%d policies x %d loads x %d workloads of %d jobs) on %d threads%n",
                sweep.runs(), sweep.policies().size(), sweep.loads().size(), sweep.workloads(), sweep.jobs(),
                sweep.threads());
        long start = System.nanoTime();
        OpenSweep open;
        try {
            open = OpenSweep.of(SweepReader.parse(MarketSweepDocument.of(sweep), "market", null), registry);
        } catch (ScenarioException e) {
            throw SweepExecution.problems(e);
        }
        int code = SweepExecution.run(name(), open, out, new LocalExecutor(sweep.threads()), Shard.WHOLE,
                options.flag("--reproducible"), console);
        console.out().printf("%d runs in %.1f s%n", sweep.runs(), (System.nanoTime() - start) / 1e9);
        return code;
    }

    private List<BiddingPolicyInstance> policies(List<String> ids) throws InputException {
        if (ids.isEmpty()) {
            List<BiddingPolicyInstance> all = BiddingPolicies.createAll(registry);
            if (all.isEmpty()) {
                throw new InputException("market: no bidding policy is installed");
            }
            return all;
        }
        List<BiddingPolicyInstance> chosen = new ArrayList<>();
        for (String id : ids) {
            try {
                chosen.add(BiddingPolicies.create(registry, id));
            } catch (BiddingPolicyException e) {
                throw new InputException("market: --policies: " + e.getMessage() + "; installed: "
                        + String.join(", ", BiddingPolicies.createAll(registry).stream()
                                .map(BiddingPolicyInstance::id).toList()));
            }
        }
        return chosen;
    }

    static WorkloadModel workloadModel(String model) throws InputException {
        try {
            return WorkloadModel.fromId(model);
        } catch (IllegalArgumentException e) {
            throw new InputException("market: --workload-model: expected job-level or per-task, found '" + model + "'");
        }
    }

    static MarketOptions marketOptions(String market, boolean earlyRemoval) throws InputException {
        return switch (market) {
        case "per-kind" -> new MarketOptions(false, earlyRemoval);
        case "single" -> new MarketOptions(true, earlyRemoval);
        default -> throw new InputException("market: --market: expected per-kind or single, found '" + market + "'");
        };
    }
}
