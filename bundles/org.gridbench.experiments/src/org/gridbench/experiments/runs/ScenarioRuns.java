package org.gridbench.experiments.runs;

import java.nio.file.Path;
import java.util.Optional;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.market.BiddingPolicies;
import org.gridbench.market.PolicyException;
import org.gridbench.market.policy.BiddingPolicyInstance;
import org.gridbench.model.market.MarketScenario;
import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;

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
        if (document.family() != Family.MARKET) {
            throw new RunSetupException(file + ": family: the " + document.family().id()
                    + " family cannot be run yet from a scenario file; market scenarios run here and in the"
                    + " workbench, trees scenarios with ./gridbench run or tree-sim");
        }
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
        String name = document.name().isEmpty() ? file.getFileName().toString() : document.name();
        try {
            return new MarketScenarioRun(scenario, name, instance, document.seed());
        } catch (IllegalArgumentException e) {
            throw new RunSetupException(file + ": workload: " + e.getMessage());
        }
    }
}
