package org.gridbench.sweeps.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

import org.gridbench.model.scenario.Plural;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.sweep.SweepAxis;
import org.gridbench.model.sweep.SweepDocument;
import org.gridbench.sweeps.RunPoint;
import org.gridbench.sweeps.SweepExperiment;
import org.gridbench.sweeps.SweepPlan;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.LongNode;

/**
 * Expands a sweep document into its runs, after the experiment has checked every value: seeds outermost, then the
 * axes in document order, the last axis varying fastest.
 */
public final class SweepPlanner {

    public static final String SEED = "seed";

    private final SweepDocument document;
    private final SweepExperiment experiment;
    private final List<Problem> problems = new ArrayList<>();

    private SweepPlanner(SweepDocument document, SweepExperiment experiment) {
        this.document = document;
        this.experiment = experiment;
    }

    /**
     * @param given fixed parameters the document does not write (the base scenario's path), added before its own
     * @param identity what else tells runs apart besides their parameters (the base scenario's SHA-256)
     */
    public static SweepPlan plan(SweepDocument document, SweepExperiment experiment, Map<String, JsonNode> given,
            Map<String, JsonNode> identity) throws ScenarioException {
        return new SweepPlanner(document, experiment).expand(given, identity);
    }

    private SweepPlan expand(Map<String, JsonNode> given, Map<String, JsonNode> identity) throws ScenarioException {
        Map<String, JsonNode> defaults = experiment.defaults();
        // in the experiment's order, whatever order the document writes them in, so run files do not depend on it
        Map<String, JsonNode> fixed = new LinkedHashMap<>(given);
        defaults.forEach((name, value) -> {
            JsonNode written = document.parameters().get(name);
            if (written != null || value != null && !SEED.equals(name) && !isAxis(name)) {
                fixed.put(name, written != null ? written : value);
            }
        });
        document.parameters().forEach((name, value) -> {
            if (known(name, "parameters." + name)) {
                refuse(name, value, given, "parameters." + name);
                fixed.putIfAbsent(name, value);
            }
        });
        for (int a = 0; a < document.axes().size(); a++) {
            SweepAxis axis = document.axes().get(a);
            if (known(axis.parameter(), "axes[" + a + "].parameter")) {
                for (int v = 0; v < axis.values().size(); v++) {
                    refuse(axis.parameter(), axis.values().get(v), fixed, "axes[" + a + "].values[" + v + "]");
                }
            }
        }
        defaults.forEach((name, value) -> {
            if (value == null && !fixed.containsKey(name) && !isAxis(name)) {
                problems.add(document.problemAt("parameters", name + ": missing; the " + experiment.id()
                        + " experiment needs it, as a fixed parameter or an axis"));
            }
        });
        List<String> measures = measures(fixed);
        List<Long> seeds = document.seeds().isEmpty() && defaults.get(SEED) != null
                ? List.of(defaults.get(SEED).longValue()) : document.seeds();
        List<RunPoint> runs = runs(fixed, seeds, identity);
        if (problems.isEmpty()) {
            refuseRuns(runs);
        }
        if (!problems.isEmpty()) {
            throw new ScenarioException(problems.stream()
                    .sorted((x, y) -> x.line() != y.line() ? x.line() - y.line() : x.column() - y.column()).toList());
        }
        return new SweepPlan(experiment.id(), fixed, document.axes(), seeds, measures, runs);
    }

    /** Combinations the values alone do not show, asked of every run before any runs; each message once. */
    private void refuseRuns(List<RunPoint> runs) {
        Map<String, Integer> refused = new LinkedHashMap<>();
        for (RunPoint run : runs) {
            experiment.runRefusal(run.parameters()).ifPresent(message -> refused.merge(message, 1, Integer::sum));
        }
        String path = document.axes().isEmpty() ? "parameters" : "axes";
        refused.forEach((message, count) -> problems.add(document.problemAt(path, message + " (" + count + " of "
                + Plural.of(runs.size(), "run") + ")")));
    }

    private boolean isAxis(String name) {
        return document.axes().stream().anyMatch(a -> a.parameter().equals(name));
    }

    private boolean known(String name, String path) {
        if (SEED.equals(name)) {
            problems.add(document.problemAt(path, "give seeds in the seeds list, not as a parameter"));
            return false;
        }
        Map<String, JsonNode> defaults = experiment.defaults();
        Set<String> optional = experiment.optionalParameters();
        if (!defaults.isEmpty() && !defaults.containsKey(name) && !optional.contains(name)) {
            problems.add(document.problemAt(path, "unknown parameter '" + name + "' of the " + experiment.id()
                    + " experiment; known: " + String.join(", ", Stream.concat(defaults.keySet().stream()
                            .filter(n -> !SEED.equals(n)), optional.stream().sorted()).toList())));
            return false;
        }
        return true;
    }

    private void refuse(String name, JsonNode value, Map<String, JsonNode> fixed, String path) {
        Optional<String> refusal = experiment.refusal(name, value, fixed);
        refusal.ifPresent(message -> problems.add(document.problemAt(path, message)));
    }

    private List<String> measures(Map<String, JsonNode> fixed) {
        List<String> known = experiment.measures(fixed);
        for (int i = 0; i < document.measures().size(); i++) {
            String measure = document.measures().get(i);
            if (!known.isEmpty() && !known.contains(measure)) {
                problems.add(document.problemAt("measures[" + i + "]", "unknown measure '" + measure + "' of the "
                        + experiment.id() + " experiment; known: " + String.join(", ", known)));
            }
        }
        return document.measures().isEmpty() ? experiment.measures() : document.measures();
    }

    private List<RunPoint> runs(Map<String, JsonNode> fixed, List<Long> seeds, Map<String, JsonNode> identity) {
        List<Map<String, JsonNode>> points = new ArrayList<>();
        for (Long seed : seeds.isEmpty() ? Collections.<Long>singletonList(null) : seeds) {
            Map<String, JsonNode> start = new LinkedHashMap<>();
            if (seed != null) {
                start.put(SEED, LongNode.valueOf(seed));
            }
            start.putAll(fixed);
            points.add(start);
        }
        for (SweepAxis axis : document.axes()) {
            List<Map<String, JsonNode>> next = new ArrayList<>();
            for (Map<String, JsonNode> point : points) {
                for (JsonNode value : axis.values()) {
                    Map<String, JsonNode> extended = new LinkedHashMap<>(point);
                    extended.put(axis.parameter(), value);
                    next.add(extended);
                }
            }
            points = next;
        }
        List<RunPoint> runs = new ArrayList<>();
        for (Map<String, JsonNode> parameters : points) {
            Map<String, JsonNode> key = new LinkedHashMap<>(parameters);
            identity.forEach(key::put);
            runs.add(new RunPoint(RunIds.of(experiment.id(), withoutGiven(key)), runs.size(), parameters));
        }
        return runs;
    }

    /** The base scenario's path is no part of a run's identity (its content is): a moved sweep keeps its ids. */
    private static Map<String, JsonNode> withoutGiven(Map<String, JsonNode> key) {
        Map<String, JsonNode> kept = new LinkedHashMap<>(key);
        kept.remove(SweepExperiments.SCENARIO);
        return kept;
    }
}
