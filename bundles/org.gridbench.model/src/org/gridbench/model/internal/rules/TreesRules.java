package org.gridbench.model.internal.rules;

import java.util.List;

/** The trees family (Beaumont et al.): bag-of-tasks applications sharing a heterogeneous tree platform. */
final class TreesRules implements FamilyRules {

    @Override
    public List<String> sections() {
        return List.of("platform", "applications", "taskSizes", "heuristic", "policyPlugin");
    }

    @Override
    public void check(Fields scenario) {
        scenario.requiredObject("platform", "nodes").ifPresent(TreePlatformRules::check);
        scenario.optionalObject("taskSizes", "model", "flops", "bytes").ifPresent(TreesRules::checkTaskSizes);
        List<Fields> applications = scenario.requiredObjects("applications", 1, "id", "weight", "flops", "bytes",
                "ccr");
        new IdIndex(applications);
        for (Fields application : applications) {
            application.requiredNumber("weight", Bound.greaterThan(0));
            if (application.has("ccr")) {
                checkByCcr(application, scenario.has("taskSizes"));
            } else if (!application.has("flops") && !application.has("bytes")) {
                application.missing("flops", "give flops and bytes, or ccr with a top-level taskSizes");
            } else {
                application.requiredNumber("flops", Bound.TREE_SIZE);
                application.requiredNumber("bytes", Bound.atLeast(0));
            }
        }
        scenario.optionalText("heuristic");
        scenario.optionalText("policyPlugin");
    }

    // an application given by its CCR b(k) / c(k); the task-size model makes it flops and bytes (docs/trees.md)
    private static void checkByCcr(Fields application, boolean hasTaskSizes) {
        application.requiredNumber("ccr", Bound.greaterThan(0));
        for (String given : List.of("flops", "bytes")) {
            if (application.has(given)) {
                application.problem(given, "give either ccr or flops and bytes, not both");
            }
        }
        if (!hasTaskSizes) {
            application.problem("ccr",
                    "needs a top-level taskSizes (fixed-compute with flops, or fixed-data with bytes)");
        }
    }

    // fixed-compute: each task computes flops, ships ccr x flops; fixed-data: it ships bytes, computes bytes / ccr
    private static void checkTaskSizes(Fields sizes) {
        sizes.requiredText("model").ifPresent(model -> {
            String size = switch (model) {
                case "fixed-compute" -> "flops";
                case "fixed-data" -> "bytes";
                default -> null;
            };
            if (size == null) {
                sizes.problem("model", "unknown task-size model \"" + model + "\"; expected \"fixed-compute\" or"
                        + " \"fixed-data\"");
                return;
            }
            sizes.requiredNumber(size, Bound.TREE_SIZE);
            String other = size.equals("flops") ? "bytes" : "flops";
            if (sizes.has(other)) {
                sizes.problem(other, "not used by the " + model + " model, which fixes " + size);
            }
        });
    }
}
