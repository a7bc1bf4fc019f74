package org.gridbench.cli;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

import org.gridbench.runs.stars.StarsHeap;
import org.gridbench.experiments.stars.WdpReport;
import org.gridbench.experiments.stars.WdpWorkflows;
import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.model.importers.WorkflowFormat;
import org.gridbench.model.scenario.PlainNumbers;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.stars.overlay.NetworkModel;
import org.gridbench.stars.sim.CostModel;
import org.gridbench.stars.sim.StarsConfig;
import org.gridbench.stars.wdp.NodeSpeeds;
import org.gridbench.stars.wdp.WdpConfig;
import org.gridbench.stars.wdp.WdpResult;
import org.gridbench.stars.wdp.WdpWorkload;
import org.gridbench.stars.wdp.WorkflowPolicy;

/**
 * {@code stars --policy WDP}: workflows with deadlines (Celaya, chapter 6 and section 8.6). WDP has no sampled
 * function, so it is contributed to the extension point as a {@link WorkflowPolicy}, which brings its own engine;
 * this runs it with the options of section 8.6.
 */
final class StarsWdpRun {

    /** The options only WDP takes. */
    static final Set<String> OPTIONS = Set.of("--workflow-model", "--workflow-size", "--workflow", "--priority",
            "--load", "--warm-up", "--speeds", "--resends");
    /** The options of the other policies that WDP refuses. */
    private static final List<String> NOT_FOR_WDP = List.of("--sfmax", "--trace", "--beta", "--sample", "--requests",
            "--tasks-per-request", "--task-memory", "--task-disk", "--task-deadline", "--churn", "--fail-fraction",
            "--fail-at");
    static final String SECTION_8_6_LINK = "slow-1mbps";
    /** The largest model sizes we accept: 1000 parallel tasks, a Laplace grid of 30 x 30 (a path of 59 tasks). */
    private static final int MAX_SIZE = 1000;
    private static final int MAX_LAPLACE_SIDE = 30;

    static final String USAGE = """

            WDP (chapter 6, section 8.6) runs its own engine, as it has no sampled function:
              ./gridbench stars --policy WDP --nodes N --out DIR
                                [--workflow-model forkjoin|laplace] [--workflow-size K] [--task-length MFLOP]
                                [--workflow FILE.json|FILE.dax|FILE.xml] [--priority W] [--load F]
                                [--duration D] [--warm-up D] [--speeds mixed|uniform] [--resends R]
                                [--link slow-1mbps|slow|fast] [--update-bw BPS] [--seed S] [--workload-seed W]
            Every workflow is the same DAG: the Fork-Join of Figure 8.13 (a fork, K parallel tasks, a join;
            K = 8 by default) or the Laplace solver of Figure 8.14 (a K x K grid; K = 3 by default), tasks of
            --task-length MFLOP (default 600000, 600 s at 1000 MFLOPS); or a WfFormat (.json) or Pegasus DAX
            (.dax, .xml) file, whose runtimes become MFLOP at 1000 MFLOPS. Workflows arrive from nodes drawn
            uniformly in a Poisson process whose work is --load (default 2, section 8.6.1) times the platform's
            aggregate speed, during --duration (default 1h); the run goes on until each has finished or been
            given up. --priority is W_j (default 1.2): the deadline is total length / submitter speed / W_j after
            submission. --warm-up (default 0) leaves the earlier workflows out of the measures. --speeds: node
            speeds 500 to 2000 MFLOPS drawn uniformly (mixed, default) or all 1000. --resends: times a submission
            node resends a sequence after the 30 s timeout before giving the workflow up (default 1). --link:
            slow delays (50-300 ms) at 1 Mbps as in section 8.6.2 (default), or the slow and fast links above;
            --update-bw defaults to 10000 B/s (section 8.6.2).
            Writes DIR/summary.json (settings; workflows submitted, measured, allocated, given up, finished, late;
            allocationTime and allocationTimeByWidth, speedUp and maximumSpeedUp; tasks; requests; traffic
            {incoming, outgoing} each {average, peak1s, peak10s} per node in bit/s), DIR/allocation-times.csv
            (workflow, width, allocationTime: Figure 8.15) and DIR/workflows.csv (one row per measured workflow).
            """;

    private StarsWdpRun() {
    }

