package org.gridbench.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.runs.plugins.PluginInstaller;
import org.gridbench.experiments.bench.HoldModelBenchmark;
import org.gridbench.runs.MarketHeap;
import org.gridbench.runs.report.PerformanceLog;
import org.gridbench.experiments.bench.MarketBenchmark;
import org.gridbench.experiments.bench.StarsCostCalibration;
import org.gridbench.experiments.bench.TreesBenchmark;
import org.gridbench.experiments.trees.TreeExperiment;
import org.gridbench.trees.TreeHeuristics;
import org.gridbench.market.BiddingPolicies;
import org.gridbench.market.policy.BiddingPolicyInstance;
import org.gridbench.model.workload.WorkloadModel;
import org.gridbench.model.workflow.Workload;

/**
 * {@code bench kernel}: the hold-model benchmark of the event queue beside a PriorityQueue baseline;
 * {@code bench market}: one market run per bidding policy; {@code bench trees}: LP solve times and the whole trees
 * experiment; {@code bench stars}: the STaRS scaling runs ({@link StarsBench}).
 */
final class BenchCommand implements Command {

    private static final int[] DEFAULT_SIZES = { 1_000, 100_000, 1_000_000 };

    private final IExtensionRegistry registry;
    private final PluginInstaller plugins;

    BenchCommand(IExtensionRegistry registry, PluginInstaller plugins) {
        this.registry = registry;
        this.plugins = plugins;
    }

    @Override
    public String name() {
        return "bench";
    }

    @Override
    public String summary() {
        return "benchmark kernel, market, trees, stars, stars-cost, sweep, editors or views into docs/performance.md";
    }

    @Override
    public String usage() {
        return """
                Usage: ./gridbench bench kernel [--sizes N,N,...] [--seed S] [--log FILE]
                       ./gridbench bench market [--jobs N] [--load L] [--seed S]
                                                [--workload-model job-level|per-task] [--log FILE]
                       ./gridbench bench trees [--seed S] [--log FILE]
                       ./gridbench bench stars [--sizes N,N,...] [--seed S] [--trace FILE.swf]
                                               [--policies IBP,MMP,DP,FSP,WDP] [--threads T,T]
                                               [--log FILE]
                       ./gridbench bench stars-cost [--seed S] [--log FILE]
                       ./gridbench bench sweep [--runs R] [--jobs J] [--log FILE]
                       ./gridbench bench editors
                       ./gridbench bench views

                kernel   the classic hold model: N pending events; pop the earliest, push one at
                         now + Exp(1). Events per second of the Gridbench event queue beside a
                         java.util.PriorityQueue baseline measured in the same run
                         (median of 5 timed trials each, after a warm-up).
                --sizes  pending-event counts (default 1000,100000,1000000)
                --seed   seed of the Exp(1) draws (default 1)
                --log    Markdown file the table is appended to, with the date and the machine
                         (./gridbench passes docs/performance.md of the checkout)

                trees    the steady-state LP on random trees of 10, 100 and 1000 nodes with 10
                         applications (median of timed solves after warm-up; goal: 100 nodes under
                         50 ms), then the wall time of the whole tree-experiment (goal: under 5 min)

                stars    decentralized STaRS runs as in the issues: SF_max 15, fast link, update
                         bandwidth 1000 B/s, the site-level workload of the built-in hpc2n.swf (or --trace;
                         under DP with the deadlines of section 8.4.3), working hours from time 0, 300 simulated
                         seconds; IBP at every size of --sizes (default 1e4,1e5,1e6) and MMP, DP and FSP
                         at those up to 1e5, after two untimed warm-up runs of each policy at the
                         smallest size (at most 1e4), so that the JIT has compiled the hot code.
                         Reports wall seconds, handled and kernel events per second, wall time per
                         simulated hour, peak heap and the heap still live after the run, beside the
                         thesis's C++ simulator. Then WDP at every size (section 8.6.1): fork-join
                         workflows at twice the aggregate speed for 300 simulated seconds, W_j 1.2, slow
                         link at 1 Mbps, 10 KB/s update bandwidth, run until every workflow has ended;
                         its own table (workflows, simulated seconds, wall, events per second, heap).
                         --policies runs only some of IBP, MMP, DP, FSP and WDP (WDP needs no trace).
                         --threads runs IBP, MMP, DP and FSP with each of these thread counts, 1 or 2
                         (see ./gridbench stars --threads; default as there).

                stars-cost
                         times on this machine the operations the STaRS processing-cost model charges
                         (DIST evaluations, functions read by forwarding, nodes scanned by Algorithm
                         C.1) beside the constants of the model (docs/stars.md, "Processing cost")

                editors  the graphical editors in a real window (the display, or Xvfb): opening a
                         10,000-node tree and a 1,000-task DAG, and one edit shown again (goals: under
                         2 s and under 100 ms); run by ./gridbench itself, always logged

                views    the live views in a real window (the display, or Xvfb) while a run goes as
                         fast as possible: the Routing view on a 10,000-node overlay and the Market
                         view on 4,000 cores; each paint timed as the workbench paints it (wall time
                         and the UI thread's CPU time), paints per second (goal: 30), how long the UI
                         thread takes to answer a runnable posted to it (goal: 100 ms), and the run's
                         wall time from the workbench against the command line's (goal: at most 10 %
                         slower); run by ./gridbench itself, always logged; a failure is said in one
                         line, with the log in GRIDBENCH_HOME/logs (as for editors)

                sweep    the per-run overhead of the sweep executors: R market runs (default 200)
                         of J jobs (default 50), one synthetic workload each, through the driver on
                         one local thread and through a driver and a one-slot worker of a loopback
                         Hazelcast cluster in this process, after a warm-up sweep; the overhead is
                         the sweep's wall time less the time spent inside the runs, per run

                market   one run of each installed bidding policy on one synthetic workload of the
                         market paper (default 10000 jobs at load 1.2, 4 x 1000 cores), timed after an
                         untimed warm-up run; the goal is under 5 s per policy. Each row gives wall
                         and CPU seconds, the kernel events of the run, the value and starved
                         fractions. --workload-model as in ./gridbench market (default job-level)
                """;
    }

