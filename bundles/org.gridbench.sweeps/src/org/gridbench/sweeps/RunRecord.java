package org.gridbench.sweeps;

import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A finished run, as its file {@code runs/ID.json} holds it: done with the experiment's result, or failed with the
 * message of its failure.
 *
 * @param wallMillis the run's wall time; 0 in a reproducible sweep
 * @since 1.0
 */
public record RunRecord(RunPoint point, boolean done, String message, long wallMillis, Optional<ObjectNode> result) {

    public static RunRecord done(RunPoint point, long wallMillis, ObjectNode result) {
        return new RunRecord(point, true, "", wallMillis, Optional.of(result));
    }

    public static RunRecord failed(RunPoint point, String message) {
        return new RunRecord(point, false, message, 0, Optional.empty());
    }

    /** A measure of a done run; NaN when the run failed or has no such measure. */
    public double measure(String name) {
        return result.map(r -> number(r.path("measures").path(name))).orElse(Double.NaN);
    }

    /** A number of a result: JSON has no NaN or infinity, which Jackson writes as the strings "NaN", "Infinity". */
    public static double number(JsonNode node) {
        if (node.isNumber()) {
            return node.doubleValue();
        }
        try {
            return node.isTextual() ? Double.parseDouble(node.textValue()) : Double.NaN;
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
