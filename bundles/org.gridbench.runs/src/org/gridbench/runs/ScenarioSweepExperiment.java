package org.gridbench.runs;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.kernel.SimulationException;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.sweeps.RunFailure;
import org.gridbench.sweeps.SweepExperiment;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.LongNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Runs of a base scenario file with some of its fields set by the sweep (any field, by path) and its seed set by the
 * sweep's seeds, each run as {@code ./gridbench run} runs it; the measures are the run's metrics by name.
 */
public final class ScenarioSweepExperiment implements SweepExperiment {

    public static final String ID = "scenario";

    private final IExtensionRegistry registry;
    private final Map<String, ScenarioDocument> bases = new ConcurrentHashMap<>();
    private final Map<Map<String, JsonNode>, Optional<String>> checked = new ConcurrentHashMap<>();

    public ScenarioSweepExperiment(IExtensionRegistry registry) {
        this.registry = registry;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public Map<String, JsonNode> defaults() {
        return Map.of();
    }

    @Override
    public List<String> measures() {
        return List.of();
    }

    /** The metrics of the base scenario's family: a run of any of its points reports these. */
    @Override
    public List<String> measures(Map<String, JsonNode> fixed) {
        try {
            return ScenarioMeasures.of(base(fixed.get(ID).textValue()));
        } catch (RunFailure e) {
            return List.of();
        }
    }

    /**
     * The scenario with this one field set must read, and when the field is the one a run refuses (its policy) the
     * run must be possible here too; what the other fields say waits for {@link #runRefusal}.
     */
    @Override
    public Optional<String> refusal(String parameter, JsonNode value, Map<String, JsonNode> fixed) {
        try {
            String file = fixed.get(ID).textValue();
            ScenarioDocument base = base(file);
            if (ID.equals(parameter)) {
                return Optional.empty();
            }
            ObjectNode root = base.root().deepCopy();
            Optional<String> unset = ScenarioFields.set(root, parameter, value);
            if (unset.isPresent()) {
                return unset;
            }
            return refusal(root, file, parameter::equals);
        } catch (RunFailure e) {
            return Optional.of(e.getMessage());
        }
    }

    /** Each point with every parameter set, as its run sets them, asked once: the seed does not change the answer. */
    @Override
    public Optional<String> runRefusal(Map<String, JsonNode> parameters) {
        Map<String, JsonNode> point = new LinkedHashMap<>(parameters);
        point.remove("seed");
        return checked.computeIfAbsent(point, p -> {
            String file = p.get(ID).textValue();
            try {
                return refusal(root(p), file, field -> true);
            } catch (RunFailure e) {
                return Optional.of(e.getMessage());
            }
        });
    }

    @Override
    public ObjectNode run(Map<String, JsonNode> parameters) throws RunFailure {
        String file = parameters.get(ID).textValue();
        ObjectNode root = root(parameters);
        ScenarioRun run;
        try {
            run = ScenarioRuns.open(ScenarioReader.parse(root.toString(), file), Path.of(file), registry,
                    Optional.empty());
            run.simulation().runUntil(run.end());
        } catch (ScenarioException e) {
            throw new RunFailure(e.problems().get(0).field() + ": " + e.problems().get(0).message());
        } catch (RunSetupException e) {
            throw new RunFailure(String.join("; ", e.lines()));
        } catch (SimulationException e) {
            throw new RunFailure(e.getCause() == null ? e.getMessage() : e.getCause().getMessage());
        }
        ObjectNode result = JsonNodeFactory.instance.objectNode();
        ObjectNode measures = result.putObject("measures");
        run.frame().metrics().forEach(measures::put);
        return result;
    }

    /** The base scenario with the point's fields and seed set. */
    private ObjectNode root(Map<String, JsonNode> parameters) throws RunFailure {
        ObjectNode root = base(parameters.get(ID).textValue()).root().deepCopy();
        for (Map.Entry<String, JsonNode> p : parameters.entrySet()) {
            if ("seed".equals(p.getKey())) {
                root.set("seed", LongNode.valueOf(p.getValue().longValue()));
            } else if (!ID.equals(p.getKey())) {
                ScenarioFields.set(root, p.getKey(), p.getValue()).ifPresent(m -> {
                    throw new IllegalArgumentException(m);
                });
            }
        }
        return root;
    }

    /**
     * Why the scenario of {@code root} would not read or, at a field {@code shown} accepts, would not run here: its
     * policy is missing (an imported scenario's), not installed, or a workflow policy, or its written-out market
     * workload has no job yet.
     */
    private Optional<String> refusal(ObjectNode root, String file, Predicate<String> shown) {
        ScenarioDocument document;
        try {
            document = ScenarioReader.parse(root.toString(), file);
        } catch (ScenarioException e) {
            Problem first = e.problems().get(0);
            return Optional.of("the scenario would be invalid: " + first.field() + ": " + first.message());
        }
        Optional<String> noJobs = ScenarioRuns.missingJobs(document);
        if (shown.test(ScenarioRuns.JOBS_FIELD) && noJobs.isPresent()) {
            return Optional.of(noJobs.get() + "; every run needs one");
        }
        String policy = ScenarioRuns.policyField(document.family());
        if (shown.test(policy) && ScenarioRuns.missingPolicy(document).isPresent()) {
            return Optional.of(policy + ": missing; every run needs one: name it in the base scenario, or as a"
                    + " parameter or an axis of the sweep");
        }
        return ScenarioRuns.refusal(document, Path.of(file), registry).filter(p -> shown.test(p.field()))
                .map(p -> p.field() + ": " + p.message());
    }

    private ScenarioDocument base(String file) throws RunFailure {
        ScenarioDocument base = bases.get(file);
        if (base == null) {
            try {
                base = ScenarioReader.read(Path.of(file));
            } catch (ScenarioException e) {
                throw new RunFailure("the base scenario does not load: " + e.problems().get(0).format());
            }
            bases.put(file, base);
        }
        return base;
    }
}