    @Override
    public int run(List<String> args, Console console) throws InputException {
        if (!args.isEmpty() && "market".equals(args.get(0))) {
            return market(args.subList(1, args.size()), console);
        }
        if (!args.isEmpty() && "trees".equals(args.get(0))) {
            return trees(args.subList(1, args.size()), console);
        }
        if (!args.isEmpty() && "stars".equals(args.get(0))) {
            return new StarsBench(registry).run(args.subList(1, args.size()), console);
        }
        if (!args.isEmpty() && "sweep".equals(args.get(0))) {
            return new SweepBench(registry, plugins).run(args.subList(1, args.size()), console);
        }
        if (!args.isEmpty() && "stars-cost".equals(args.get(0))) {
            return starsCost(args.subList(1, args.size()), console);
        }
        if (args.isEmpty() || !"kernel".equals(args.get(0))) {
            throw new InputException(
                    "bench: name a benchmark: kernel, market, trees, stars, stars-cost or sweep; see ./gridbench bench"
                            + " --help");
        }
        KernelOptions options = KernelOptions.parse(args.subList(1, args.size()));
        console.out().printf("hold model, sizes %s, seed %d%n", Arrays.toString(options.sizes), options.seed);
        List<HoldModelBenchmark.Row> rows = HoldModelBenchmark.run(options.sizes, options.seed);
        String table = HoldModelBenchmark.table(rows);
        console.out().print(table);
        appendToLog(options.log, "Kernel hold model", "./gridbench bench kernel", table, console);
        return Cli.OK;
    }

    private int starsCost(List<String> args, Console console) throws InputException {
        Options options = Options.parse("bench stars-cost", args, Set.of("--seed", "--log"), Set.of())
                .withoutArguments();
        long seed = options.whole("--seed", 1, Long.MIN_VALUE);
        Optional<Path> log = options.appendable("--log");
        String table = StarsCostCalibration.table(StarsCostCalibration.run(seed));
        console.out().print(table);
        appendToLog(log, "STaRS processing-cost calibration", "./gridbench bench stars-cost --seed " + seed, table,
                console);
        return Cli.OK;
    }

