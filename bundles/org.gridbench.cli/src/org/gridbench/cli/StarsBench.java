package org.gridbench.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.experiments.bench.StarsBenchmark;
import org.gridbench.experiments.bench.WdpBenchmark;
import org.gridbench.runs.stars.StarsHeap;
import org.gridbench.runs.stars.StarsWorkloads;
import org.gridbench.stars.StarsPolicies;
import org.gridbench.stars.sim.StarsPolicy;
import org.gridbench.stars.wdp.WdpConfig;
import org.gridbench.stars.workload.SwfDistributions;

/** {@code bench stars}: the scaling runs of the STaRS issues (IBP and WDP to 10^6 nodes, MMP, DP, FSP to 10^5). */
final class StarsBench {

    private static final String DEFAULT_SIZES = "1e4,1e5,1e6";
    private static final List<String> POLICIES = List.of("IBP", "MMP", "DP", "FSP", "WDP");
    /** The largest size run for the policies the issues ask up to 10^5 nodes (all but IBP and WDP). */
    private static final int LIMIT = 100_000;
    /**
     * Each policy first runs untimed this many times at the smallest size asked, at most {@link #WARM_UP_NODES}, so
     * that the table reports the steady state a long run reaches rather than the JIT compiler's warm-up (see
     * docs/performance.md, STaRS DP and FSP speed).
     */
    private static final int WARM_UP_RUNS = 2;
    private static final int WARM_UP_NODES = 10_000;

    private final IExtensionRegistry registry;

    StarsBench(IExtensionRegistry registry) {
        this.registry = registry;
    }

    int run(List<String> args, Console console) throws InputException {
        Options options = Options.parse("bench stars", args, Set.of("--sizes", "--seed", "--trace", "--log",
                "--policies", "--threads"), Set.of()).withoutArguments();
        Optional<Path> log = options.appendable("--log");
        List<Integer> sizes = sizes(options.text("--sizes", DEFAULT_SIZES));
        long seed = options.whole("--seed", 1, Long.MIN_VALUE);
        List<String> policies = options.names("--policies", POLICIES);
        for (String id : policies) {
            if (!POLICIES.contains(id)) {
                throw new InputException("bench stars: --policies: unknown policy '" + id + "'; expected some of "
                        + String.join(", ", POLICIES));
            }
        }
        for (String id : policies) {
            for (int n : sizes) {
                Optional<String> tooMany = "IBP".equals(id) || "WDP".equals(id) || n <= LIMIT
                        ? StarsHeap.refusal(n, id) : Optional.empty();
                if (tooMany.isPresent()) {
                    throw new InputException("bench stars: --sizes: " + tooMany.get());
                }
            }
        }
        int warmUp = Math.min(WARM_UP_NODES, sizes.stream().mapToInt(Integer::intValue).min().orElse(WARM_UP_NODES));
        StringBuilder table = new StringBuilder();
        List<Integer> threads = threads(options);
        String command = "./gridbench bench stars --sizes " + options.text("--sizes", DEFAULT_SIZES) + " --seed "
                + seed + (options.optional("--policies").isPresent() ? " --policies " + String.join(",", policies)
                        : "") + (options.optional("--threads").isPresent() ? " --threads "
                                + threads.stream().map(String::valueOf).collect(Collectors.joining(",")) : "");
        List<StarsPolicy<?>> routed = new ArrayList<>();
        for (String id : policies) {
            if (!"WDP".equals(id)) {
                routed.add(policy(id));
            }
        }
        if (!routed.isEmpty()) {
            table.append(routedTable(options, sizes, threads, seed, routed, warmUp, console));
        }
        if (policies.contains("WDP")) {
            for (int r = 0; r < WARM_UP_RUNS; r++) {
                WdpBenchmark.run(warmUp, seed);
            }
            List<WdpBenchmark.Row> rows = new ArrayList<>();
            for (int n : sizes) {
                console.err().printf("bench stars: WDP at %d nodes%n", n);
                rows.add(WdpBenchmark.run(n, seed));
            }
            table.append(table.isEmpty() ? "" : "\n").append(String.format(Locale.ROOT, "WDP, fork-join of Figure"
                    + " 8.13 (tasks of 600 s at 1000 MFLOPS), W_j %.1f, arrivals at twice the aggregate speed for"
                    + " %.0f simulated s, then until every workflow has finished or been given up; slow link at"
                    + " 1 Mbps, update bandwidth %.0f B/s, seed %d; wall: building the simulation and running it%n%n",
                    WdpBenchmark.PRIORITY, WdpBenchmark.ARRIVALS, WdpConfig.UPDATE_BANDWIDTH, seed))
                    .append(WdpBenchmark.table(rows));
        }
        console.out().print(table);
        BenchCommand.appendToLog(log, "STaRS scaling", command, table.toString(), console);
        return Cli.OK;
    }

