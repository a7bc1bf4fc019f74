package org.gridbench.model.internal.rules;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.gridbench.model.internal.json.FieldPath;
import org.gridbench.model.scenario.OptionalField;
import org.gridbench.model.scenario.OptionalField.Kind;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The members of one JSON object at a known path; each is read once, with its presence and type checked. */
final class Fields {

    private final ObjectNode node;
    private final String path;
    private final Problems problems;

    Fields(ObjectNode node, String path, Problems problems) {
        this.node = node;
        this.path = path;
        this.problems = problems;
    }

    String path() {
        return path;
    }

    String pathOf(String name) {
        return FieldPath.child(path, name);
    }

    boolean has(String name) {
        return node.has(name);
    }

    /** Unknown fields are errors so that a misspelt optional field is not silently ignored. */
    void rejectUnknown(List<String> allowed) {
        for (Map.Entry<String, JsonNode> member : node.properties()) {
            if (!allowed.contains(member.getKey())) {
                problems.atName(pathOf(member.getKey()), "unknown field; allowed here: " + String.join(", ", allowed));
            }
        }
    }

    /** Whether "format" names {@code other}, the other kind of Gridbench document: then one problem says so. */
    boolean isOtherFormat(String other, String message) {
        boolean named = other.equals(node.path("format").textValue());
        if (named) {
            problem("format", "\"" + other + "\" is " + message);
        }
        return named;
    }

    void problem(String name, String message) {
        problems.atValue(pathOf(name), message);
    }

    void missing(String name, String message) {
        problems.missing(path, pathOf(name), message);
    }

    Optional<Value> required(String name) {
        if (!node.has(name)) {
            missing(name, "missing required field");
            return Optional.empty();
        }
        return optional(name);
    }

    // an optional field left out, for an editor to offer
    private void absent(String name, Kind kind) {
        if (!node.has(name)) {
            problems.absent(new OptionalField(path, name, kind));
        }
    }

    Optional<Value> optional(String name) {
        return Optional.ofNullable(node.get(name)).map(value -> new Value(value, pathOf(name), problems));
    }

    Optional<String> requiredText(String name) {
        return required(name).flatMap(Value::text);
    }

    Optional<String> optionalText(String name) {
        absent(name, Kind.TEXT);
        return optional(name).flatMap(Value::text);
    }

    Optional<String> optionalString(String name) {
        absent(name, Kind.TEXT);
        return optional(name).flatMap(Value::string);
    }

    Optional<Double> requiredNumber(String name, Bound... bounds) {
        return required(name).flatMap(value -> value.number(bounds));
    }

    Optional<Double> optionalNumber(String name, Bound bound) {
        absent(name, Kind.NUMBER);
        return optional(name).flatMap(value -> value.number(bound));
    }

    Optional<Long> requiredInteger(String name, Bound... bounds) {
        return required(name).flatMap(value -> value.integer(bounds));
    }

    Optional<Fields> requiredObject(String name, String... allowed) {
        return required(name).flatMap(value -> value.object(List.of(allowed)));
    }

    Optional<Fields> optionalObject(String name, String... allowed) {
        absent(name, Kind.OBJECT);
        return optional(name).flatMap(value -> value.object(List.of(allowed)));
    }

    /** The number of elements of the array {@code name}, 0 when it is absent or not an array. */
    int size(String name) {
        return node.path(name).isArray() ? node.path(name).size() : 0;
    }

    /** The elements of an array of objects; elements that are not objects are reported and left out. */
    List<Fields> requiredObjects(String name, int minItems, String... allowed) {
        return required(name).map(value -> value.array(minItems)).orElse(List.of()).stream()
                .flatMap(element -> element.object(List.of(allowed)).stream())
                .toList();
    }
}
