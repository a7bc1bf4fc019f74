package org.gridbench.sweeps;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One run of a sweep: its stable id and every parameter it runs with (the seed, the fixed parameters and the axis
 * values), in the order the sweep lists them.
 *
 * @param index its place in the canonical order of the sweep
 * @since 1.0
 */
public record RunPoint(String id, int index, Map<String, JsonNode> parameters) {

    public RunPoint {
        parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
    }
}
