package org.gridbench.runs;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

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

    @Override
    public Optional<String> refusal(String parameter, JsonNode value, Map<String, JsonNode> fixed) {
        try {
            ScenarioDocument base = base(fixed.get(ID).textValue());
            if (ID.equals(parameter)) {
                return Optional.empty();
            }
            ObjectNode root = base.root().deepCopy();
            Optional<String> unset = ScenarioFields.set(root, parameter, value);
            return unset.isPresent() ? unset : problems(root).map(p -> "the scenario would be invalid: "
                    + p.field() + ": " + p.message());
        } catch (RunFailure e) {
            return Optional.of(e.getMessage());
        }
    }

    @Override
    public ObjectNode run(Map<String, JsonNode> parameters) throws RunFailure {
        String file = parameters.get(ID).textValue();
        ObjectNode root = base(file).root().deepCopy();
        for (Map.Entry<String, JsonNode> p : parameters.entrySet()) {
            if ("seed".equals(p.getKey())) {
                root.set("seed", LongNode.valueOf(p.getValue().longValue()));
            } else if (!ID.equals(p.getKey())) {
                ScenarioFields.set(root, p.getKey(), p.getValue()).ifPresent(m -> {
                    throw new IllegalArgumentException(m);
                });
            }
        }
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

    private static Optional<Problem> problems(ObjectNode root) {
        try {
            ScenarioReader.parse(root.toString(), "scenario");
            return Optional.empty();
        } catch (ScenarioException e) {
            return Optional.of(e.problems().get(0));
        }
    }
}
