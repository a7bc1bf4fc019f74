package org.gridbench.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.runs.MarketHeap;
import org.gridbench.runs.MarketScenarioRun;
import org.gridbench.runs.RunSetupException;
import org.gridbench.runs.ScenarioRun;
import org.gridbench.runs.ScenarioRuns;
import org.gridbench.runs.StarsScenarioRun;
import org.gridbench.runs.TerminalNumbers;
import org.gridbench.runs.TreesScenarioRun;
import org.gridbench.trees.heuristic.HeuristicException;
import org.gridbench.kernel.PolicyException;
import org.gridbench.kernel.SimulationException;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioReader;

/** {@code run FILE}: runs one scenario as the workbench would and prints its metrics. */
final class RunCommand implements Command {

    /** Workloads this large take seconds to generate (about 40,000 jobs a second, docs/limits.md). */
    private static final long GENERATION_NOTICE = 100_000;

    private final IExtensionRegistry registry;

    RunCommand(IExtensionRegistry registry) {
        this.registry = registry;
    }

    @Override
    public String name() {
        return "run";
    }

    @Override
    public String summary() {
        return "run one scenario file and print its metrics";
    }

    @Override
    public String usage() {
        return """
                Usage: ./gridbench run FILE [--policy ID] [--json]

                Runs the scenario in FILE with its seed, as the workbench runs it, and prints the
                metrics. Market scenarios: proportion of maximum value, starved jobs and tasks, mean SLR
                of completed jobs, utilisation. Trees scenarios: the demand-driven simulation of the
                scenario's heuristic beside the LP optimum, as tree-sim prints it. Stars scenarios (IBP,
                MMP, DP, FSP): the requests routed on the overlay for the scenario's duration (one day when
                absent) on nodes of 1024 MB, 80 GB and 1000 MFLOPS, with the measures stars prints; DP
                reads each request's deadline.
                --policy overrides the scenario's policy or heuristic (an id not installed is refused as
                "run: --policy: ...", with the installed ones); --json prints the metrics as JSON
                (market runs add every job's outcome; stars runs give the measures of the stars command's
                summary.json, the makespan from the first task's start to the last finished task's
                end). The same file and seed give the same output.
                """;
    }

    @Override
    public int run(List<String> args, Console console) throws InputException {
        Options options = Options.parse(name(), args, Set.of("--policy"), Set.of("--json"));
        if (options.positional().size() != 1) {
            throw new InputException("run: name one scenario file; see ./gridbench run --help");
        }
        Path file = Path.of(options.positional().get(0));
        ScenarioDocument document = read(file);
        long generated = document.root().path("workload").path("generator").path("jobs").asLong(0);
        if (generated >= GENERATION_NOTICE && MarketHeap.refusal(generated, 1).isEmpty()) {
            console.err().printf("run: generating the %d jobs of workload.generator%n", generated);
        }
        Optional<String> policy = options.optional("--policy");
        if (policy.isPresent()) {
            Optional<String> refused = ScenarioRuns.policyRefusal(document.family(), policy.get(), "", registry);
            if (refused.isPresent()) {
                throw new InputException("run: --policy: " + refused.get());
            }
        }
        ScenarioRun run;
        try {
            run = ScenarioRuns.open(document, file, registry, policy);
        } catch (RunSetupException e) {
            throw new InputException(e.lines());
        }
        try {
            run.simulation().runUntil(run.end());
        } catch (SimulationException e) {
            if (e.getCause() instanceof PolicyException failure) {
                console.err().println("run: " + failure.getMessage() + " (simulated time "
                        + TerminalNumbers.readable(e.time()) + ")");
                return Cli.INTERNAL_ERROR;
            }
            throw e;
        }
        String metrics;
        try {
            metrics = run.metrics();
        } catch (HeuristicException e) {
            console.err().println("run: " + e.getMessage());
            return Cli.INTERNAL_ERROR;
        }
        String json = !options.flag("--json") ? null
                : run instanceof MarketScenarioRun market ? market.json()
                : run instanceof TreesScenarioRun trees ? trees.json()
                : run instanceof StarsScenarioRun stars ? stars.json() : null;
        console.out().print(json != null ? json : metrics);
        return Cli.OK;
    }

    private static ScenarioDocument read(Path file) throws InputException {
        try {
            return ScenarioReader.read(file);
        } catch (ScenarioException e) {
            throw new InputException(e.problems().stream().map(Problem::format).toList());
        }
    }
}
