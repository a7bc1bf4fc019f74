package org.gridbench.model.internal.rules;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** The market family (Burkimsher and Indrusiak): workflow jobs with value curves, sold on clusters of given kinds. */
final class MarketRules implements FamilyRules {

    @Override
    public List<String> sections() {
        return List.of("platform", "workload", "policy");
    }

    @Override
    public void check(Fields scenario) {
        Optional<Set<String>> kinds = scenario.requiredObject("platform", "ccr", "clusters")
                .map(MarketRules::platform)
                .filter(known -> !known.isEmpty());
        scenario.requiredObject("workload", "jobs").ifPresent(workload -> {
            List<Fields> jobs = workload.requiredObjects("jobs", 0, "id", "arrival", "tasks", "valueCurve");
            new IdIndex(jobs);
            for (Fields job : jobs) {
                job.requiredInteger("arrival", Bound.atLeast(0));
                WorkflowRules.check(job, kinds);
                job.requiredObject("valueCurve", "vMax", "dInitial", "dFinal", "points").ifPresent(ValueCurveRules::check);
            }
        });
        scenario.optionalText("policy");
    }

    /** @return the cluster kinds, which tasks must name; empty when no cluster is valid, already a problem */
    private static Set<String> platform(Fields platform) {
        platform.requiredNumber("ccr", Bound.atLeast(0));
        List<Fields> clusters = platform.requiredObjects("clusters", 1, "id", "cores", "kind");
        new IdIndex(clusters);
        Set<String> kinds = new HashSet<>();
        for (Fields cluster : clusters) {
            cluster.requiredInteger("cores", Bound.atLeast(1));
            cluster.requiredText("kind").ifPresent(kinds::add);
        }
        return kinds;
    }
}
