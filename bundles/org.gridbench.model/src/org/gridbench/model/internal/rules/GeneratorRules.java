package org.gridbench.model.internal.rules;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import org.gridbench.model.workflow.ValueCurve;
import org.gridbench.model.workload.KindWeight;
import org.gridbench.model.workload.ValueCurveSettings;
import org.gridbench.model.workload.WorkflowGenerator;
import org.gridbench.model.workload.WorkflowSettings;
import org.gridbench.model.workload.WorkloadModel;

/**
 * A synthetic market workload (Burkimsher and Indrusiak, section V): how many jobs, at which load, and optional
 * overrides of the paper's settings. An override left out takes the paper's value, which must then fit the others.
 */
final class GeneratorRules {

    static final List<String> FIELDS = List.of("jobs", "load", "profile", "model", "minTasks", "maxTasks", "minVolume",
            "maxVolume", "coreCounts", "edgeFactor", "minExec", "maxExec", "minCores", "maxCores", "kinds",
            "meanOutDegree", "minDInitial", "maxDInitial", "minDFinal", "maxDFinal", "minPoints", "maxPoints",
            "valueDensity");
    /** The arrival rate profiles of the load model. */
    static final List<String> PROFILES = List.of("weekly", "flat");

    static final Bound INT = Bound.atMost("the largest 32-bit integer", Integer.MAX_VALUE);

    private GeneratorRules() {
    }

    static void check(Fields generator, Optional<Map<String, Long>> largest) {
        generator.requiredInteger("jobs", Bound.atLeast(1))
                .ifPresent(jobs -> within(generator, "jobs", jobs, Bound.atLeast(1), INT));
        generator.requiredNumber("load", Bound.LOAD);
        generator.optional("profile").ifPresent(profile -> profile.oneOf("profile", PROFILES));
        WorkloadModel model = model(generator);
        WorkflowSettings paper = WorkflowSettings.paper();
        double minTasks = integer(generator, "minTasks", paper.minTasks(), Bound.atLeast(1), INT);
        double maxTasks = integer(generator, "maxTasks", paper.maxTasks(), Bound.atLeast("minTasks", minTasks), INT);
        List<String> kinds = kinds(generator, paper.kinds(), largest);
        double coreMinutes = model == WorkloadModel.JOB_LEVEL
                ? JobLevelRules.check(generator, kinds, largest, maxTasks)
                : perTask(generator, kinds, largest, maxTasks);
        valueCurves(generator, coreMinutes);
    }

    /**
     * The model named, or implied by the fields given ({@link WorkloadModel#of}); a field only the other model reads
     * is a problem, since it would be silently ignored.
     */
    private static WorkloadModel model(Fields generator) {
        Optional<Value> named = generator.optional("model");
        Optional<String> id = named.flatMap(value -> value.oneOf("model", WorkloadModel.ids()));
        if (named.isPresent() && id.isEmpty()) {
            return WorkloadModel.JOB_LEVEL;
        }
        WorkloadModel model = WorkloadModel.of(id, generator::has);
        for (WorkloadModel other : WorkloadModel.values()) {
            if (other == model) {
                continue;
            }
            other.ownFields().stream().filter(generator::has).forEach(field -> generator.problem(field, "only the "
                    + other.id() + " model reads it, and this generator is " + model.id() + (id.isPresent() ? ""
                            : " (per-task fields such as minExec make it per-task; job-level is the default)")
                    + "; give \"model\": " + Value.quoted(other.id()) + " or remove " + field));
        }
        return model;
    }

    /** Checks the per-task fields and returns the most core-minutes a job of theirs can hold. */
    private static double perTask(Fields generator, List<String> kinds, Optional<Map<String, Long>> largest,
            double maxTasks) {
        WorkflowSettings paper = WorkflowSettings.paper();
        double minExec = integer(generator, "minExec", paper.minExec(), Bound.atLeast(1), INT);
        double maxExec = integer(generator, "maxExec", paper.maxExec(), Bound.atLeast("minExec", minExec), INT);
        double minCores = integer(generator, "minCores", paper.minCores(), Bound.atLeast(1), INT);
        List<Bound> maxCores = new ArrayList<>(List.of(Bound.atLeast("minCores", minCores), INT));
        largest.ifPresent(cores -> kinds.stream().filter(cores::containsKey).forEach(kind -> maxCores.add(
                Bound.atMost("the cores of the largest cluster of kind " + Value.quoted(kind), cores.get(kind)))));
        double most = integer(generator, "maxCores", paper.maxCores(), maxCores.toArray(Bound[]::new));
        number(generator, "meanOutDegree", paper.meanOutDegree(), Bound.atLeast(0));
        return WorkflowGenerator.largestCoreMinutes(maxTasks, maxExec, most);
    }

