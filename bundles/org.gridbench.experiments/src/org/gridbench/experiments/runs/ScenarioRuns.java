package org.gridbench.experiments.runs;

import java.nio.file.Path;
import java.util.Optional;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.market.BiddingPolicies;
import org.gridbench.market.PolicyException;
import org.gridbench.market.policy.BiddingPolicyInstance;
import org.gridbench.model.market.MarketScenario;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.tree.TreeScenario;
import org.gridbench.trees.TreeHeuristics;
import org.gridbench.trees.heuristic.HeuristicException;
import org.gridbench.trees.heuristic.TreeHeuristicInstance;
import org.gridbench.trees.lp.SteadyState;
import org.gridbench.trees.lp.SteadyStateException;
import org.gridbench.trees.lp.SteadyStateLp;

/** Sets a scenario document up to run, with the policies contributed to the extension registry. */
public final class ScenarioRuns {

    private ScenarioRuns() {
    }

    /**
     * @param file where the document lives: its folder resolves imported files, its name starts every message
     * @param policy overrides the scenario's policy when present
     */
    public static ScenarioRun open(ScenarioDocument document, Path file, IExtensionRegistry registry,
            Optional<String> policy) throws RunSetupException {
        String name = document.name().isEmpty() ? file.getFileName().toString() : document.name();
        return switch (document.family()) {
        case MARKET -> market(document, file, name, registry, policy);
        case TREES -> trees(document, file, name, registry, policy);
        case STARS -> throw new RunSetupException(file + ": family: the stars family cannot be run yet from a"
                + " scenario file; market and trees scenarios can (STaRS experiments: ./gridbench stars)");
        };
    }

    // Burkimsher and Indrusiak: the scenario's bidding policy (or the one named) on its platform and workload
    private static ScenarioRun market(ScenarioDocument document, Path file, String name, IExtensionRegistry registry,
            Optional<String> policy) throws RunSetupException {
        MarketScenario scenario;
        try {
            scenario = MarketScenario.of(document, file.toAbsolutePath().getParent());
        } catch (ScenarioException e) {
            throw new RunSetupException(e.problems().stream().map(Problem::format).toList());
        }
        String policyId = policy.or(scenario::policy).orElseThrow(() -> new RunSetupException(
                file + ": policy: missing; name a bidding policy in the scenario or with --policy"));
        BiddingPolicyInstance instance;
        try {
            instance = BiddingPolicies.create(registry, policyId);
        } catch (PolicyException e) {
            throw new RunSetupException(file + ": policy: " + e.getMessage());
        }
        try {
            return new MarketScenarioRun(scenario, name, instance, document.seed());
        } catch (IllegalArgumentException e) {
            throw new RunSetupException(file + ": workload: " + e.getMessage());
        }
    }

    // Beaumont et al.: the scenario's heuristic (or the one named) beside the LP optimum
    private static ScenarioRun trees(ScenarioDocument document, Path file, String name, IExtensionRegistry registry,
            Optional<String> policy) throws RunSetupException {
        TreeScenario scenario;
        try {
            scenario = TreeScenario.of(document);
        } catch (IllegalArgumentException e) {
            throw new RunSetupException(file + ": platform: " + e.getMessage());
        }
        String id = policy.or(scenario::heuristic).orElseThrow(() -> new RunSetupException(
                file + ": heuristic: missing; name one in the scenario or with --policy"));
        TreeHeuristicInstance heuristic;
        try {
            heuristic = TreeHeuristics.create(registry, id);
        } catch (HeuristicException e) {
            throw new RunSetupException(file + ": heuristic: " + e.getMessage());
        }
        SteadyState lp;
        try {
            lp = SteadyStateLp.solve(scenario.platform(), scenario.applications());
        } catch (SteadyStateException e) {
            throw new RunSetupException(file + ": the linear program has no optimum (" + e.status() + "): "
                    + e.getMessage());
        }
        try {
            return new TreesScenarioRun(scenario, name, heuristic, lp);
        } catch (HeuristicException | IllegalArgumentException e) {
            throw new RunSetupException(file + ": heuristic: " + e.getMessage());
        }
    }
}
