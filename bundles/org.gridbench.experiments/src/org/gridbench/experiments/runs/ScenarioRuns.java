package org.gridbench.experiments.runs;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.experiments.policies.PolicyCatalog;
import org.gridbench.experiments.policies.PolicyContribution;
import org.gridbench.experiments.stars.StarsHeap;
import org.gridbench.experiments.stars.StarsWorkloads;
import org.gridbench.market.BiddingPolicies;
import org.gridbench.market.PolicyException;
import org.gridbench.market.policy.BiddingPolicyInstance;
import org.gridbench.model.market.MarketScenario;
import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.tree.TreeScenario;
import org.gridbench.stars.StarsPolicies;
import org.gridbench.stars.overlay.NetworkModel;
import org.gridbench.stars.sim.CostModel;
import org.gridbench.stars.sim.Failures;
import org.gridbench.stars.sim.Mode;
import org.gridbench.stars.sim.StarsConfig;
import org.gridbench.stars.sim.StarsPolicy;
import org.gridbench.stars.sim.StarsSimulation;
import org.gridbench.stars.workload.NodeProperties;
import org.gridbench.stars.workload.Request;
import org.gridbench.stars.workload.RequestStream;
import org.gridbench.stars.workload.WorkloadTrace;

import com.fasterxml.jackson.databind.JsonNode;
import org.gridbench.trees.TreeHeuristics;
import org.gridbench.trees.heuristic.HeuristicException;
import org.gridbench.trees.heuristic.TreeHeuristicInstance;
import org.gridbench.trees.lp.SteadyState;
import org.gridbench.trees.lp.SteadyStateException;
import org.gridbench.trees.lp.SteadyStateLp;

/** Sets a scenario document up to run, with the policies contributed to the extension registry. */
public final class ScenarioRuns {

