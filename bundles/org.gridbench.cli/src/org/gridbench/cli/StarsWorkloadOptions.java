package org.gridbench.cli;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.gridbench.model.stars.StarsScenario;
import org.gridbench.experiments.stars.FixedRequests;
import org.gridbench.runs.stars.StarsWorkloads;
import org.gridbench.experiments.stars.ThesisWorkload;
import org.gridbench.experiments.stars.WorkloadSummary;
import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.model.scenario.PlainNumbers;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.stars.sim.StarsConfig;
import org.gridbench.stars.sim.StarsPolicy;
import org.gridbench.stars.sim.StarsSimulation;
import org.gridbench.stars.workload.NodeProperties;
import org.gridbench.stars.workload.RequestStream;
import org.gridbench.stars.workload.SwfDistributions;
import org.gridbench.stars.workload.WorkloadTrace;
import org.gridbench.stars.workload.thesis.ThesisNodeModel;
import org.gridbench.stars.workload.thesis.ThesisUsers;

/**
 * The workload options of {@code stars}: the thesis's closed-loop site-level users (section 8.2, the default), the
 * earlier open-loop site-level model on an SWF trace ({@code --workload swf}), or the fixed requests of
 * {@code --requests}; all drawn from the workload seed.
 *
 * @param streams the requests to replay, null for the thesis's workload until {@link #replay} generates them
 * @param fixed the fixed requests, null for a site-level workload
 * @param userFraction the fraction of the nodes with a user of the thesis's workload, else NaN
 */
