package org.gridbench.model.internal.json;

import com.fasterxml.jackson.core.JsonLocation;

/** A 1-based line and column in the text of a JSON document; columns count characters, a tab counts as one. */
public record Position(int line, int column) {

    static Position of(JsonLocation location) {
        return new Position(location.getLineNr(), location.getColumnNr());
    }

    public String inWords() {
        return "line " + line + ", column " + column;
    }
}
