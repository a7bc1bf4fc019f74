package org.gridbench.runs;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.runs.policies.PolicyDescriptor;
import org.gridbench.runs.policies.PolicyRegistry;
import org.gridbench.model.stars.StarsScenario;
import org.gridbench.model.stars.StarsScenario.FileRequest;
import org.gridbench.runs.stars.StarsHeap;
import org.gridbench.runs.stars.StarsSetup;
import org.gridbench.runs.stars.StarsWorkloads;
import org.gridbench.market.BiddingPolicyException;
import org.gridbench.market.policy.BiddingPolicyInstance;
import org.gridbench.model.market.MarketScenario;
import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.model.scenario.ScenarioWriter;
import org.gridbench.model.tree.TreeScenario;
import org.gridbench.stars.StarsPolicies;
import org.gridbench.stars.sim.StarsPolicy;
import org.gridbench.stars.sim.StarsSimulation;
import org.gridbench.stars.workload.NodeProperties;
import org.gridbench.stars.workload.Request;
import org.gridbench.stars.workload.RequestStream;
import org.gridbench.stars.workload.WorkloadTrace;

import com.fasterxml.jackson.databind.JsonNode;
import org.gridbench.trees.heuristic.HeuristicException;
import org.gridbench.trees.heuristic.TreeHeuristicInstance;
import org.gridbench.trees.lp.SteadyState;
import org.gridbench.trees.lp.SteadyStateException;
import org.gridbench.trees.lp.SteadyStateLp;

/** Sets a scenario document up to run, with the policies contributed to the extension registry. */
public final class ScenarioRuns {

    /** The field of a market document whose written-out jobs {@link #missingJobs} asks for. */
    public static final String JOBS_FIELD = "workload.jobs";

    private ScenarioRuns() {
    }

    /**
     * A document is checked as a file is when it is read, so an edited document with problems is refused with them
     * in the workbench as its file would be by the command line.
     *
     * @param file where the document lives: its folder resolves imported files, its name starts every message
     * @param policy overrides the scenario's policy when present; it must be one {@link #policyRefusal} accepts for the
     *        document's family (the caller names it in its own terms, as run's --policy)
     */
    public static ScenarioRun open(ScenarioDocument document, Path file, IExtensionRegistry registry,
            Optional<String> policy) throws RunSetupException {
        try {
            ScenarioReader.parse(ScenarioWriter.toJson(document), file.toString());
        } catch (ScenarioException e) {
            throw new RunSetupException(e.problems().stream().map(Problem::format).toList());
        }
        String name = document.name().isEmpty() ? file.getFileName().toString() : document.name();
        PolicyRegistry policies = PolicyRegistry.of(registry);
        return switch (document.family()) {
        case MARKET -> market(document, file, name, policies, policy);
        case TREES -> trees(document, file, name, policies, policy);
        case STARS -> stars(document, file, name, policies, policy);
        };
    }

    // Burkimsher and Indrusiak: the scenario's bidding policy (or the one named) on its platform and workload
    private static ScenarioRun market(ScenarioDocument document, Path file, String name, PolicyRegistry policies,
            Optional<String> policy) throws RunSetupException {
        JsonNode workload = document.root().path("workload");
        JsonNode imported = workload.path("import");
        String copies = imported.has("arrivals") ? "arrivals" : "copies";
        Optional<String> tooMany = workload.has("generator")
                ? MarketHeap.generatorRefusal(workload.get("generator")).map(m -> "generator." + m)
                : MarketHeap.refusal(imported.has("arrivals") ? imported.get("arrivals").size()
                        : imported.path("copies").asLong(0), 1).map(m -> "import." + copies + ": " + m);
        if (tooMany.isPresent()) {
            String[] fieldAndReason = tooMany.get().split(": ", 2);
            throw new RunSetupException(at(file, "workload." + fieldAndReason[0], fieldAndReason[1]).format());
        }
        MarketScenario scenario;
        try {
            scenario = MarketScenario.of(document, file.toAbsolutePath().getParent());
        } catch (ScenarioException e) {
            throw new RunSetupException(e.problems().stream().map(Problem::format).toList());
        }
        Optional<String> noJobs = missingJobs(document);
        if (noJobs.isPresent()) {
            throw new RunSetupException(file + ": " + noJobs.get());
        }
        String policyId = policy.or(scenario::policy).orElseThrow(() -> new RunSetupException(file + ": "
                + missingPolicy(Family.MARKET)));
        PolicyDescriptor.Market descriptor = installed(document, file, "policy", PolicyDescriptor.Market.class,
                Family.MARKET, policyId, policies, policy.isEmpty());
        BiddingPolicyInstance instance;
        try {
            instance = descriptor.create();
        } catch (BiddingPolicyException e) {
            throw new RunSetupException(file + ": policy: " + e.getMessage());
        }
        try {
            return new MarketScenarioRun(scenario, name, instance, document.seed());
        } catch (IllegalArgumentException e) {
            throw new RunSetupException(file + ": workload: " + e.getMessage());
        }
    }

