package org.gridbench.experiments.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.experiments.policies.StarsPolicies;
import org.gridbench.experiments.stars.StarsReport;
import org.gridbench.stars.overlay.NetworkModel;
import org.gridbench.stars.sim.CostModel;
import org.gridbench.stars.sim.Mode;
import org.gridbench.stars.sim.StarsConfig;
import org.gridbench.stars.sim.StarsPolicy;
import org.gridbench.stars.sim.StarsResult;
import org.gridbench.stars.sim.StarsSimulation;

/** {@code stars}: one STaRS simulation (Celaya, section 8.2) with its time series and summary. */
final class StarsCommand implements Command {

    private static final Set<String> VALUED = Set.of("--policy", "--mode", "--nodes", "--sfmax", "--link",
            "--update-bw", "--duration", "--seed", "--workload-seed", "--trace", "--beta", "--sample", "--out",
            "--requests", "--tasks-per-request", "--task-length", "--task-memory", "--task-disk");

    private final IExtensionRegistry registry;

    StarsCommand(IExtensionRegistry registry) {
        this.registry = registry;
    }

    @Override
    public String name() {
        return "stars";
    }

    @Override
    public String summary() {
        return "simulate STaRS task routing (IBP, MMP) on N nodes: time series and summary (section 8.2)";
    }

    @Override
    public String usage() {
        return """
                Usage: ./gridbench stars --policy IBP|MMP --nodes N --out DIR
                                         [--mode decentralized|centralized|random] [--sfmax K]
                                         [--link slow|fast] [--update-bw BPS] [--duration D]
                                         [--seed S] [--workload-seed W] [--trace FILE.swf] [--beta B]
                                         [--sample SECONDS]
                                         [--requests R --tasks-per-request T [--task-length MFLOP]
                                          [--task-memory MB] [--task-disk MB]]

                Simulates N nodes on a balanced tree overlay (Celaya, chapter 3 and section 8.2) under
                one policy (see list-policies) and one allocation mode: decentralized (the overlay,
                default), centralized (full knowledge, Appendix C) or random.

                --sfmax          sampled functions per summary, at least 1 (default 50)
                --link           fast (1 Gbps, 0.1-1 ms, default) or slow (10 Mbps, 50-300 ms)
                --update-bw      summary update bandwidth per node, bytes/s (default 1000)
                --duration       simulated time: 60h, 30m, 300s or seconds (default 1h)
                --seed           seed of the network delays and random choices (default 1)
                --workload-seed  seed of the node properties and the workload (default: --seed)
                --trace          SWF trace of the application sizes and node properties; default
                                 shared/data/swf/hpc2n.swf, looked for in the working folder and
                                 its parents (as from a checkout beside ../shared). The site-level
                                 workload needs a trace; --requests does not.
                --beta           MMP's beta of Algorithm 4.1 (default 0.5); other policies refuse it
                --sample         seconds between rows of series.csv (default duration / 200)

                Workload: by default the site-level model (section 8.2), one user per node, working
                hours 0:00-10:00 of each simulated day so that time 0 is the users' wake-up.
                --requests R --tasks-per-request T replaces it by R requests of T tasks, request i
                submitted at (i + 0.5) x duration / R from a node drawn uniformly, each task of
                --task-length MFLOP (default 60000), --task-memory MB and --task-disk MB (default 0);
                the nodes are then identical (1024 MB memory, 81920 MB disk, 1000 MFLOPS) unless
                --trace is given.

                Writes DIR/series.csv (time, requests, allocatedRequests, acceptedTasks, finishedTasks,
                finishedComputation, queuedTasks, busyNodes, makespan, messages, trafficBytes) and
                DIR/summary.json: the settings; requests, tasks (submitted, accepted, finished,
                discarded, rejected), resends, finishedComputation (MFLOP), makespan (s);
                allocationTime {count, mean, p50, p99, max} in simulated seconds from submission until
                every task is accepted; traffic {linkBandwidth, average, peak1s, peak10s}: incoming
                bandwidth per node over the nodes (Table 8.1), each {count, mean, p50, p99, max} in
                bit/s and meanPercent, p50Percent, p99Percent, maxPercent of the link; messages,
                events, handled and wallSeconds.
                """;
    }

