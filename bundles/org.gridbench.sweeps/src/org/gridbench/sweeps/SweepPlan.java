package org.gridbench.sweeps;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.gridbench.model.sweep.SweepAxis;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A sweep expanded into its runs: the experiment, its fixed parameters (defaults filled in), the axes, the seeds, the
 * measures to collect, and every run in canonical order (seeds outermost, then the axes as the document lists them).
 *
 * @since 1.0
 */
public record SweepPlan(String experiment, Map<String, JsonNode> fixed, List<SweepAxis> axes, List<Long> seeds,
        List<String> measures, List<RunPoint> runs) {

    public SweepPlan {
        fixed = Collections.unmodifiableMap(new LinkedHashMap<>(fixed));
        axes = List.copyOf(axes);
        seeds = List.copyOf(seeds);
        measures = List.copyOf(measures);
        runs = List.copyOf(runs);
    }

    /** The values a parameter takes in this sweep: its axis, or its one fixed value. */
    public List<JsonNode> values(String parameter) {
        return axes.stream().filter(a -> a.parameter().equals(parameter)).findFirst().map(SweepAxis::values)
                .orElseGet(() -> fixed.containsKey(parameter) ? List.of(fixed.get(parameter)) : List.of());
    }
}
