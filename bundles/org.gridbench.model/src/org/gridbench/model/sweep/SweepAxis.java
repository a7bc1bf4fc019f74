package org.gridbench.model.sweep;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One axis of a sweep: a parameter of the experiment (or a field of the base scenario) and the values it takes, in
 * the order the runs and the report list them.
 */
public record SweepAxis(String parameter, List<JsonNode> values) {

    public SweepAxis {
        values = List.copyOf(values);
    }
}