    // Beaumont et al.: the scenario's heuristic (or the one named) beside the LP optimum
    private static ScenarioRun trees(ScenarioDocument document, Path file, String name, PolicyRegistry policies,
            Optional<String> policy) throws RunSetupException {
        TreeScenario scenario;
        try {
            scenario = TreeScenario.of(document);
        } catch (IllegalArgumentException e) {
            throw new RunSetupException(file + ": platform: " + e.getMessage());
        }
        String id = policy.or(scenario::heuristic).orElseThrow(() -> new RunSetupException(file + ": "
                + missingPolicy(Family.TREES)));
        PolicyDescriptor.Trees descriptor = installed(document, file, "heuristic", PolicyDescriptor.Trees.class,
                Family.TREES, id, policies, policy.isEmpty());
        TreeHeuristicInstance heuristic;
        try {
            heuristic = descriptor.create();
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
    private static ScenarioRun stars(ScenarioDocument document, Path file, String name, PolicyRegistry policies,
            Optional<String> policy) throws RunSetupException {
        StarsScenario scenario = StarsScenario.of(document);
        String id = policy.or(scenario::policy).orElse("");
        PolicyDescriptor.Stars descriptor = installed(document, file, "policy", PolicyDescriptor.Stars.class,
                Family.STARS, id, policies, policy.isEmpty());
        StarsPolicy<?> starsPolicy;
        try {
            starsPolicy = descriptor.create();
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new RunSetupException(file + ": policy: " + e.getMessage());
        }
        Optional<String> tooMany = StarsHeap.refusal(scenario.nodes(), starsPolicy.id());
        if (tooMany.isPresent()) {
            throw new RunSetupException(at(file, "overlay.nodes", tooMany.get()).format());
        }
        Optional<String> tooManyTasks = StarsHeap.taskRefusal(scenario.requests().stream()
                .mapToLong(FileRequest::tasks).sum(), starsPolicy.id());
        if (tooManyTasks.isPresent()) {
            throw new RunSetupException(file + ": workload.requests: " + tooManyTasks.get());
        }
        NodeProperties properties = StarsWorkloads.uniformNodes(scenario.nodes());
        List<Request> requests = new ArrayList<>();
        boolean deadlines = starsPolicy.readsDeadlines();
        for (int i = 0; i < scenario.requests().size(); i++) {
            FileRequest r = scenario.requests().get(i);
            if (deadlines && !r.hasDeadline()) {
                throw new RunSetupException(String.format(Locale.ROOT, "%s: workload.requests[%d].deadline: missing;"
                        + " %s needs a deadline per request, in seconds after its 'at'", file, i, id));
            }
            Request request = new Request(r.at(), r.node(), r.tasks(), r.length(), r.memory(), r.disk(), i);
            requests.add(deadlines ? request.withDeadline(r.at() + r.deadline()) : request);
        }
        try {
            StarsSetup setup = StarsSetup.thesis(scenario);
            StarsSimulation<?> simulation = setup.simulation(starsPolicy, properties, 1);
            simulation.start(List.of(RequestStream.of(new WorkloadTrace(requests))), setup.failures());
            return new StarsScenarioRun(setup.config(), name, starsPolicy.id(), simulation, scenario.link());
        } catch (IllegalArgumentException e) {
            throw new RunSetupException(file + ": overlay: " + e.getMessage());
        }
    }

    /** The field that names a document's own policy: the heuristic of a trees scenario. */
    public static String policyField(Family family) {
        return family == Family.TREES ? "heuristic" : "policy";
    }

    /**
     * Why a document that reads cannot run here, as {@link #open} would refuse it: the policy it names is not
     * installed, or is a workflow policy (WDP), which a file's requests cannot drive. Validate asks it of a file, a
     * sweep of every run of a base scenario. The heap is not asked: it is the machine's that runs the file.
     *
     * @param file the document's file, whose text places the problem at the field
     */
    public static Optional<Problem> refusal(ScenarioDocument document, Path file, IExtensionRegistry registry) {
        String field = policyField(document.family());
        String id = document.root().path(field).asText("");
        return id.isEmpty() ? Optional.empty()
                : policyRefusal(document.family(), id, document.root().path("policyPlugin").asText(), registry)
                        .map(message -> at(file, field, message));
    }

    /**
     * Why policy {@code id} cannot run a document of {@code family} here, naming the installed ones: it is not
     * installed, or it is a workflow policy (WDP), which a file's requests cannot drive.
     *
     * @param plugin the plug-in the document says contributes the policy, "" when it says none
     */
    public static Optional<String> policyRefusal(Family family, String id, String plugin,
            IExtensionRegistry registry) {
        PolicyRegistry policies = PolicyRegistry.of(registry);
        if (!policies.ids(family).contains(id)) {
            return Optional.of(notInstalled(family, id, plugin, policies));
        }
        if (family == Family.STARS && StarsPolicies.workflow(registry, id).isPresent()) {
            return Optional.of("'" + id + "' is a workflow policy with its own engine (chapter 6), which a scenario"
                    + " file's requests cannot drive: ./gridbench stars --policy " + id + " runs it");
        }
        return Optional.empty();
    }

    /**
     * What {@link #open} asks of a document that names no policy (an imported trace or workflow, whose policy is
     * chosen later), as "field: message"; empty when it names one. A stars scenario always names its policy.
     */
    public static Optional<String> missingPolicy(ScenarioDocument document) {
        Family family = document.family();
        return family == Family.STARS || document.root().hasNonNull(policyField(family)) ? Optional.empty()
                : Optional.of(missingPolicy(family));
    }

    /**
     * What {@link #open} asks of a market document whose written-out workload has no job yet (the empty market
     * workload's template, a workload whose last job was deleted), as "field: message"; empty otherwise.
     */
    public static Optional<String> missingJobs(ScenarioDocument document) {
        JsonNode jobs = document.root().path("workload").path("jobs");
        return document.family() == Family.MARKET && jobs.isArray() && jobs.isEmpty()
                ? Optional.of(JOBS_FIELD + ": no job yet; draw one on the Workflow DAG page (Add job) or import a"
                        + " WfFormat or DAX workflow there")
                : Optional.empty();
    }

    private static String missingPolicy(Family family) {
        return policyField(family) + ": missing; choose "
                + (family == Family.MARKET ? "a bidding policy" : "one") + " in the scenario (the editor's Policy"
                + " field) or with --policy";
    }

    /** A problem at {@code field}'s place in the file, or named by the file alone when its text does not read. */
    private static Problem at(Path file, String field, String message) {
        try {
            return ScenarioReader.problemAt(file, field, message);
        } catch (ScenarioException e) {
            return new Problem(file.toString(), 0, 0, field, message);
        }
    }

    // the installed policy id, else why not, at the field's line and column when the id is the file's own
    private static <D extends PolicyDescriptor> D installed(ScenarioDocument document, Path file, String field,
            Class<D> kind, Family family, String id, PolicyRegistry policies, boolean fileOwn)
            throws RunSetupException {
        Optional<D> found = policies.find(kind, id);
        if (found.isPresent()) {
            return found.get();
        }
        if (!fileOwn) {
            throw new IllegalArgumentException("policy " + id + " is not installed; ask policyRefusal first");
        }
        throw new RunSetupException(at(file, field, notInstalled(family, id,
                document.root().path("policyPlugin").asText(), policies)).format());
    }

    // the plug-in the scenario says contributes a missing policy, and what is installed
    private static String notInstalled(Family family, String id, String plugin, PolicyRegistry policies) {
        List<String> installed = policies.ids(family);
        return "'" + id + "' is not installed: "
                + (plugin.isEmpty() ? "no installed plug-in contributes it"
                        : "it comes from plug-in " + plugin + ", which is not installed (./gridbench plugin install"
                                + " PATH, or Help > Install Policy Plug-in... in the workbench)")
                + "; installed " + family.id() + " policies: "
                + (installed.isEmpty() ? "none" : String.join(", ", installed));
    }
}
