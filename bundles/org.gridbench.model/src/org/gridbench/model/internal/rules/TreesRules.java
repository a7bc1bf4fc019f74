package org.gridbench.model.internal.rules;

import java.util.List;

/** The trees family (Beaumont et al.): bag-of-tasks applications sharing a heterogeneous tree platform. */
final class TreesRules implements FamilyRules {

    @Override
    public List<String> sections() {
        return List.of("platform", "applications", "heuristic", "policyPlugin");
    }

    @Override
    public void check(Fields scenario) {
        scenario.requiredObject("platform", "nodes").ifPresent(TreePlatformRules::check);
        List<Fields> applications = scenario.requiredObjects("applications", 1, "id", "weight", "flops", "bytes");
        new IdIndex(applications);
        for (Fields application : applications) {
            application.requiredNumber("weight", Bound.greaterThan(0));
            application.requiredNumber("flops", Bound.greaterThan(0));
            application.requiredNumber("bytes", Bound.atLeast(0));
        }
        scenario.optionalText("heuristic");
        scenario.optionalText("policyPlugin");
    }
}
