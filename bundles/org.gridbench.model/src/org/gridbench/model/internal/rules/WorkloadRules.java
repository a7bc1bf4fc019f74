package org.gridbench.model.internal.rules;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A market workload, given in exactly one way: its jobs written out, a synthetic generator, or an imported file. */
final class WorkloadRules {

    /** The ways of giving a workload, in the order they are usually written. */
    static final List<String> SOURCES = List.of("jobs", "generator", "import");

    private WorkloadRules() {
    }

    static void check(Fields scenario, Fields workload, Optional<Map<String, Long>> largest) {
        List<String> given = SOURCES.stream().filter(workload::has).toList();
        if (given.isEmpty()) {
            scenario.problem("workload", "expected one of \"jobs\", \"generator\" or \"import\"");
        }
        for (String extra : given.subList(Math.min(1, given.size()), given.size())) {
            workload.problem(extra, "not allowed with \"" + given.get(0) + "\"; a workload is given by exactly one of "
                    + "\"jobs\", \"generator\" or \"import\"");
        }
        if (workload.has("jobs")) {
            jobs(workload, largest);
        }
        workload.optional("generator")
                .flatMap(generator -> generator.object(GeneratorRules.FIELDS))
                .ifPresent(generator -> GeneratorRules.check(generator, largest));
        workload.optional("import")
                .flatMap(source -> source.object(ImportRules.FIELDS))
                .ifPresent(source -> ImportRules.check(source, largest.map(Map::keySet)));
    }

    private static void jobs(Fields workload, Optional<Map<String, Long>> largest) {
        List<Fields> jobs = workload.requiredObjects("jobs", 0, "id", "arrival", "tasks", "valueCurve");
        new IdIndex(jobs);
        for (Fields job : jobs) {
            job.requiredInteger("arrival", Bound.atLeast(0), Bound.TICK);
            WorkflowRules.check(job, largest);
            job.requiredObject("valueCurve", "vMax", "dInitial", "dFinal", "points").ifPresent(ValueCurveRules::check);
        }
    }
}
