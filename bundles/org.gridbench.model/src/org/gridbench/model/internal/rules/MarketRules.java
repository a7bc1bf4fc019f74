package org.gridbench.model.internal.rules;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.gridbench.model.platform.ClusterPlatform;

/** The market family (Burkimsher and Indrusiak): workflow jobs with value curves, sold on clusters of given kinds. */
final class MarketRules implements FamilyRules {

    /** The values of options.market: each kind clears on its own, or one ordering over all kinds. */
    static final List<String> MARKETS = List.of("per-kind", "single");

    private static final Bound CCR = Bound.atMost("2^22, so that a transfer of the longest task stays within the ticks"
            + " the clock holds exactly", ClusterPlatform.MAX_CCR);

    @Override
    public List<String> sections() {
        return List.of("platform", "workload", "policy", "policyPlugin", "options");
    }

    @Override
    public void check(Fields scenario) {
        Optional<Map<String, Long>> largest = scenario.requiredObject("platform", "ccr", "clusters")
                .map(MarketRules::platform)
                .filter(known -> !known.isEmpty());
        scenario.requiredObject("workload", WorkloadRules.SOURCES.toArray(String[]::new))
                .ifPresent(workload -> WorkloadRules.check(scenario, workload, largest));
        scenario.optionalText("policy");
        scenario.optionalText("policyPlugin");
        scenario.optional("options").flatMap(options -> options.object(List.of("market", "earlyRemoval")))
                .ifPresent(options -> {
                    options.optional("market").ifPresent(market -> market.oneOf("market", MARKETS));
                    options.optional("earlyRemoval").ifPresent(Value::bool);
                });
    }

    /**
     * @return the cores of the largest cluster of each kind (unbounded when a cluster's cores are invalid, already a
     *         problem); empty when no cluster is valid
     */
    private static Map<String, Long> platform(Fields platform) {
        platform.requiredNumber("ccr", Bound.atLeast(0), CCR);
        List<Fields> clusters = platform.requiredObjects("clusters", 1, "id", "cores", "kind");
        new IdIndex(clusters);
        Map<String, Long> largest = new HashMap<>();
        for (Fields cluster : clusters) {
            Optional<Long> cores = cluster.requiredInteger("cores", Bound.atLeast(1), Bound.INT32);
            long size = cores.orElse(Long.MAX_VALUE);
            cluster.requiredText("kind").ifPresent(kind -> largest.merge(kind, size, Math::max));
        }
        return largest;
    }
}
