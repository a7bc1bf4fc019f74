package org.gridbench.model.internal.rules;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.gridbench.model.internal.json.FieldPath;
import org.gridbench.model.internal.json.JsonTypes;
import org.gridbench.model.internal.json.LocatedTree;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.sweep.SweepAxis;
import org.gridbench.model.sweep.SweepDocument;

import com.fasterxml.jackson.databind.JsonNode;

/** The structure of a sweep document; the experiment that runs it checks what its parameters mean. */
public final class SweepRules {

    public static final String FORMAT = "gridbench-sweep";
    static final long CURRENT_VERSION = 1;
    static final List<String> FIELDS = List.of("format", "version", "name", "description", "experiment", "scenario",
            "parameters", "axes", "seeds", "measures");

    private SweepRules() {
    }

    public static SweepDocument read(LocatedTree tree, String source, Path file) throws ScenarioException {
        Problems problems = new Problems(source, tree);
        Fields sweep = new Fields(tree.root(), FieldPath.ROOT, problems);
        if (sweep.isOtherFormat(HeaderRules.FORMAT, "a scenario file, not a sweep document (a sweep names its base"
                + " scenario in \"scenario\")")) {
            throw new ScenarioException(problems.sorted());
        }
        sweep.rejectUnknown(FIELDS);
        sweep.required("format").flatMap(value -> value.oneOf("format", List.of(FORMAT)));
        sweep.required("version").flatMap(value -> value.integer(
                new Bound("must be " + CURRENT_VERSION + ", the only supported version", v -> v == CURRENT_VERSION)));
        sweep.optionalString("name");
        sweep.optionalString("description");
        Optional<String> experiment = sweep.optionalText("experiment");
        Optional<String> scenario = sweep.optionalText("scenario");
        if (sweep.has("experiment") == sweep.has("scenario")) {
            sweep.missing("experiment", "give exactly one of experiment (a paper's experiment) and scenario (a base"
                    + " scenario file)");
        }
        Map<String, JsonNode> parameters = parameters(sweep, problems);
        long seedCount = sweep.optional("seeds").map(value -> Math.max(1, value.node().size())).orElse(1);
        List<SweepAxis> axes = axes(sweep, parameters.keySet(), seedCount);
        List<Value> seedValues = sweep.optional("seeds").map(value -> value.array(1)).orElse(List.of());
        List<Long> seeds = seedValues.stream().flatMap(value -> value.integer(Bound.ANY).stream()).toList();
        distinct(seedValues);
        List<Value> measureValues = sweep.optional("measures").map(value -> value.array(1)).orElse(List.of());
        List<String> measures = measureValues.stream().flatMap(value -> value.text().stream()).toList();
        distinct(measureValues);
        List<Problem> found = problems.sorted();
        if (!found.isEmpty()) {
            throw new ScenarioException(found);
        }
        return new SweepDocument(source, file, experiment, scenario, parameters, axes, seeds, measures, tree);
    }

    private static Map<String, JsonNode> parameters(Fields sweep, Problems problems) {
        Map<String, JsonNode> parameters = new LinkedHashMap<>();
        sweep.optional("parameters").ifPresent(value -> {
            JsonNode node = value.node();
            if (!node.isObject()) {
                value.problem("expected object, found " + JsonTypes.of(node));
                return;
            }
            node.properties().forEach(member -> {
                if (scalar(new Value(member.getValue(), sweep.pathOf("parameters") + "." + member.getKey(), problems))) {
                    parameters.put(member.getKey(), member.getValue());
                }
            });
        });
        return parameters;
    }

    /** The axes, each refused at its values where the runs so far (seeds x values of each axis) pass the limit. */
    private static List<SweepAxis> axes(Fields sweep, Set<String> fixed, long seedCount) {
        List<SweepAxis> axes = new ArrayList<>();
        long runs = seedCount;
        boolean tooMany = false;
        Set<String> seen = new HashSet<>();
        List<Fields> given = sweep.has("axes") ? sweep.requiredObjects("axes", 0, "parameter", "values") : List.of();
        for (Fields axis : given) {
            Optional<String> parameter = axis.requiredText("parameter");
            List<Value> values = axis.required("values").map(value -> value.array(1)).orElse(List.of());
            boolean scalars = values.stream().allMatch(SweepRules::scalar);
            distinct(values);
            runs *= tooMany ? 1 : Math.max(1, values.size());
            Optional<String> refusal = tooMany ? Optional.empty() : SweepDocument.sizeRefusal(runs);
            if (refusal.isPresent()) {
                axis.problem("values", "too many runs (seeds x the values of each axis up to this one): "
                        + refusal.get());
                tooMany = true;
            }
            if (parameter.isEmpty()) {
                continue;
            }
            if (fixed.contains(parameter.get())) {
                axis.problem("parameter", "is also a fixed parameter; give it either in parameters or as an axis");
            } else if (!seen.add(parameter.get())) {
                axis.problem("parameter", "a second axis over the same parameter");
            } else if (scalars && !values.isEmpty()) {
                axes.add(new SweepAxis(parameter.get(), values.stream().map(Value::node).toList()));
            }
        }
        return axes;
    }

    /** A parameter value is a string, a number or a boolean: what a scenario field or an option holds. */
    private static boolean scalar(Value value) {
        JsonNode node = value.node();
        if (node.isTextual() || node.isNumber() || node.isBoolean()) {
            return true;
        }
        value.problem("expected a string, a number or a boolean, found " + value.literal());
        return false;
    }

    private static void distinct(List<Value> values) {
        Set<JsonNode> seen = new HashSet<>();
        for (Value value : values) {
            if (!seen.add(value.node())) {
                value.problem("appears twice; every value of a list must differ");
            }
        }
    }
}
