package org.gridbench.model.importers;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Predicate;

import javax.xml.stream.XMLStreamReader;

/**
 * The attributes of one SimGrid element, read with their problems (missing, empty, not a quantity) and with notes
 * on what Gridbench does not model.
 */
final class SimGridAttributes {

    private final XMLStreamReader reader;
    private final Origin origin;
    private final ImportProblems problems;
    private final List<String> notMapped;

    SimGridAttributes(XMLStreamReader reader, Origin origin, ImportProblems problems, List<String> notMapped) {
        this.reader = reader;
        this.origin = origin;
        this.problems = problems;
        this.notMapped = notMapped;
    }

    Origin origin() {
        return origin;
    }

    /** Where attribute {@code name} is, for a message about it. */
    Origin field(String name) {
        return new Origin(origin.source(), origin.line(), origin.column(), origin.field() + "." + name);
    }

    boolean has(String name) {
        return reader.getAttributeValue(null, name) != null;
    }

    Optional<String> required(String name) {
        String value = reader.getAttributeValue(null, name);
        if (value == null) {
            problems.add(field(name), "missing required attribute");
            return Optional.empty();
        }
        if (value.isBlank()) {
            problems.add(field(name), "must not be empty");
            return Optional.empty();
        }
        return Optional.of(value.strip());
    }

    String optional(String name, String fallback) {
        String value = reader.getAttributeValue(null, name);
        return value == null ? fallback : value.strip();
    }

    /** A required quantity of {@code kind}, converted to Gridbench's units; NaN after a problem. */
    double quantity(String name, SimGridUnits.Kind kind, String example) {
        return required(name).map(text -> convert(name, text, kind, example)).orElse(Double.NaN);
    }

    /** An optional quantity; {@code fallback} when absent, NaN after a problem. */
    double quantity(String name, SimGridUnits.Kind kind, String example, double fallback) {
        return has(name) ? quantity(name, kind, example) : fallback;
    }

    private double convert(String name, String text, SimGridUnits.Kind kind, String example) {
        SimGridUnits.Reading reading = SimGridUnits.read(kind, text);
        if (reading.unknownUnit().isPresent()) {
            problems.add(field(name), "unknown unit '" + reading.unknownUnit().get() + "' in '" + text + "'; known: "
                    + kind.known());
            return Double.NaN;
        }
        OptionalDouble value = reading.value();
        if (value.isPresent() && value.getAsDouble() >= 0 && !kind.accepts(value.getAsDouble())) {
            problems.add(field(name), "must be greater than 0, found '" + text + "'");
            return Double.NaN;
        }
        if (value.isEmpty() || value.getAsDouble() < 0) {
            problems.add(field(name), "expected " + example + ", found '" + text + "'");
            return Double.NaN;
        }
        return value.getAsDouble();
    }

    /** A whole number of at least 1; {@code fallback} when absent. */
    int whole(String name, int fallback) {
        String text = reader.getAttributeValue(null, name);
        if (text == null) {
            return fallback;
        }
        try {
            int n = Integer.parseInt(text.strip());
            if (n >= 1) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        problems.add(field(name), "expected a whole number of at least 1, found '" + text + "'");
        return fallback;
    }

    /** Notes an attribute Gridbench does not model, when present and {@code when} holds for its value. */
    void note(String name, Predicate<String> when, String message) {
        String value = reader.getAttributeValue(null, name);
        if (value != null && when.test(value.strip())) {
            notMapped.add(origin.field() + "." + name + " = '" + value.strip() + "' (line " + origin.line() + "): "
                    + message);
        }
    }
}
