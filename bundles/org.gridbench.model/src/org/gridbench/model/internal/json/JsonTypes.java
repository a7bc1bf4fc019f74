package org.gridbench.model.internal.json;

import java.util.Locale;

import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;

/** The JSON type names used in messages ("expected integer, found string"). */
public final class JsonTypes {

    private JsonTypes() {
    }

    public static String of(JsonNode node) {
        return switch (node.getNodeType()) {
            case STRING -> "string";
            case NUMBER -> node.isIntegralNumber() ? "integer" : "number";
            case BOOLEAN -> "boolean";
            case NULL -> "null";
            case OBJECT -> "object";
            case ARRAY -> "array";
            default -> node.getNodeType().name().toLowerCase(Locale.ROOT);
        };
    }

    static String of(JsonToken token) {
        return switch (token) {
            case START_OBJECT -> "object";
            case START_ARRAY -> "array";
            case VALUE_STRING -> "string";
            case VALUE_NUMBER_INT -> "integer";
            case VALUE_NUMBER_FLOAT -> "number";
            case VALUE_TRUE, VALUE_FALSE -> "boolean";
            case VALUE_NULL -> "null";
            default -> token.name().toLowerCase(Locale.ROOT);
        };
    }
}
