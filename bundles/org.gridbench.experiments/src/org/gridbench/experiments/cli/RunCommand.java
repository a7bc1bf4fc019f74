package org.gridbench.experiments.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.market.BiddingPolicies;
import org.gridbench.market.MarketOptions;
import org.gridbench.market.MarketResult;
import org.gridbench.market.MarketRun;
import org.gridbench.market.PolicyException;
import org.gridbench.market.policy.BiddingPolicyInstance;
import org.gridbench.model.market.MarketScenario;
import org.gridbench.model.market.MarketStructure;
import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioReader;

/** {@code run FILE}: runs one scenario as the workbench would and prints its metrics. */
final class RunCommand implements Command {

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
                scenario's heuristic beside the LP optimum, as tree-sim prints it. --policy overrides the
                scenario's policy or heuristic; --json prints the metrics (market: and every job's outcome)
                as JSON. The same file and seed give the same output.
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
        if (document.family() == Family.TREES) {
            List<String> treeArgs = new ArrayList<>(List.of(file.toString()));
            options.optional("--policy").ifPresent(h -> treeArgs.addAll(List.of("--heuristic", h)));
            if (options.flag("--json")) {
                treeArgs.add("--json");
            }
            return new TreeSimCommand(registry).run(treeArgs, console);
        }
        if (document.family() != Family.MARKET) {
            throw new InputException(file + ": family: the " + document.family().id()
                    + " family cannot be run yet; market and trees scenarios run in this version");
        }
        MarketScenario scenario = market(document, file);
        String policyId = options.text("--policy", scenario.policy().orElse(null));
        if (policyId == null) {
            throw new InputException(file + ": policy: missing; name a bidding policy in the scenario or with --policy");
        }
        BiddingPolicyInstance policy;
        try {
            policy = BiddingPolicies.create(registry, policyId);
        } catch (PolicyException e) {
            throw new InputException(file + ": policy: " + e.getMessage());
        }
        MarketOptions marketOptions = new MarketOptions(scenario.market() == MarketStructure.SINGLE);
        MarketResult result;
        try {
            result = MarketRun.run(scenario.platform(), scenario.workload(), policy, marketOptions, document.seed());
        } catch (PolicyException e) {
            console.err().println("run: " + e.getMessage());
            return Cli.INTERNAL_ERROR;
        }
        console.out().print(options.flag("--json") ? MarketResultText.json(result) : MarketResultText.table(result));
        return Cli.OK;
    }

    private static ScenarioDocument read(Path file) throws InputException {
        try {
            return ScenarioReader.read(file);
        } catch (ScenarioException e) {
            throw new InputException(e.problems().stream().map(Problem::format).toList());
        }
    }

    private static MarketScenario market(ScenarioDocument document, Path file) throws InputException {
        try {
            Path folder = file.toAbsolutePath().getParent();
            return MarketScenario.of(document, folder);
        } catch (ScenarioException e) {
            throw new InputException(e.problems().stream().map(Problem::format).toList());
        }
    }
}