    @Override
    public int run(List<String> args, Console console) throws InputException {
        Options options = Options.parse(name(), args, VALUED, Set.of());
        if (!options.positional().isEmpty()) {
            throw new InputException("stars: unexpected argument '" + options.positional().get(0) + "'");
        }
        String policyId = required(options, "--policy", "IBP or MMP (see list-policies)");
        Mode mode = mode(options.text("--mode", "decentralized"));
        String link = options.text("--link", "fast");
        NetworkModel network = network(link);
        int nodes = atLeast(options, "--nodes", required(options, "--nodes", "the number of nodes, at least 2"), 2,
                "N");
        int sfMax = atLeast(options, "--sfmax", options.text("--sfmax", "50"), 1, "SF_max");
        double updateBandwidth = options.positiveNumber("--update-bw", options.text("--update-bw", "1000"));
        double duration = duration(options.text("--duration", "1h"));
        long seed = options.whole("--seed", 1, Long.MIN_VALUE);
        long workloadSeed = options.whole("--workload-seed", seed, Long.MIN_VALUE);
        double sample = options.optional("--sample").isPresent()
                ? options.positiveNumber("--sample", options.text("--sample", null))
                : duration / 200;
        Path out = Path.of(required(options, "--out", "the folder for series.csv and summary.json"));
        StarsPolicy<?> policy = policy(policyId, options);
        StarsWorkloadOptions workload = StarsWorkloadOptions.parse(options, nodes, duration, workloadSeed);
        StarsConfig config;
        StarsSimulation<?> simulation;
        try {
            config = new StarsConfig(nodes, sfMax, mode, network, updateBandwidth, duration, seed,
                    StarsConfig.DEFAULT_TIMEOUT, sample, CostModel.DEFAULT);
            simulation = new StarsSimulation<>(config, policy, workload.nodes());
        } catch (IllegalArgumentException e) {
            throw new InputException("stars: " + e.getMessage());
        }
        workload.checkFeasible(simulation);
        long start = System.nanoTime();
        StarsResult result = simulation.run(workload.streams());
        double wall = (System.nanoTime() - start) / 1e9;
        StarsReport report = new StarsReport(config, result, link, workload.name(), workloadSeed, wall);
        try {
            for (Path file : report.write(out)) {
                console.out().println("wrote " + file);
            }
        } catch (IOException e) {
            throw new InputException("stars: --out: cannot write to " + out + ": " + e.getMessage());
        }
        console.out().print(report.text());
        return Cli.OK;
    }

    private StarsPolicy<?> policy(String id, Options options) throws InputException {
        StarsPolicy<?> policy;
        try {
            policy = StarsPolicies.create(registry, id);
        } catch (IllegalArgumentException e) {
            throw new InputException("stars: --policy: " + e.getMessage());
        }
        if (options.optional("--beta").isEmpty()) {
            return policy;
        }
        double beta = options.positiveNumber("--beta", options.text("--beta", null));
        try {
            return policy.with(Map.of("beta", beta));
        } catch (IllegalArgumentException e) {
            throw new InputException("stars: --beta: " + e.getMessage());
        }
    }

    private static String required(Options options, String name, String what) throws InputException {
        return options.optional(name)
                .orElseThrow(() -> new InputException("stars: " + name + " is required: " + what));
    }

    private static int atLeast(Options options, String name, String value, int min, String symbol)
            throws InputException {
        long n;
        try {
            n = Long.parseLong(value.strip());
        } catch (NumberFormatException e) {
            throw new InputException("stars: " + name + ": '" + value + "' is not a whole number");
        }
        if (n < min) {
            throw new InputException("stars: " + name + ": " + symbol + " must be at least " + min + ", found " + n);
        }
        if (n > Integer.MAX_VALUE / 2) {
            throw new InputException("stars: " + name + ": " + symbol + " must be at most " + Integer.MAX_VALUE / 2
                    + ", found " + n);
        }
        return (int) n;
    }

    private static Mode mode(String text) throws InputException {
        for (Mode mode : Mode.values()) {
            if (StarsReport.name(mode).equals(text)) {
                return mode;
            }
        }
        throw new InputException("stars: --mode: unknown mode '" + text + "'; expected decentralized, centralized"
                + " or random");
    }

    // Section 8.2: the slow (10 Mbps, 50-300 ms) and fast (1 Gbps, 0.1-1 ms) link models
    static NetworkModel network(String link) throws InputException {
        return switch (link) {
        case "slow" -> NetworkModel.slow();
        case "fast" -> NetworkModel.fast();
        default -> throw new InputException("stars: --link: unknown link '" + link + "'; expected slow or fast");
        };
    }

    /** {@code 60h}, {@code 30m}, {@code 300s} or plain seconds, greater than 0. */
    static double duration(String text) throws InputException {
        String value = text.strip().toLowerCase(Locale.ROOT);
        double unit = value.endsWith("h") ? 3600 : value.endsWith("m") ? 60 : 1;
        String number = value.endsWith("h") || value.endsWith("m") || value.endsWith("s")
                ? value.substring(0, value.length() - 1)
                : value;
        double seconds;
        try {
            seconds = Double.parseDouble(number) * unit;
        } catch (NumberFormatException e) {
            throw new InputException("stars: --duration: '" + text + "' is not a duration; write 60h, 30m, 300s"
                    + " or a number of seconds");
        }
        if (!(seconds > 0) || Double.isInfinite(seconds)) {
            throw new InputException("stars: --duration must be greater than 0, found " + text);
        }
        return seconds;
    }
}
