package org.gridbench.model.internal.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.gridbench.model.internal.json.FieldPath;
import org.gridbench.model.internal.json.LocatedTree;
import org.gridbench.model.internal.json.Position;
import org.gridbench.model.scenario.OptionalField;
import org.gridbench.model.scenario.Problem;

/** Collects the problems of one document, placing each at the value, the field name or the enclosing object. */
final class Problems {

    private final String source;
    private final LocatedTree tree;
    private final List<Problem> found = new ArrayList<>();
    private final List<OptionalField> absent = new ArrayList<>();

    Problems(String source, LocatedTree tree) {
        this.source = source;
        this.tree = tree;
    }

    void atValue(String path, String message) {
        add(tree.valueAt(path), path, message);
    }

    void atName(String path, String message) {
        add(tree.nameAt(path), path, message);
    }

    /** A missing field has no position of its own: it is reported at the opening brace of its object. */
    void missing(String objectPath, String fieldPath, String message) {
        add(tree.valueAt(objectPath), fieldPath, message);
    }

    void absent(OptionalField field) {
        absent.add(field);
    }

    /** The optional fields the rules looked for and did not find, in the order they looked. */
    List<OptionalField> absent() {
        return List.copyOf(absent);
    }

    /** In file order, so that the first line a user reads is the first thing to fix. */
    List<Problem> sorted() {
        return found.stream()
                .sorted(Comparator.comparingInt(Problem::line).thenComparingInt(Problem::column))
                .toList();
    }

    private void add(Position at, String path, String message) {
        found.add(new Problem(source, at.line(), at.column(), FieldPath.display(path), message));
    }
}
