package org.gridbench.experiments.market;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.runs.MarketHeap;
import org.gridbench.market.BiddingPolicies;
import org.gridbench.market.MarketOptions;
import org.gridbench.market.BiddingPolicyException;
import org.gridbench.market.policy.BiddingPolicyInstance;
import org.gridbench.model.scenario.PlainNumbers;
import org.gridbench.model.workload.LoadModel;
import org.gridbench.model.workload.WorkloadModel;

import com.fasterxml.jackson.databind.JsonNode;

/** The parameters of one market run, read from a sweep point, and what each may hold. */
record MarketParameters(String policy, double load, int workload, int jobs, String market, WorkloadModel model,
        boolean earlyRemoval, long seed) {

    private static final List<String> MARKETS = List.of("per-kind", "single");
    private static final List<String> MODELS = List.of(WorkloadModel.JOB_LEVEL.id(), WorkloadModel.PER_TASK.id());

    static MarketParameters of(Map<String, JsonNode> p) {
        return new MarketParameters(p.get("policy").textValue(), p.get("load").doubleValue(),
                p.get("workload").intValue(), p.get("jobs").intValue(), p.get("market").textValue(),
                WorkloadModel.fromId(p.get("workloadModel").textValue()), p.get("earlyRemoval").booleanValue(),
                p.get("seed").longValue());
    }

    MarketOptions options() {
        return MarketSweepExperiment.options(market, earlyRemoval);
    }

    static Optional<String> refusal(String parameter, JsonNode value, IExtensionRegistry registry) {
        return switch (parameter) {
        case "policy" -> value.isTextual() ? installed(value.textValue(), registry) : expected("a policy id", value);
        case "load" -> value.isNumber() && value.doubleValue() >= LoadModel.MIN_LOAD && Double.isFinite(value
                .doubleValue()) ? Optional.empty() : Optional.of("must be a finite number of at least 0.000001 (10^-6):"
                        + " a lower load spreads the arrivals past the ticks the clock holds exactly, found "
                        + PlainNumbers.literal(value));
        case "workload" -> whole(value, 0);
        case "jobs" -> whole(value, 1).or(() -> MarketHeap.refusal(value.longValue(), 1));
        case "market" -> oneOf(value, MARKETS);
        case "workloadModel" -> oneOf(value, MODELS);
        case "earlyRemoval" -> value.isBoolean() ? Optional.empty() : expected("true or false", value);
        default -> Optional.of("unknown parameter");
        };
    }

    private static Optional<String> installed(String id, IExtensionRegistry registry) {
        try {
            BiddingPolicies.create(registry, id);
            return Optional.empty();
        } catch (BiddingPolicyException e) {
            return Optional.of(e.getMessage() + "; installed: " + String.join(", ",
                    BiddingPolicies.createAll(registry).stream().map(BiddingPolicyInstance::id).toList()));
        }
    }

    private static Optional<String> whole(JsonNode value, int min) {
        return value.isIntegralNumber() && value.canConvertToInt() && value.intValue() >= min ? Optional.empty()
                : Optional.of("must be a whole number from " + min + " to " + Integer.MAX_VALUE + ", found "
                        + PlainNumbers.literal(value));
    }

    private static Optional<String> oneOf(JsonNode value, List<String> choices) {
        return value.isTextual() && choices.contains(value.textValue()) ? Optional.empty()
                : expected(String.join(" or ", choices), value);
    }

    private static Optional<String> expected(String what, JsonNode value) {
        return Optional.of("expected " + what + ", found " + PlainNumbers.literal(value));
    }
}