    /**
     * The value curves' fields; with a job of up to {@code coreMinutes}, vMax = valueDensity x core-minutes must stay
     * below 10^298 and PVR's largest bid, vMax x D_final, finite, the bounds of a curve given in a file.
     */
    private static void valueCurves(Fields generator, double coreMinutes) {
        ValueCurveSettings paper = ValueCurveSettings.paper();
        double minDInitial = number(generator, "minDInitial", paper.minDInitial(), Bound.atLeast(1));
        double maxDInitial = number(generator, "maxDInitial", paper.maxDInitial(),
                Bound.atLeast("minDInitial", minDInitial));
        double minDFinal = number(generator, "minDFinal", paper.minDFinal(),
                Bound.greaterThan("maxDInitial", maxDInitial));
        double maxDFinal = number(generator, "maxDFinal", paper.maxDFinal(), Bound.atLeast("minDFinal", minDFinal));
        double minPoints = integer(generator, "minPoints", paper.minPoints(), Bound.atLeast(0), INT);
        integer(generator, "maxPoints", paper.maxPoints(), Bound.atLeast("minPoints", minPoints), INT);
        double density = number(generator, "valueDensity", paper.valueDensity(), Bound.greaterThan(0));
        double vMax = density * coreMinutes;
        String job = "; a job of this generator holds up to " + Bound.text(coreMinutes) + " core-minutes, found ";
        if (!(vMax < ValueCurve.MAX_VALUE)) {
            generator.problem("valueDensity", "must be less than 10^298 / " + Bound.text(coreMinutes) + " ("
                    + Bound.text(ValueCurve.MAX_VALUE / coreMinutes) + "), so that vMax, valueDensity x a job's"
                    + " core-minutes, is less than 10^298" + job + Bound.text(density));
        } else if (!Double.isFinite(vMax * maxDFinal)) {
            generator.problem("maxDFinal", "must be at most the largest double / (valueDensity x "
                    + Bound.text(coreMinutes) + ") (" + Bound.text(Double.MAX_VALUE / vMax) + "): PVR bids the area"
                    + " under a job's curve, up to vMax x D_final, which must be a finite number" + job
                    + Bound.text(maxDFinal));
        }
    }

    /** The kinds tasks are drawn from, given or the paper's; each must be the kind of some cluster. */
    private static List<String> kinds(Fields generator, List<KindWeight> paper, Optional<Map<String, Long>> largest) {
        Optional<Value> given = generator.optional("kinds");
        if (given.isEmpty()) {
            List<String> kinds = paper.stream().map(KindWeight::kind).toList();
            largest.ifPresent(cores -> kinds.stream().filter(kind -> !cores.containsKey(kind)).findFirst()
                    .ifPresent(kind -> generator.missing("kinds", "defaults to " + paper.stream()
                            .map(k -> Value.quoted(k.kind()) + " (weight " + Bound.text(k.weight()) + ")")
                            .collect(Collectors.joining(" and ")) + ", but no cluster is of kind " + Value.quoted(kind)
                            + "; give the kinds of this platform")));
            return kinds;
        }
        List<String> kinds = new ArrayList<>();
        Map<String, String> firstPath = new HashMap<>();
        for (Value element : given.get().array(1)) {
            element.object(List.of("kind", "weight")).ifPresent(entry -> {
                entry.requiredNumber("weight", Bound.greaterThan(0));
                entry.requiredText("kind").ifPresent(kind -> {
                    String first = firstPath.putIfAbsent(kind, entry.path());
                    if (first != null) {
                        entry.problem("kind", "duplicate kind " + Value.quoted(kind) + "; first given by " + first);
                    } else if (largest.isPresent() && !largest.get().containsKey(kind)) {
                        entry.problem("kind", "no cluster of kind " + Value.quoted(kind));
                    } else {
                        kinds.add(kind);
                    }
                });
            });
        }
        return kinds;
    }

    /** An optional integer setting, its value or default checked against each bound in turn. */
    static double integer(Fields generator, String name, double paper, Bound... bounds) {
        Optional<Value> value = generator.optional(name);
        if (value.isEmpty()) {
            return defaulted(generator, name, paper, bounds);
        }
        Optional<Long> given = value.get().integer(bounds[0]);
        given.ifPresent(number -> within(generator, name, number, bounds));
        return given.map(Long::doubleValue).orElse(paper);
    }

    static double number(Fields generator, String name, double paper, Bound bound) {
        Optional<Value> value = generator.optional(name);
        if (value.isEmpty()) {
            return defaulted(generator, name, paper, bound);
        }
        return value.get().number(bound).orElse(paper);
    }

    /** Checks the bounds after the first, which the reading of the value checked. */
    private static void within(Fields generator, String name, double value, Bound... bounds) {
        for (int i = 1; i < bounds.length; i++) {
            if (!bounds[i].accepts().test(value)) {
                generator.problem(name, bounds[i].rule() + ", found " + Bound.text(value));
                return;
            }
        }
    }

    /** A default that breaks a bound set by the given fields is reported where the field would be written. */
    private static double defaulted(Fields generator, String name, double paper, Bound... bounds) {
        for (Bound bound : bounds) {
            if (!bound.accepts().test(paper)) {
                generator.missing(name, "defaults to " + Bound.text(paper) + ", but it " + bound.rule() + "; give "
                        + name);
                break;
            }
        }
        return paper;
    }
}
