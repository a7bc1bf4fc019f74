package org.gridbench.model.internal.rules;

import java.util.List;
import java.util.Optional;

import org.gridbench.model.tree.TreeScenario;

/** The trees family (Beaumont et al.): bag-of-tasks applications sharing a heterogeneous tree platform. */
final class TreesRules implements FamilyRules {

    @Override
    public List<String> sections() {
        return List.of("platform", "applications", "taskSizes", "heuristic", "policyPlugin");
    }

    @Override
    public void check(Fields scenario) {
        Optional<Fields> platform = scenario.requiredObject("platform", "nodes");
        double fastest = platform.map(TreePlatformRules::check).orElse(0.0);
        Optional<Sizes> sizes = scenario.optionalObject("taskSizes", "model", "flops", "bytes")
                .flatMap(TreesRules::checkTaskSizes);
        List<Fields> applications = scenario.requiredObjects("applications", 1, "id", "weight", "flops", "bytes",
                "ccr");
        new IdIndex(applications);
        for (Fields application : applications) {
            application.requiredNumber("weight", Bound.greaterThan(0));
            if (application.has("ccr")) {
                checkByCcr(application, scenario.has("taskSizes"), sizes, fastest);
            } else if (!application.has("flops") && !application.has("bytes")) {
                application.missing("flops", "give flops and bytes, or ccr with a top-level taskSizes");
            } else {
                application.requiredNumber("flops", Bound.TREE_SIZE)
                        .flatMap(flops -> tooLong(flops, fastest).map(why -> why + ", found " + Bound.text(flops)))
                        .ifPresent(why -> application.problem("flops", why));
                application.requiredNumber("bytes", Bound.atLeast(0));
            }
        }
        TreeScenario.lpRefusal(platform.map(p -> p.size("nodes")).orElse(0), applications.size())
                .ifPresent(why -> scenario.problem("applications", why));
        scenario.optionalText("heuristic");
        scenario.optionalText("policyPlugin");
    }

    // c(k) / the fastest c_u: a longer task's rate is lost in the steady-state LP's tolerance
    private static Optional<String> tooLong(double flops, double fastest) {
        return fastest > 0 && flops / fastest > TreeScenario.MAX_TASK_TIME ? Optional.of("makes a task compute flops"
                + " / speed = " + Bound.text(flops / fastest) + " time units on the fastest node (speed "
                + Bound.text(fastest) + "), more than 10^6: the steady-state LP loses rates below 10^-6 tasks per"
                + " time unit; measure time in a larger unit") : Optional.empty();
    }

    // an application given by its CCR b(k) / c(k); the task-size model makes it flops and bytes (docs/trees.md)
    private static void checkByCcr(Fields application, boolean hasTaskSizes, Optional<Sizes> sizes, double fastest) {
        Optional<Double> ccr = application.requiredNumber("ccr", Bound.greaterThan(0));
        if (ccr.isPresent() && sizes.isPresent()) {
            sizes.get().derived(ccr.get()).or(() -> tooLong(sizes.get().flops(ccr.get()), fastest))
                    .ifPresent(why -> application.problem("ccr", why));
        }
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

    /** The size a task-size model fixes: flops under fixed-compute, bytes under fixed-data. */
    private record Sizes(boolean fixedData, double size) {

        double flops(double ccr) {
            return fixedData ? size / ccr : size;
        }

        // Beaumont et al.'s CCR b(k) / c(k): what the other size becomes, refused when it leaves the usable range
        Optional<String> derived(double ccr) {
            if (fixedData) {
                double flops = size / ccr;
                return flops >= TreeScenario.MIN_SIZE ? Optional.empty() : Optional.of("makes each task compute "
                        + "bytes / ccr = " + flops + " flops, below 0.000001 (10^-6), which loses the precision of the"
                        + " steady-state LP and of the heuristics' plans");
            }
            double bytes = size * ccr;
            return Double.isFinite(bytes) ? Optional.empty()
                    : Optional.of("makes each task ship flops x ccr bytes, past the largest number");
        }
    }

    // fixed-compute: each task computes flops, ships ccr x flops; fixed-data: it ships bytes, computes bytes / ccr
    private static Optional<Sizes> checkTaskSizes(Fields sizes) {
        Optional<String> model = sizes.requiredText("model");
        String size = model.map(m -> switch (m) {
            case "fixed-compute" -> "flops";
            case "fixed-data" -> "bytes";
            default -> "";
        }).orElse("");
        if (model.isPresent() && size.isEmpty()) {
            sizes.problem("model", "unknown task-size model \"" + model.get() + "\"; expected \"fixed-compute\" or"
                    + " \"fixed-data\"");
        }
        if (size.isEmpty()) {
            return Optional.empty();
        }
        Optional<Double> value = sizes.requiredNumber(size, Bound.TREE_SIZE);
        String other = size.equals("flops") ? "bytes" : "flops";
        if (sizes.has(other)) {
            sizes.problem(other, "not used by the " + model.get() + " model, which fixes " + size);
        }
        return value.map(v -> new Sizes(size.equals("bytes"), v));
    }
}
