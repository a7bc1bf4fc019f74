package org.gridbench.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.experiments.stars.RunReport;
import org.gridbench.model.stars.StarsScenario;
import org.gridbench.model.stars.StarsScenario.Allocation;
import org.gridbench.model.stars.StarsScenario.FailureSettings;
import org.gridbench.experiments.stars.StarsReport;
import org.gridbench.stars.StarsPolicies;
import org.gridbench.stars.overlay.NetworkModel;
import org.gridbench.stars.sim.StarsPolicy;
import org.gridbench.stars.wdp.WorkflowPolicy;

/** {@code stars}: one STaRS simulation (Celaya, section 8.2) with its time series and summary. */
final class StarsCommand implements Command {

    static final Set<String> VALUED = Stream.concat(StarsModelOptions.VALUED.stream(), Stream.of("--policy",
            "--mode", "--nodes", "--sfmax", "--link", "--update-bw", "--duration", "--seed", "--workload-seed",
            "--trace", "--beta", "--sample", "--out", "--requests", "--tasks-per-request", "--task-length",
            "--task-memory", "--task-disk", "--task-deadline", "--churn", "--fail-fraction", "--fail-at",
            "--workflow-model", "--workflow-size", "--workflow", "--priority", "--load", "--warm-up", "--speeds",
            "--resends", "--threads", "--workload", "--user-fraction", "--calendar-start", "--node-memory")).collect(Collectors.toUnmodifiableSet());

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
        return "simulate STaRS task routing (IBP, MMP, DP, FSP, WDP workflows) on N nodes";
    }

    @Override
    public String usage() {
        return """
                Usage: ./gridbench stars --policy IBP|MMP|DP|FSP --nodes N --out DIR
                                         [--mode decentralized|centralized|random] [--sfmax K]
                                         [--link slow|fast] [--update-bw BPS] [--duration D]
                                         [--seed S] [--workload-seed W] [--workload thesis|swf]
                                         [--user-fraction F] [--calendar-start monday|saturday]
                                         [--node-memory MB]
                                         [--trace FILE.swf] [--beta B]
                                         [--sample SECONDS] [--churn MEDIAN]
                                         [--fail-fraction F --fail-at T] [--threads 1|2]
                                         [--requests R --tasks-per-request T [--task-length MFLOP]
                                          [--task-memory MB] [--task-disk MB] [--task-deadline D]]

                Simulates N nodes on a balanced tree overlay (Celaya, chapter 3 and section 8.2) under
                one policy (see list-policies) and one allocation mode: decentralized (the overlay,
                default), centralized (full knowledge, Appendix C) or random.

                --sfmax          sampled functions per summary, at least 1 (default 50)
                --link           fast (1 Gbps, 0.1-1 ms, default) or slow (10 Mbps, 50-300 ms)
                --update-bw      summary update bandwidth per node, bytes/s (default 1000)
                --duration       simulated time: 60h, 30m, 300s or seconds, at least 1 s (default 1h)
                --seed           seed of the network delays and random choices (default 1)
                --workload-seed  seed of the node properties and the workload (default: --seed)
                --trace          SWF trace of --workload swf (or of the node properties of --requests);
                                 default hpc2n.swf (HPC2N log, Parallel Workloads Archive), built
                                 into Gridbench
                --beta           beta of MMP (Algorithm 4.1, default 0.5) or FSP (Algorithm 7.6, default
                                 0.04); other policies refuse it
                --sample         seconds between rows of series.csv (default duration / 200)
                --churn          node churn (section 8.5): exponential session times of this median
                                 (as --duration); every leaving node is replaced at once
                --fail-fraction  catastrophic failure: this fraction of the nodes, in [0, 1), fails at
                --fail-at        this time (as --duration; the thesis uses 1 day, 24h)
                                 A failed node loses its queue and its branch's summaries; the submitters
                                 resubmit its tasks when its heartbeats stop (see --heartbeat).
                --threads        2 (the default on a machine of 2 cores or more): a helper thread
                                 aggregates the summaries of delayed updates ahead of their send;
                                 1: the event loop alone, for sweeps that run one simulation per
                                 core. Results are the same either way.

                Workload: by default the thesis's (--workload thesis, section 8.2 as its simulator builds
                it, docs/stars.md): closed-loop site-level users on a fraction --user-fraction F of the
                nodes (default 1, the thesis's user at every node) submit batches of applications from
                the thesis's distributions and wait for each batch to end; 70 % work by day
                (7:30-17:30 +- 1 h), 30 % by night, 80 % on weekdays, 20 % on weekends; time 0 is a
                Monday at 6:30 (--calendar-start saturday: midnight on a Saturday, as the thesis's
                simulator, whose runs last 60 h). Their submissions are generated once by a
                decentralized IBP run and replayed for the policy and mode asked for, so every policy
                sees the same applications; summary.json gives the users and the offered load.
                Nodes: 1000-2800 MIPS (discrete Pareto), memory uniform over 256 MB steps up to
                --node-memory MB (default 4096, the simulator's max_mem; its networks of up to 70,000
                nodes used 1000, of 10^6 nodes 4000), 64-964 MB disk.
                --workload swf is the earlier open-loop site-level model on an SWF trace (a user per
                node, working 0:00-10:00). Under DP each application gets the deadline of section 8.4.3.
                --requests R --tasks-per-request T replaces it by R requests of T tasks, request i
                submitted at (i + 0.5) x duration / R from a node drawn uniformly, each task of
                --task-length MFLOP (default 60000), --task-memory MB and --task-disk MB (default 0);
                the nodes are then identical (1024 MB memory, 81920 MB disk, 1000 MFLOPS) unless
                --trace is given. Under DP, --task-deadline D (as --duration) is required: every task
                must end D after its request's submission.

                Writes DIR/series.csv (time, requests, allocatedRequests, acceptedTasks, finishedTasks,
                finishedComputation, queuedTasks, busyNodes, longestQueue (s), maxSlowness, messages,
                trafficBytes) and DIR/summary.json: the settings; requests, tasks (submitted, accepted,
                finished, discarded, rejected, dropped for overrunning, missedDeadlines), resends,
                failures, abortedTasks, resubmittedTasks, finishedComputation (MFLOP), makespan (s, from
                the first task's start to the last finished task's end);
                allocationTime {count, mean, p50, p99, max} in simulated seconds from submission until
                every task is accepted; traffic {linkBandwidth, average, peak1s, peak10s}: incoming
                bandwidth per node over the nodes (Table 8.1), each {count, mean, p50, p99, max} in
                bit/s and meanPercent, p50Percent, p99Percent, maxPercent of the link; messages,
                events, handled and wallSeconds.
                """ + StarsModelOptions.USAGE + StarsWdpRun.USAGE;
    }

    @Override
    public int run(List<String> args, Console console) throws InputException {
        Options options = Options.parse(name(), args, VALUED, Set.of());
        options.withoutArguments();
        String policyId = required(options, "--policy", "IBP, MMP or DP (see list-policies), or WDP");
        Optional<WorkflowPolicy> workflow = StarsPolicies.workflow(registry, policyId);
        if (workflow.isPresent()) {
            if (options.optional("--threads").isPresent()) {
                throw new InputException("stars: --threads applies to IBP, MMP, DP and FSP; WDP runs on one thread");
            }
            return StarsWdpRun.run(options, console, workflow.get());
        }
        for (String option : StarsWdpRun.OPTIONS) {
            if (options.optional(option).isPresent()) {
                throw new InputException("stars: " + option + " applies only to --policy WDP");
            }
        }
        StarsRunRequest request = StarsRunRequest.parse(options, registry, policyId);
        Path out = options.folder("--out", required(options, "--out", "the folder for series.csv and summary.json"));
        return print(console, out, request.simulate());
    }

    /** The threads of one run unless {@code --threads} says otherwise: 2 on a machine of 2 cores or more. */
    static int defaultThreads() {
        return Math.min(2, Runtime.getRuntime().availableProcessors());
    }

    static int threads(Options options) throws InputException {
        long threads = options.whole("--threads", defaultThreads(), 1);
        if (threads > 2) {
            throw new InputException("stars: --threads: must be 1 or 2, found " + threads);
        }
        return (int) threads;
    }

    /** Writes a run's files into {@code out}, names them and prints the run's summary. */
    static int print(Console console, Path out, RunReport report) throws InputException {
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

    // Section 8.5: churn by its median session time, a catastrophic failure by its fraction and time
    static FailureSettings failures(Options options) throws InputException {
        double churn = options.optional("--churn").isPresent()
                ? duration("--churn", options.text("--churn", null))
                : 0;
        if (churn > 0 && churn < StarsScenario.MIN_CHURN_MEDIAN) {
            throw new InputException("stars: --churn: must be at least 1 second (shorter sessions fail nodes faster"
                    + " than the run can handle its events), found " + options.text("--churn", null).strip());
        }
        boolean fraction = options.optional("--fail-fraction").isPresent();
        if (fraction != options.optional("--fail-at").isPresent()) {
            throw new InputException("stars: --fail-fraction and --fail-at go together");
        }
        if (!fraction) {
            return new FailureSettings(churn, 0, 0);
        }
        String text = options.text("--fail-fraction", null).strip();
        double f = options.finite("--fail-fraction", text);
        if (!(f >= 0 && f < 1)) {
            throw new InputException("stars: --fail-fraction: must be in [0, 1), found " + text);
        }
        return new FailureSettings(churn, f, duration("--fail-at", options.text("--fail-at", null)));
    }

    /** Policy {@code id} with {@code --beta} and the parameters the model readings set ({@code model}). */
    static StarsPolicy<?> policy(IExtensionRegistry registry, String id, Options options, StarsModelOptions model)
            throws InputException {
        StarsPolicy<?> policy;
        try {
            policy = StarsPolicies.create(registry, id);
        } catch (IllegalArgumentException e) {
            throw new InputException("stars: --policy: " + e.getMessage());
        }
        Map<String, Double> parameters = model.parameters(policy.id());
        if (options.optional("--beta").isPresent()) {
            parameters.put("beta", options.positiveNumber("--beta", options.text("--beta", null)));
        }
        if (parameters.isEmpty()) {
            return policy;
        }
        try {
            return policy.with(parameters);
        } catch (IllegalArgumentException e) {
            throw new InputException("stars: --beta: " + e.getMessage());
        }
    }

    /** {@code --nodes}: N, required, at least 2. */
    static int nodes(Options options) throws InputException {
        return atLeast(options, "--nodes", required(options, "--nodes", "the number of nodes, at least 2"), 2, "N");
    }

    static String required(Options options, String name, String what) throws InputException {
        return options.optional(name)
                .orElseThrow(() -> new InputException("stars: " + name + " is required: " + what));
    }

    static int atLeast(Options options, String name, String value, int min, String symbol)
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

    static Allocation allocation(String text) throws InputException {
        for (Allocation allocation : Allocation.values()) {
            if (StarsReport.name(allocation).equals(text)) {
                return allocation;
            }
        }
        throw new InputException("stars: --mode: unknown mode '" + text + "'; expected decentralized, centralized"
                + " or random");
    }

    /** {@code --link}: slow or fast (section 8.2). */
    static String link(String link) throws InputException {
        if (link.equals("slow") || link.equals("fast")) {
            return link;
        }
        throw new InputException("stars: --link: unknown link '" + link + "'; expected slow or fast");
    }

    // Section 8.2: the slow (10 Mbps, 50-300 ms) and fast (1 Gbps, 0.1-1 ms) link models, with WDP's delays per link
    static NetworkModel network(String link) throws InputException {
        return switch (link) {
        case "slow" -> NetworkModel.slowPerLink();
        case "fast" -> NetworkModel.fastPerLink();
        default -> throw new InputException("stars: --link: unknown link '" + link + "'; expected slow or fast");
        };
    }

    /** {@code --duration}: at least a second, as a scenario file's duration. */
    static double duration(String text) throws InputException {
        double seconds = duration("--duration", text);
        if (seconds < StarsScenario.MIN_DURATION) {
            throw new InputException("stars: --duration: must be at least 1 second, found " + text.strip());
        }
        return seconds;
    }

    /** Option {@code name}: {@code 60h}, {@code 30m}, {@code 300s} or plain seconds, greater than 0. */
    static double duration(String name, String text) throws InputException {
        String value = text.strip().toLowerCase(Locale.ROOT);
        double unit = value.endsWith("h") ? 3600 : value.endsWith("m") ? 60 : 1;
        String number = value.endsWith("h") || value.endsWith("m") || value.endsWith("s")
                ? value.substring(0, value.length() - 1)
                : value;
        double seconds;
        try {
            seconds = Options.decimal(number) * unit;
        } catch (NumberFormatException e) {
            throw new InputException("stars: " + name + ": '" + text + "' is not a duration; write 60h, 30m, 300s"
                    + " or a number of seconds");
        }
        if (!Double.isFinite(seconds)) {
            throw new InputException("stars: " + name + ": '" + text.strip() + "' is not a finite duration");
        }
        if (!(seconds > 0)) {
            throw new InputException("stars: " + name + ": must be greater than 0, found " + text);
        }
        return seconds;
    }
}