    private String routedTable(Options options, List<Integer> sizes, List<Integer> threads, long seed,
            List<StarsPolicy<?>> policies, int warmUp, Console console) throws InputException {
        Optional<Path> trace = options.optional("--trace").map(Path::of);
        SwfDistributions applications = StarsWorkloadOptions.read(trace);
        for (StarsPolicy<?> policy : policies) {
            for (int r = 0; r < WARM_UP_RUNS; r++) {
                StarsBenchmark.run(policy, applications, warmUp, threads.get(r % threads.size()), seed);
            }
        }
        List<StarsBenchmark.Row> rows = new ArrayList<>();
        for (StarsPolicy<?> policy : policies) {
            for (int n : sizes) {
                if (!"IBP".equals(policy.id()) && n > LIMIT) {
                    continue;
                }
                for (int t : threads) {
                    console.err().printf("bench stars: %s at %d nodes, %d thread(s)%n", policy.id(), n, t);
                    rows.add(StarsBenchmark.run(policy, applications, n, t, seed));
                }
            }
        }
        return String.format(Locale.ROOT, "STaRS, decentralized, SF_max %d, fast link, update bandwidth"
                + " %.0f B/s, site-level workload of %s, %.0f simulated s, seed %d; wall: building the simulation"
                + " and running it%n%n", StarsBenchmark.SF_MAX, StarsBenchmark.UPDATE_BANDWIDTH, trace.map(Path::getFileName).map(Path::toString)
                        .orElse(StarsWorkloads.DEFAULT_TRACE),
                StarsBenchmark.DURATION, seed) + StarsBenchmark.table(rows);
    }

    private StarsPolicy<?> policy(String id) throws InputException {
        try {
            return StarsPolicies.create(registry, id);
        } catch (IllegalArgumentException e) {
            throw new InputException("bench stars: " + e.getMessage());
        }
    }

    // "1,2": thread counts of a run, each 1 or 2; by default that of ./gridbench stars
    private static List<Integer> threads(Options options) throws InputException {
        String text = options.text("--threads", null);
        if (text == null) {
            return List.of(StarsCommand.defaultThreads());
        }
        List<Integer> threads = new ArrayList<>();
        for (String part : text.split(",", -1)) {
            if (!part.strip().equals("1") && !part.strip().equals("2")) {
                throw new InputException("bench stars: --threads: '" + part.strip() + "' is not 1 or 2");
            }
            threads.add(Integer.parseInt(part.strip()));
        }
        return threads;
    }

    // "1e4,1e5" or "10000,100000": node counts of at least 2
    private static List<Integer> sizes(String text) throws InputException {
        List<Integer> sizes = new ArrayList<>();
        for (String part : text.split(",", -1)) {
            double n;
            try {
                n = Options.decimal(part);
            } catch (NumberFormatException e) {
                throw new InputException("bench stars: --sizes: '" + part.strip() + "' is not a number of nodes");
            }
            if (n != Math.rint(n) || n < 2 || n > 50_000_000) {
                throw new InputException("bench stars: --sizes: " + part.strip() + " is not a whole number in"
                        + " 2..50000000");
            }
            sizes.add((int) n);
        }
        return sizes;
    }
}
