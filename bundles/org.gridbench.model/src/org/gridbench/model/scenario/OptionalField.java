package org.gridbench.model.scenario;

/**
 * An optional field the format allows in an object of a document and that the document leaves out, so that an
 * editor can offer to add it.
 *
 * @param parent the object's path in the notation of problems ({@code failures}, {@code workload.requests[2]}), ""
 *        for the document itself
 * @param name the field's name
 * @param kind what its value is
 */
public record OptionalField(String parent, String name, Kind kind) {

    /** The kinds of value an optional field holds. */
    public enum Kind {
        NUMBER, TEXT, OBJECT
    }
}
