package org.gridbench.model.internal.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

import org.gridbench.model.internal.json.FieldPath;
import org.gridbench.model.internal.json.JsonTypes;
import org.gridbench.model.scenario.PlainNumbers;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

/** One JSON value at a known path, read as the type its field needs; a mismatch becomes a problem and an empty result. */
final class Value {

    private final JsonNode node;
    private final String path;
    private final Problems problems;

    Value(JsonNode node, String path, Problems problems) {
        this.node = node;
        this.path = path;
        this.problems = problems;
    }

    String path() {
        return path;
    }

    JsonNode node() {
        return node;
    }

    void problem(String message) {
        problems.atValue(path, message);
    }

    Optional<String> string() {
        return node.isTextual() ? Optional.of(node.textValue()) : mismatch("string");
    }

    Optional<Boolean> bool() {
        return node.isBoolean() ? Optional.of(node.booleanValue()) : mismatch("boolean");
    }

    /** A string that names something (an id, a kind, a policy), so it cannot be empty. */
    Optional<String> text() {
        Optional<String> text = string();
        if (text.isPresent() && text.get().isEmpty()) {
            problem("must not be empty");
            return Optional.empty();
        }
        return text;
    }

    Optional<String> oneOf(String what, List<String> choices) {
        Optional<String> text = string();
        if (text.isPresent() && !choices.contains(text.get())) {
            problem("unknown " + what + " " + quoted(text.get()) + "; expected " + alternatives(choices));
            return Optional.empty();
        }
        return text;
    }

    /** A number within every bound, the first it breaks reported. */
    Optional<Double> number(Bound... bounds) {
        if (!node.isNumber()) {
            return mismatch("number");
        }
        Optional<Double> value = Optional.of(node.doubleValue());
        for (int i = 0; i < bounds.length && value.isPresent(); i++) {
            value = within(bounds[i], value.get());
        }
        return value;
    }

    /** An integer within every bound, the first it breaks reported. */
    Optional<Long> integer(Bound... bounds) {
        if (!node.isIntegralNumber()) {
            return mismatch("integer");
        }
        if (!node.canConvertToLong()) {
            problem("must fit a signed 64-bit integer, found " + literal());
            return Optional.empty();
        }
        Optional<Long> value = Optional.of(node.longValue());
        for (int i = 0; i < bounds.length && value.isPresent(); i++) {
            value = within(bounds[i], value.get());
        }
        return value;
    }

    Optional<Fields> object(List<String> allowed) {
        if (!node.isObject()) {
            return mismatch("object");
        }
        Fields fields = new Fields((ObjectNode) node, path, problems);
        fields.rejectUnknown(allowed);
        return Optional.of(fields);
    }

    List<Value> array(int minItems) {
        if (!node.isArray()) {
            mismatch("array");
            return List.of();
        }
        if (node.size() < minItems) {
            problem(minItems == 1 ? "must not be empty" : "must have at least " + minItems + " elements");
        }
        List<Value> elements = new ArrayList<>();
        for (int i = 0; i < node.size(); i++) {
            elements.add(new Value(node.get(i), FieldPath.element(path, i), problems));
        }
        return elements;
    }

    /** A fixed-size array such as an [x, y] pair; empty when the value is not one. */
    List<Value> tuple(int size, String description) {
        if (node.isArray() && node.size() != size) {
            problem("expected " + description + ", found " + node.size() + (node.size() == 1 ? " element" : " elements"));
            return List.of();
        }
        return array(0);
    }

    /** The value as written in JSON, for messages. */
    String literal() {
        return PlainNumbers.literal(node);
    }

    private <T extends Number> Optional<T> within(Bound bound, T value) {
        if (!bound.accepts().test(value.doubleValue())) {
            problem(bound.rule() + ", found " + literal());
            return Optional.empty();
        }
        return Optional.of(value);
    }

    private <T> Optional<T> mismatch(String expected) {
        problem("expected " + expected + ", found " + JsonTypes.of(node));
        return Optional.empty();
    }

    static String quoted(String text) {
        return TextNode.valueOf(text).toString();
    }

    /** "a", "a" or "b", "a", "b" or "c". */
    private static String alternatives(List<String> choices) {
        List<String> quoted = choices.stream().map(Value::quoted).toList();
        if (quoted.size() == 1) {
            return quoted.get(0);
        }
        return quoted.subList(0, quoted.size() - 1).stream().collect(Collectors.joining(", "))
                + " or " + quoted.get(quoted.size() - 1);
    }
}