record StarsWorkloadOptions(String name, NodeProperties nodes, List<RequestStream> streams, FixedRequests fixed,
        double userFraction, double calendarStart, RandomStreams workload) {

    /** What a run replays and what its summary says of it. */
    record Replay(List<RequestStream> streams, WorkloadSummary summary) {
    }

    private static final List<String> TASK_OPTIONS_AND_DEADLINE = List.of("--task-length", "--task-memory",
            "--task-disk", "--task-deadline");

    /** The workload; {@code deadlines} for a policy with deadlines (DP), which needs them and section 8.4.3's. */
    static StarsWorkloadOptions parse(Options options, int nodes, double duration, long seed, boolean deadlines)
            throws InputException {
        boolean requests = options.optional("--requests").isPresent();
        if (requests != options.optional("--tasks-per-request").isPresent()) {
            throw new InputException("stars: --requests and --tasks-per-request go together");
        }
        if (!requests) {
            for (String option : TASK_OPTIONS_AND_DEADLINE) {
                if (options.optional(option).isPresent()) {
                    throw new InputException("stars: " + option + " applies only with --requests");
                }
            }
        }
        RandomStreams workload = new RandomStreams(seed);
        Optional<Path> trace = options.optional("--trace").map(Path::of);
        String model = options.text("--workload", "thesis");
        if (!model.equals("thesis") && !model.equals("swf")) {
            throw new InputException("stars: --workload: unknown workload '" + model + "'; expected thesis or swf");
        }
        for (String option : List.of("--user-fraction", "--calendar-start", "--node-memory")) {
            if (options.optional(option).isPresent() && (requests || !model.equals("thesis"))) {
                throw new InputException("stars: " + option + " applies only to the thesis's workload (--workload"
                        + " thesis)");
            }
        }
        if (!requests && model.equals("thesis")) {
            if (trace.isPresent()) {
                throw new InputException("stars: --trace applies only with --workload swf or --requests");
            }
            double fraction = options.positiveNumber("--user-fraction",
                    options.text("--user-fraction", Double.toString(ThesisWorkload.DEFAULT_USER_FRACTION)));
            if (fraction > 1) {
                throw new InputException("stars: --user-fraction: must be in (0, 1], found "
                        + PlainNumbers.brief(fraction));
            }
            String start = options.text("--calendar-start", "monday");
            double calendarStart = switch (start) {
            case "monday" -> ThesisWorkload.CALENDAR_START;
            case "saturday" -> ThesisWorkload.THESIS_CALENDAR_START;
            default -> throw new InputException("stars: --calendar-start: unknown start '" + start
                    + "'; expected monday or saturday");
            };
            double memory = options.positiveNumber("--node-memory",
                    options.text("--node-memory", Double.toString(ThesisNodeModel.DEFAULT_MAX_MEMORY)));
            if (memory < ThesisNodeModel.MEMORY_STEP) {
                throw new InputException("stars: --node-memory: must be at least "
                        + PlainNumbers.brief(ThesisNodeModel.MEMORY_STEP)
                        + " MB (one memory step), found " + PlainNumbers.brief(memory));
            }
            return new StarsWorkloadOptions("thesis", ThesisWorkload.nodes(nodes, memory, workload), null, null,
                    fraction, calendarStart, workload);
        }
        if (!requests) {
            SwfDistributions applications = read(trace);
            NodeProperties properties = StarsWorkloads.nodes(applications, nodes, workload);
            return new StarsWorkloadOptions("swf", properties, deadlines
                    ? StarsWorkloads.usersWithDeadlines(applications, properties, duration, workload)
                    : StarsWorkloads.users(applications, nodes, duration, workload), null, Double.NaN, Double.NaN,
                    workload);
        }
        FixedRequests fixed = new FixedRequests(nodes, options.count("--requests", 1, 1),
                options.count("--tasks-per-request", 1, 1),
                options.positiveNumber("--task-length", options.text("--task-length", "60000")),
                options.nonNegative("--task-memory", 0), options.nonNegative("--task-disk", 0), duration,
                relativeDeadline(options, deadlines));
        NodeProperties properties = trace.isPresent()
                ? StarsWorkloads.nodes(read(trace), nodes, workload)
                : StarsWorkloads.uniformNodes(nodes);
        return new StarsWorkloadOptions("fixed", properties, List.of(fixed.stream(workload)), fixed, Double.NaN,
                Double.NaN, workload);
    }

    // Section 8.4.3 gives site-level users deadlines; fixed requests under DP need one, the others have none
    private static double relativeDeadline(Options options, boolean deadlines) throws InputException {
        Optional<String> text = options.optional("--task-deadline");
        if (text.isPresent() != deadlines) {
            throw new InputException(deadlines
                    ? "stars: --task-deadline is required with --requests under a policy with deadlines (DP): the"
                            + " time after submission by which every task must end, as 10m or 600s"
                    : "stars: --task-deadline applies only to policies with deadlines (DP)");
        }
        if (!deadlines) {
            return Double.POSITIVE_INFINITY;
        }
        double deadline = StarsCommand.duration("--task-deadline", text.get());
        if (deadline < StarsScenario.MIN_DEADLINE) {
            throw new InputException("stars: --task-deadline: must be at least 0.001 s (a millisecond), found "
                    + text.get().strip());
        }
        if (!(deadline <= StarsScenario.MAX_DUE)) {
            throw new InputException("stars: --task-deadline: must be at most 10^300 s: DP samples the computation a"
                    + " node offers up to the deadline, seconds x MFLOPS, which must be a finite number, found "
                    + text.get().strip());
        }
        return deadline;
    }

    /**
     * The streams of the run: the thesis's workload is generated here by a decentralized run of {@code generator}
     * under {@code config}, then replayed (with its DP deadlines when {@code deadlines}).
     */
    Replay replay(StarsConfig config, StarsPolicy<?> generator, int threads, boolean deadlines) {
        if (streams != null) {
            int users = fixed == null ? nodes.size() : 0;
            return new Replay(streams, new WorkloadSummary(name, users, fixed == null ? 1 : Double.NaN, Double.NaN));
        }
        WorkloadTrace trace = ThesisWorkload.generate(config, generator, nodes, userFraction, calendarStart, workload,
                threads);
        int users = ThesisUsers.users(nodes.size(), userFraction);
        return new Replay(ThesisWorkload.replay(trace, deadlines), new WorkloadSummary(name, users, userFraction,
                ThesisWorkload.offeredLoad(trace, nodes, config.duration())));
    }

    /** A fixed request that no node could ever take is bad input; the site-level engine skips such requests. */
    void checkFeasible(StarsSimulation<?> simulation) throws InputException {
        if (fixed == null || simulation.feasible(fixed.probe())) {
            return;
        }
        double memory = Arrays.stream(nodes.memory()).max().orElseThrow();
        double disk = Arrays.stream(nodes.disk()).max().orElseThrow();
        String option = fixed.memory() > memory ? "--task-memory" : fixed.disk() > disk ? "--task-disk"
                : "--task-memory, --task-disk";
        throw new InputException("stars: " + option + ": no node can ever take a task of "
                + PlainNumbers.brief(fixed.memory()) + " MB memory and " + PlainNumbers.brief(fixed.disk())
                + " MB disk (largest node memory " + PlainNumbers.brief(memory) + " MB, largest disk "
                + PlainNumbers.brief(disk) + " MB)");
    }

    /** The named trace, else the built-in {@link StarsWorkloads#DEFAULT_TRACE}. */
    static SwfDistributions read(Optional<Path> trace) throws InputException {
        try {
            return trace.isPresent() ? StarsWorkloads.applications(trace.get()) : StarsWorkloads.defaultApplications();
        } catch (ScenarioException e) {
            throw new InputException(e.problems().stream().map(Problem::format).toList());
        }
    }
}