    static int run(Options options, Console console, WorkflowPolicy policy) throws InputException {
        for (String option : NOT_FOR_WDP) {
            if (options.optional(option).isPresent()) {
                throw new InputException("stars: " + option + " does not apply to --policy WDP");
            }
        }
        if (!"decentralized".equals(options.text("--mode", "decentralized"))) {
            throw new InputException("stars: --mode: WDP runs decentralized only");
        }
        int nodes = StarsCommand.nodes(options);
        Optional<String> tooMany = StarsHeap.refusal(nodes, "WDP");
        if (tooMany.isPresent()) {
            throw new InputException("stars: --nodes: " + tooMany.get());
        }
        String link = options.text("--link", SECTION_8_6_LINK);
        NetworkModel network = SECTION_8_6_LINK.equals(link) ? WdpConfig.section86Link() : StarsCommand.network(link);
        double updateBandwidth = options.positiveNumber("--update-bw",
                options.text("--update-bw", Double.toString(WdpConfig.UPDATE_BANDWIDTH)));
        double duration = StarsCommand.duration(options.text("--duration", "1h"));
        double warmUp = options.optional("--warm-up").isPresent()
                ? StarsCommand.duration("--warm-up", options.text("--warm-up", null))
                : 0;
        if (warmUp >= duration) {
            throw new InputException("stars: --warm-up: must be shorter than --duration, found "
                    + options.text("--warm-up", null) + " and " + options.text("--duration", "1h"));
        }
        long seed = options.whole("--seed", 1, Long.MIN_VALUE);
        long workloadSeed = options.whole("--workload-seed", seed, Long.MIN_VALUE);
        int resends = (int) Math.min(Integer.MAX_VALUE, options.whole("--resends", 1, 0));
        double priority = number(options, "--priority", "1.2", "W_j");
        double load = number(options, "--load", Double.toString(WdpWorkload.SECTION_8_6_LOAD), "the load");
        String speedsName = options.text("--speeds", "mixed");
        double[] speeds = switch (speedsName) {
        case "mixed" -> NodeSpeeds.mixed(nodes, new RandomStreams(workloadSeed));
        case "uniform" -> NodeSpeeds.uniform(nodes);
        default -> throw new InputException("stars: --speeds: unknown speeds '" + speedsName
                + "'; expected mixed or uniform");
        };
        Path out = options.folder("--out", StarsCommand.required(options, "--out",
                "the folder for summary.json and the CSV files"));
        WdpWorkflows.Named workflow = workflow(options);
        WdpConfig config = new WdpConfig(nodes, network, updateBandwidth, duration, seed, StarsConfig.DEFAULT_TIMEOUT,
                resends, CostModel.DEFAULT);
        WdpWorkload workload = new WdpWorkload(workflow.name(), workflow.dag(), priority, load, warmUp, workloadSeed);
        checkArrivals(options, workload, speeds, duration);
        long start = System.nanoTime();
        WdpResult result = policy.simulation(config, workload, speeds).run();
        double wall = (System.nanoTime() - start) / 1e9;
        return StarsCommand.print(console, out, new WdpReport(config, result, link, speedsName, workloadSeed, wall));
    }

    /** Refuses a run that expects more than {@link WdpWorkload#MAX_WORKFLOWS}, before any work, naming its cause. */
    private static void checkArrivals(Options options, WdpWorkload workload, double[] speeds, double duration)
            throws InputException {
        double aggregate = Arrays.stream(speeds).sum();
        double expected = workload.expectedWorkflows(aggregate, duration);
        if (expected <= WdpWorkload.MAX_WORKFLOWS) {
            return;
        }
        String option = Stream.of("--load", "--task-length", "--workflow").filter(o -> options.optional(o)
                .isPresent()).findFirst().orElse("--duration");
        throw new InputException(String.format(Locale.ROOT, "stars: %s: about %.3g workflows would arrive (load %s x"
                + " %s MFLOPS of %d nodes x %s s / %s MFLOP a workflow), more than %,d; lower --load or --duration,"
                + " or give longer tasks", option, expected, PlainNumbers.brief(workload.load()),
                PlainNumbers.brief(aggregate), speeds.length, PlainNumbers.brief(duration),
                PlainNumbers.brief(workload.workflowLength()), WdpWorkload.MAX_WORKFLOWS));
    }

    private static double number(Options options, String name, String fallback, String symbol)
            throws InputException {
        String text = options.text(name, fallback).strip();
        double x = options.finite(name, text);
        if (!(x > 0)) {
            throw new InputException("stars: " + name + ": " + symbol + " must be greater than 0, found " + text);
        }
        return x;
    }

    // Section 8.6.1: a model of Figures 8.13-8.14 at a size, or a workflow file
    private static WdpWorkflows.Named workflow(Options options) throws InputException {
        if (options.optional("--workflow").isPresent()) {
            for (String option : List.of("--workflow-model", "--workflow-size", "--task-length")) {
                if (options.optional(option).isPresent()) {
                    throw new InputException("stars: " + option + " does not go with --workflow, whose file gives the"
                            + " tasks and their runtimes");
                }
            }
            Path file = Path.of(options.text("--workflow", null));
            WorkflowFormat format = WdpWorkflows.format(file).orElseThrow(() -> new InputException("stars: "
                    + "--workflow: " + file + ": unknown workflow format; expected WfFormat (.json) or Pegasus DAX"
                    + " (.dax, .xml)"));
            try {
                return WdpWorkflows.read(file, format);
            } catch (ScenarioException e) {
                throw new InputException(e.problems().stream().map(p -> "stars: " + p.format()).toList());
            } catch (IllegalArgumentException e) {
                throw new InputException("stars: " + file + ": " + e.getMessage());
            }
        }
        String model = options.text("--workflow-model", "forkjoin");
        Integer size = options.optional("--workflow-size").isPresent()
                ? (int) Math.min(MAX_SIZE, options.whole("--workflow-size", 0, 1))
                : null;
        if (size != null && size > ("laplace".equals(model) ? MAX_LAPLACE_SIDE : MAX_SIZE)) {
            throw new InputException("stars: --workflow-size: must be at most " + MAX_SIZE + " branches for forkjoin"
                    + " and " + MAX_LAPLACE_SIDE + " for laplace, found " + options.text("--workflow-size", ""));
        }
        double taskLength = options.positiveNumber("--task-length",
                options.text("--task-length", Double.toString(WdpWorkflows.DEFAULT_TASK_LENGTH)));
        return WdpWorkflows.model(model, size, taskLength).orElseThrow(() -> new InputException(
                "stars: --workflow-model: unknown model '" + model + "'; expected forkjoin or laplace"));
    }
}
