package org.gridbench.cli.tests;

import java.util.List;
import java.util.Optional;

/**
 * The layers of Gridbench's bundles, lowest first (the README's layout table): a bundle may require or import only
 * bundles of its own layer or below. The command line, the experiments and the workbench sit side by side above
 * the runs; the command line alone may use the experiments, and the workbench uses neither.
 */
enum BundleLayers {
    KERNEL("org.gridbench.kernel"),
    MODEL("org.gridbench.model"),
    FAMILIES("org.gridbench.market", "org.gridbench.market.policies", "org.gridbench.stars",
            "org.gridbench.stars.policies", "org.gridbench.trees", "org.gridbench.trees.heuristics"),
    RUNS("org.gridbench.runs", "org.gridbench.editing", "org.gridbench.sweeps", "org.gridbench.sweeps.cluster"),
    EXPERIMENTS("org.gridbench.experiments"),
    TOP("org.gridbench.cli", "org.gridbench.ui", "org.gridbench.ui.editors", "org.gridbench.ui.views");

    /** The workbench's bundles, which may not see the command line nor the experiments. */
    static final List<String> WORKBENCH = List.of("org.gridbench.ui", "org.gridbench.ui.editors",
            "org.gridbench.ui.views");
    static final List<String> NOT_FOR_THE_WORKBENCH = List.of("org.gridbench.cli", "org.gridbench.experiments");

    private final List<String> bundles;

    BundleLayers(String... bundles) {
        this.bundles = List.of(bundles);
    }

    /** The layer of a Gridbench bundle; empty for bundles outside Gridbench and test bundles. */
    static Optional<BundleLayers> of(String bundle) {
        for (BundleLayers layer : values()) {
            if (layer.bundles.contains(bundle)) {
                return Optional.of(layer);
            }
        }
        return Optional.empty();
    }

    /** The Gridbench bundle that exports {@code pkg}: the longest bundle name that is a prefix of it. */
    static Optional<String> owner(String pkg) {
        String best = null;
        for (BundleLayers layer : values()) {
            for (String bundle : layer.bundles) {
                if ((pkg.equals(bundle) || pkg.startsWith(bundle + "."))
                        && (best == null || bundle.length() > best.length())) {
                    best = bundle;
                }
            }
        }
        return Optional.ofNullable(best);
    }
}
