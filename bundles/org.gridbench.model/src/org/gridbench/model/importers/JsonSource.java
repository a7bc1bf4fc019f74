package org.gridbench.model.importers;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.gridbench.model.internal.json.FieldPath;
import org.gridbench.model.internal.json.JsonTypes;
import org.gridbench.model.scenario.PlainNumbers;
import org.gridbench.model.internal.json.LocatedTree;
import org.gridbench.model.internal.json.Position;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Reads the values of an imported JSON file by field path, checking their types; a value of the wrong type or out of
 * range becomes a problem at its position and an empty result. Fields nobody reads are ignored: outside formats such
 * as WfFormat allow extra fields.
 */
final class JsonSource {

    /** A value and its path, like {@code workflow.tasks[3].parents}. */
    record At(JsonNode node, String path) {
    }

    private final String source;
    private final LocatedTree tree;
    private final ImportProblems problems;

    JsonSource(String source, LocatedTree tree, ImportProblems problems) {
        this.source = source;
        this.tree = tree;
        this.problems = problems;
    }

    At root() {
        return new At(tree.root(), FieldPath.ROOT);
    }

    Origin origin(String path) {
        Position at = tree.valueAt(path);
        return new Origin(source, at.line(), at.column(), FieldPath.display(path));
    }

    void problem(String path, String message) {
        problems.add(origin(path), message);
    }

    Optional<At> optional(At object, String name) {
        JsonNode value = object.node().get(name);
        return value == null ? Optional.empty() : Optional.of(new At(value, FieldPath.child(object.path(), name)));
    }

    Optional<At> required(At object, String name) {
        Optional<At> value = optional(object, name);
        if (value.isEmpty()) {
            missing(object, name, "missing required field");
        }
        return value;
    }

    /** A missing field is reported at the opening brace of its object, as in scenario files. */
    void missing(At object, String name, String message) {
        Position at = tree.valueAt(object.path());
        problems.add(new Origin(source, at.line(), at.column(), FieldPath.child(object.path(), name)), message);
    }

    Optional<At> object(At value) {
        return value.node().isObject() ? Optional.of(value) : mismatch(value, "object");
    }

    List<At> array(At value) {
        if (!value.node().isArray()) {
            mismatch(value, "array");
            return List.of();
        }
        List<At> elements = new ArrayList<>();
        for (int i = 0; i < value.node().size(); i++) {
            elements.add(new At(value.node().get(i), FieldPath.element(value.path(), i)));
        }
        return elements;
    }

    /** A non-empty string: an id, a name, a category. */
    Optional<String> text(At value) {
        if (!value.node().isTextual()) {
            return mismatch(value, "string");
        }
        if (value.node().textValue().isEmpty()) {
            problem(value.path(), "must not be empty");
            return Optional.empty();
        }
        return Optional.of(value.node().textValue());
    }

    Optional<Double> number(At value, double atLeast) {
        return number(value, atLeast, Double.POSITIVE_INFINITY, "");
    }

    /** A number from {@code atLeast} to {@code atMost}, which {@code most} describes for a message. */
    Optional<Double> number(At value, double atLeast, double atMost, String most) {
        if (!value.node().isNumber()) {
            return mismatch(value, "number");
        }
        double number = value.node().doubleValue();
        if (!(number >= atLeast)) {
            problem(value.path(), "must be at least " + (long) atLeast + ", found "
                    + PlainNumbers.literal(value.node()));
            return Optional.empty();
        }
        if (number > atMost) {
            problem(value.path(), "must be at most " + most + ", found " + PlainNumbers.literal(value.node()));
            return Optional.empty();
        }
        return Optional.of(number);
    }

    private <T> Optional<T> mismatch(At value, String expected) {
        problem(value.path(), "expected " + expected + ", found " + JsonTypes.of(value.node()));
        return Optional.empty();
    }
}