    /** A stars scenario without a duration runs for one simulated day. */
    public static final double DEFAULT_STARS_DURATION = 86_400;
    /** Rows of a STaRS run's time series. */
    private static final int SAMPLES = 200;

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
        case STARS -> stars(document, file, name, registry, policy);
        };
    }

    // Burkimsher and Indrusiak: the scenario's bidding policy (or the one named) on its platform and workload
    private static ScenarioRun market(ScenarioDocument document, Path file, String name, IExtensionRegistry registry,
            Optional<String> policy) throws RunSetupException {
        JsonNode workload = document.root().path("workload");
        String counted = workload.has("generator") ? "generator.jobs" : "import.copies";
        Optional<String> tooMany = MarketHeap.refusal(workload.path("generator").path("jobs").asLong(0)
                + workload.path("import").path("copies").asLong(0), 1);
        if (tooMany.isPresent()) {
            throw new RunSetupException(file + ": workload." + counted + ": " + tooMany.get());
        }
        MarketScenario scenario;
        try {
            scenario = MarketScenario.of(document, file.toAbsolutePath().getParent());
        } catch (ScenarioException e) {
            throw new RunSetupException(e.problems().stream().map(Problem::format).toList());
        }
        String policyId = policy.or(scenario::policy).orElseThrow(() -> new RunSetupException(file
                + ": policy: missing; choose a bidding policy in the scenario (the editor's Policy field) or with"
                + " --policy"));
        requireInstalled(document, file, "policy", Family.MARKET, policyId, registry);
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
        String id = policy.or(scenario::heuristic).orElseThrow(() -> new RunSetupException(file
                + ": heuristic: missing; choose one in the scenario (the editor's Policy field) or with --policy"));
        requireInstalled(document, file, "heuristic", Family.TREES, id, registry);
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

    // Celaya's STaRS: the file's requests on uniform nodes, decentralized, until the scenario's duration
    private static ScenarioRun stars(ScenarioDocument document, Path file, String name, IExtensionRegistry registry,
            Optional<String> policy) throws RunSetupException {
        JsonNode root = document.root();
        String id = policy.orElse(root.path("policy").asText());
        requireInstalled(document, file, "policy", Family.STARS, id, registry);
        StarsPolicy<?> starsPolicy;
        try {
            starsPolicy = StarsPolicies.create(registry, id);
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new RunSetupException(file + ": policy: " + e.getMessage());
        }
        if (starsPolicy.readsDeadlines()) {
            throw new RunSetupException(file + ": policy: " + id + " needs a deadline per request, which stars"
                    + " scenario files do not carry; run it with ./gridbench stars --policy " + id);
        }
        int nodes = root.path("overlay").path("nodes").intValue();
        Optional<String> tooMany = StarsHeap.refusal(nodes, starsPolicy.id());
        if (tooMany.isPresent()) {
            throw new RunSetupException(file + ": overlay.nodes: " + tooMany.get());
        }
        NodeProperties properties = StarsWorkloads.uniformNodes(nodes);
        List<Request> requests = new ArrayList<>();
        JsonNode list = root.path("workload").path("requests");
        for (int i = 0; i < list.size(); i++) {
            JsonNode r = list.get(i);
            Request request = new Request(r.path("at").doubleValue(), r.path("node").intValue(),
                    r.path("tasks").intValue(), r.path("length").doubleValue(), r.path("memory").doubleValue(),
                    r.path("disk").doubleValue(), i);
            if (request.memory() > StarsWorkloads.UNIFORM_MEMORY || request.disk() > StarsWorkloads.UNIFORM_DISK) {
                throw new RunSetupException(String.format(Locale.ROOT, "%s: workload.requests[%d]: no node can take"
                        + " it: every node of a file run has %.0f MB of memory and %.0f MB of disk", file, i,
                        StarsWorkloads.UNIFORM_MEMORY, StarsWorkloads.UNIFORM_DISK));
            }
            requests.add(request);
        }
        double duration = root.path("duration").asDouble(DEFAULT_STARS_DURATION);
        String link = root.path("network").path("model").asText();
        try {
            StarsConfig config = new StarsConfig(nodes, root.path("overlay").path("sfMax").intValue(),
                    Mode.DECENTRALIZED, "slow".equals(link) ? NetworkModel.slow() : NetworkModel.fast(),
                    root.path("overlay").path("updateBandwidth").doubleValue(), duration, document.seed(),
                    StarsConfig.DEFAULT_TIMEOUT, duration / SAMPLES, CostModel.DEFAULT);
            StarsSimulation<?> simulation = new StarsSimulation<>(config, starsPolicy, properties);
            JsonNode f = root.path("failures");
            Failures failures = new Failures(f.path("churnMedian").asDouble(0), f.path("failFraction").asDouble(0),
                    f.path("failAt").asDouble(0), Failures.DEFAULT_HEARTBEAT);
            simulation.start(List.of(RequestStream.of(new WorkloadTrace(requests))), failures);
            return new StarsScenarioRun(config, name, starsPolicy.id(), simulation, link);
        } catch (IllegalArgumentException e) {
            throw new RunSetupException(file + ": overlay: " + e.getMessage());
        }
    }

    // a policy no installed plug-in contributes: its id, the plug-in the scenario says contributes it, and what is there
    private static void requireInstalled(ScenarioDocument document, Path file, String field, Family family, String id,
            IExtensionRegistry registry) throws RunSetupException {
        List<String> installed = PolicyCatalog.read(registry).contributions().stream()
                .filter(c -> c.family() == family).map(PolicyContribution::id).toList();
        if (installed.contains(id)) {
            return;
        }
        String plugin = document.root().path("policyPlugin").asText();
        throw new RunSetupException(file + ": " + field + ": '" + id + "' is not installed: "
                + (plugin.isEmpty() ? "no installed plug-in contributes it"
                        : "it comes from plug-in " + plugin + ", which is not installed (./gridbench plugin install"
                                + " PATH, or Help > Install Policy Plug-in... in the workbench)")
                + "; installed " + family.id() + " policies: "
                + (installed.isEmpty() ? "none" : String.join(", ", installed)));
    }
}
