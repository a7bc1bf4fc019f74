package org.gridbench.model.scenario;

import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The unit of each number of the scenario format (docs/formats/scenario.md), for the editors to show beside it: a trees
 * time unit is "tu" (the paper's times have no unit), a market tick a minute, STaRS seconds and MFLOP.
 */
public final class FieldUnits {

    private static final Pattern INDEX = Pattern.compile("\\[\\d+\\]");

    private static final Map<String, String> TREES = Map.of(
            "platform.nodes[].speed", "flop/tu",
            "platform.nodes[].bandwidth", "B/tu",
            "platform.nodes[].latency", "tu",
            "applications[].flops", "flop",
            "applications[].bytes", "B",
            "applications[].ccr", "B/flop",
            "taskSizes.flops", "flop",
            "taskSizes.bytes", "B");

    private static final Map<String, String> MARKET = Map.ofEntries(
            Map.entry("platform.clusters[].cores", "cores"),
            Map.entry("workload.jobs[].arrival", "ticks"),
            Map.entry("workload.jobs[].tasks[].exec", "ticks"),
            Map.entry("workload.jobs[].tasks[].cores", "cores"),
            Map.entry("workload.jobs[].valueCurve.vMax", "value"),
            Map.entry("workload.jobs[].valueCurve.dInitial", "SLR"),
            Map.entry("workload.jobs[].valueCurve.dFinal", "SLR"),
            Map.entry("workload.generator.minVolume", "core-minutes"),
            Map.entry("workload.generator.maxVolume", "core-minutes"),
            Map.entry("workload.generator.minExec", "ticks"),
            Map.entry("workload.generator.maxExec", "ticks"),
            Map.entry("workload.generator.minCores", "cores"),
            Map.entry("workload.generator.maxCores", "cores"),
            Map.entry("workload.generator.minDInitial", "SLR"),
            Map.entry("workload.generator.maxDInitial", "SLR"),
            Map.entry("workload.generator.minDFinal", "SLR"),
            Map.entry("workload.generator.maxDFinal", "SLR"),
            Map.entry("workload.generator.valueDensity", "value/core-minute"),
            Map.entry("workload.import.arrivals[]", "ticks"));

    private static final Map<String, String> STARS = Map.of(
            "overlay.updateBandwidth", "B/s",
            "duration", "s",
            "failures.churnMedian", "s",
            "failures.failAt", "s",
            "workload.requests[].at", "s",
            "workload.requests[].length", "MFLOP",
            "workload.requests[].memory", "MB",
            "workload.requests[].disk", "MB",
            "workload.requests[].deadline", "s after at");

    private FieldUnits() {
    }

    /** The unit of the number at {@code path} ({@code workload.requests[2].at}), empty for a count or a ratio. */
    public static Optional<String> of(Family family, String path) {
        Map<String, String> units = switch (family) {
            case MARKET -> MARKET;
            case STARS -> STARS;
            case TREES -> TREES;
        };
        return Optional.ofNullable(units.get(INDEX.matcher(path).replaceAll("[]")));
    }
}
