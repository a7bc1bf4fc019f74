package org.gridbench.model.internal.rules;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.gridbench.model.importers.WorkflowFormat;

/**
 * A market workload made of copies of one workflow read from an outside file. The copies arrive at the given ticks,
 * or are placed by the load model at a target load, or all arrive at tick 0. The file itself is read when the
 * scenario is run, relative to the scenario's folder.
 */
final class ImportRules {

    static final List<String> FIELDS = List.of("file", "format", "copies", "load", "profile", "arrivals", "kinds",
            "defaultKind", "valueCurve");

    private static final Bound INT = Bound.atMost("the largest 32-bit integer", Integer.MAX_VALUE);

    private ImportRules() {
    }

    /** @param kinds the kinds of the clusters, absent when the platform is invalid */
    static void check(Fields source, Optional<Set<String>> kinds) {
        source.requiredText("file");
        source.required("format").ifPresent(format -> format.oneOf("format",
                List.of(WorkflowFormat.values()).stream().map(WorkflowFormat::id).toList()));
        if (source.has("arrivals")) {
            for (String excluded : List.of("copies", "load", "profile")) {
                if (source.has(excluded)) {
                    source.problem(excluded, "not allowed with \"arrivals\", which give one copy per arrival");
                }
            }
            source.optional("arrivals").map(arrivals -> arrivals.array(1)).orElse(List.of())
                    .forEach(arrival -> arrival.integer(Bound.atLeast(0), Bound.TICK));
        } else {
            source.optional("copies").flatMap(copies -> copies.integer(Bound.atLeast(1)))
                    .filter(copies -> !INT.accepts().test(copies))
                    .ifPresent(copies -> source.problem("copies", INT.rule() + ", found " + copies));
            if (source.has("profile")) {
                source.requiredNumber("load", Bound.LOAD);
                source.optional("profile").ifPresent(profile -> profile.oneOf("profile", GeneratorRules.PROFILES));
            } else {
                source.optionalNumber("load", Bound.LOAD);
            }
        }
        kindMapping(source, kinds);
        source.optional("valueCurve")
                .flatMap(curve -> curve.object(List.of("vMax", "dInitial", "dFinal", "points")))
                .ifPresent(ValueCurveRules::check);
    }

    /** Categories of tasks mapped to kinds; every kind named must be the kind of a cluster. */
    private static void kindMapping(Fields source, Optional<Set<String>> kinds) {
        Map<String, String> firstPath = new HashMap<>();
        for (Value element : source.optional("kinds").map(mapping -> mapping.array(0)).orElse(List.of())) {
            element.object(List.of("category", "kind")).ifPresent(entry -> {
                entry.requiredText("category").ifPresent(category -> {
                    String first = firstPath.putIfAbsent(category, entry.path());
                    if (first != null) {
                        entry.problem("category", "duplicate category " + Value.quoted(category) + "; first given by "
                                + first);
                    }
                });
                clusterKind(entry, "kind", kinds, entry.requiredText("kind"));
            });
        }
        clusterKind(source, "defaultKind", kinds, source.optionalText("defaultKind"));
    }

    private static void clusterKind(Fields fields, String name, Optional<Set<String>> kinds, Optional<String> kind) {
        if (kind.isPresent() && kinds.isPresent() && !kinds.get().contains(kind.get())) {
            fields.problem(name, "no cluster of kind " + Value.quoted(kind.get()));
        }
    }
}
