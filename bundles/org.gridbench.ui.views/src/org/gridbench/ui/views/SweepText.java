package org.gridbench.ui.views;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The sweep editor's fields as text and back: a list of values is written {@code 0.9, 1.2, PVR} (numbers and
 * booleans as JSON, anything else a string), and the document is saved as two-space indented JSON.
 */
final class SweepText {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final DefaultPrettyPrinter PRINTER = new DefaultPrettyPrinter()
            .withSeparators(Separators.createDefaultInstance().withObjectFieldValueSpacing(Separators.Spacing.AFTER))
            .withObjectIndenter(new DefaultIndenter("  ", "\n"));

    private SweepText() {
    }

    static ObjectNode parse(String text) throws JsonProcessingException {
        return (ObjectNode) JSON.readTree(text);
    }

    static String write(JsonNode document) {
        try {
            return JSON.writer(PRINTER).writeValueAsString(document) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a JSON tree always writes: " + e.getMessage(), e);
        }
    }

    /** One value as typed: a JSON number or boolean, a quoted string, or else the text itself as a string. */
    static JsonNode value(String token) {
        String t = token.strip();
        if (t.length() >= 2 && t.startsWith("\"") && t.endsWith("\"")) {
            return JsonNodeFactory.instance.textNode(t.substring(1, t.length() - 1));
        }
        try {
            JsonNode parsed = JSON.readTree(t);
            if (parsed != null && (parsed.isNumber() || parsed.isBoolean())) {
                return parsed;
            }
        } catch (JsonProcessingException e) {
            // not a number: a string such as a policy name
        }
        return JsonNodeFactory.instance.textNode(t);
    }

    /** Values separated by commas; blank gives none. */
    static ArrayNode values(String text) {
        ArrayNode array = JsonNodeFactory.instance.arrayNode();
        if (!text.isBlank()) {
            for (String token : text.split(",", -1)) {
                array.add(value(token));
            }
        }
        return array;
    }

    /** A list of values as the editor shows them: {@code 0.9, 1.2, PVR}. */
    static String show(JsonNode values) {
        List<String> shown = new ArrayList<>();
        values.forEach(v -> shown.add(v.isTextual() ? v.textValue() : v.toString()));
        return String.join(", ", shown);
    }
}
