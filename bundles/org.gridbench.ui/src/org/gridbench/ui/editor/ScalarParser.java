package org.gridbench.ui.editor;

import java.math.BigInteger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;

/** Parses an edited cell back into a JSON value of the same kind as the one it replaces. */
final class ScalarParser {

    private ScalarParser() {
    }

    /** The new value, or an IllegalArgumentException whose message says what was expected. */
    static JsonNode parse(JsonNode old, String text) {
        JsonNodeFactory f = JsonNodeFactory.instance;
        String t = text.strip();
        try {
            if (old.isIntegralNumber()) {
                BigInteger value = new BigInteger(t);
                return value.bitLength() < 64 ? f.numberNode(value.longValue()) : f.numberNode(value);
            }
            if (old.isNumber()) {
                double value = Double.parseDouble(t);
                if (!Double.isFinite(value)) {
                    throw new IllegalArgumentException("expected a finite number, found '" + t + "'");
                }
                return f.numberNode(value);
            }
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("expected " + (old.isIntegralNumber() ? "an integer" : "a number")
                    + ", found '" + t + "'");
        }
        if (old.isBoolean()) {
            if (!t.equals("true") && !t.equals("false")) {
                throw new IllegalArgumentException("expected true or false, found '" + t + "'");
            }
            return f.booleanNode(Boolean.parseBoolean(t));
        }
        return f.textNode(text);
    }
}
