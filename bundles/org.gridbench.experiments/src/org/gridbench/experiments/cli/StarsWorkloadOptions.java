package org.gridbench.experiments.cli;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.gridbench.experiments.stars.FixedRequests;
import org.gridbench.experiments.stars.StarsWorkloads;
import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.stars.sim.StarsSimulation;
import org.gridbench.stars.workload.NodeProperties;
import org.gridbench.stars.workload.RequestStream;
import org.gridbench.stars.workload.SwfDistributions;

/**
 * The workload options of {@code stars}: the site-level model of section 8.2 from an SWF trace, or the fixed requests
 * of {@code --requests}; both drawn from the workload seed.
 *
 * @param fixed the fixed requests, null for the site-level workload
 */
record StarsWorkloadOptions(NodeProperties nodes, List<RequestStream> streams, FixedRequests fixed) {

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
        if (!requests) {
            SwfDistributions applications = read(trace);
            NodeProperties properties = StarsWorkloads.nodes(applications, nodes, workload);
            return new StarsWorkloadOptions(properties, deadlines
                    ? StarsWorkloads.usersWithDeadlines(applications, properties, duration, workload)
                    : StarsWorkloads.users(applications, nodes, duration, workload), null);
        }
        FixedRequests fixed = new FixedRequests(nodes, options.count("--requests", 1, 1),
                options.count("--tasks-per-request", 1, 1),
                options.positiveNumber("--task-length", options.text("--task-length", "60000")),
                options.nonNegative("--task-memory", 0), options.nonNegative("--task-disk", 0), duration,
                relativeDeadline(options, deadlines));
        NodeProperties properties = trace.isPresent()
                ? StarsWorkloads.nodes(read(trace), nodes, workload)
                : StarsWorkloads.uniformNodes(nodes);
        return new StarsWorkloadOptions(properties, List.of(fixed.stream(workload)), fixed);
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
        return deadlines ? StarsCommand.duration("--task-deadline", text.get()) : Double.POSITIVE_INFINITY;
    }

    String name() {
        return fixed == null ? "site-level" : "fixed";
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
        throw new InputException("stars: " + option + ": no node can ever take a task of " + plain(fixed.memory())
                + " MB memory and " + plain(fixed.disk()) + " MB disk (largest node memory " + plain(memory)
                + " MB, largest disk " + plain(disk) + " MB)");
    }

    /** The named trace, else the built-in {@link StarsWorkloads#DEFAULT_TRACE}. */
    static SwfDistributions read(Optional<Path> trace) throws InputException {
        try {
            return trace.isPresent() ? StarsWorkloads.applications(trace.get()) : StarsWorkloads.defaultApplications();
        } catch (ScenarioException e) {
            throw new InputException(e.problems().stream().map(Problem::format).toList());
        }
    }

    private static String plain(double x) {
        return x == Math.rint(x) && Math.abs(x) < 1e15 ? Long.toString((long) x) : Double.toString(x);
    }
}