    private int market(List<String> args, Console console) throws InputException {
        Options options = Options.parse("bench market", args, Set.of("--jobs", "--load", "--seed", "--log",
                "--workload-model"), Set.of()).withoutArguments();
        Optional<Path> log = options.appendable("--log");
        int jobs = options.count("--jobs", 10_000, 1);
        Optional<String> tooMany = MarketHeap.refusal(jobs, 1);
        if (tooMany.isPresent()) {
            throw new InputException("bench market: --jobs: " + tooMany.get());
        }
        double load = options.marketLoad("--load", options.positiveNumber("--load", options.text("--load", "1.2")));
        long seed = options.whole("--seed", 1, Long.MIN_VALUE);
        List<BiddingPolicyInstance> policies = BiddingPolicies.createAll(registry);
        if (policies.isEmpty()) {
            throw new InputException("bench market: no bidding policy is installed");
        }
        WorkloadModel model = MarketCommand.workloadModel(options.text("--workload-model", "job-level"));
        Workload workload = MarketBenchmark.workload(jobs, load, seed, model);
        console.out().printf("market: %d jobs (%d tasks, %s) at load %.2f, seed %d, paper platform%n", jobs,
                workload.taskCount(), model.id(), load, seed);
        String table = MarketBenchmark.table(MarketBenchmark.run(policies, workload, seed));
        console.out().print(table);
        appendToLog(log, "Market, one run per policy", String.format(
                "./gridbench bench market --jobs %d --load %s --seed %d --workload-model %s", jobs, load, seed,
                model.id()), table, console);
        return Cli.OK;
    }

    private int trees(List<String> args, Console console) throws InputException {
        Options options = Options.parse("bench trees", args, Set.of("--seed", "--log"), Set.of()).withoutArguments();
        long seed = options.whole("--seed", 1, Long.MIN_VALUE);
        Optional<Path> log = options.appendable("--log");
        String table = TreesBenchmark.table(TreesBenchmark.lp(new int[] { 10, 100, 1000 }, 10, seed));
        long start = System.nanoTime();
        var experiment = new TreeExperiment(seed, 3, Runtime.getRuntime().availableProcessors());
        var heuristics = TreeHeuristics.createAll(registry);
        int runs = experiment.run(heuristics, new TreeExperiment.Pass(200, 10)).size()
                + experiment.run(heuristics, new TreeExperiment.Pass(2000, 10)).size()
                + experiment.run(heuristics, new TreeExperiment.Pass(2000, 100)).size();
        table += String.format(Locale.ROOT,
                "%nWhole experiment (./gridbench tree-experiment, %d heuristics, 150 platforms, three passes): "
                        + "%d runs in %.1f s on %d threads%n",
                heuristics.size(), runs, (System.nanoTime() - start) / 1e9, Runtime.getRuntime().availableProcessors());
        console.out().print(table);
        appendToLog(log, "Trees: LP solve time and the whole experiment", "./gridbench bench trees", table, console);
        return Cli.OK;
    }

    /** Appends {@code table} to the --log file when one was given ({@link Options#appendable}), and says so. */
    static void appendToLog(Optional<Path> log, String title, String command, String table, Console console)
            throws InputException {
        if (log.isEmpty()) {
            return;
        }
        try {
            PerformanceLog.append(log.get(), title, command, table);
            console.out().println("appended to " + log.get());
        } catch (IOException e) {
            throw new InputException(log.get() + ": cannot append the benchmark table: " + e.getMessage());
        }
    }

    private record KernelOptions(int[] sizes, long seed, Optional<Path> log) {

        static KernelOptions parse(List<String> args) throws InputException {
            Options options = Options.parse("bench", args, Set.of("--sizes", "--seed", "--log"), Set.of())
                    .withoutArguments();
            Optional<String> sizes = options.optional("--sizes");
            return new KernelOptions(sizes.isPresent() ? parseSizes(sizes.get()) : DEFAULT_SIZES,
                    options.whole("--seed", 1, Long.MIN_VALUE), options.appendable("--log"));
        }

        private static int[] parseSizes(String value) throws InputException {
            String[] parts = value.split(",", -1);
            int[] sizes = new int[parts.length];
            for (int i = 0; i < parts.length; i++) {
                long n = parseNumber("--sizes", parts[i].trim());
                if (n < 1 || n > 50_000_000) {
                    throw new InputException("bench: --sizes: " + n + " is outside 1..50000000");
                }
                sizes[i] = (int) n;
            }
            return sizes;
        }

        private static long parseNumber(String option, String value) throws InputException {
            try {
                return Long.parseLong(value);
            } catch (NumberFormatException e) {
                throw new InputException("bench: " + option + ": '" + value + "' is not a whole number");
            }
        }
    }
}
