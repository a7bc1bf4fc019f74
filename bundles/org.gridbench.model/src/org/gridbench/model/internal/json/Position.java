package org.gridbench.model.internal.json;

import com.fasterxml.jackson.core.JsonLocation;

/** A 1-based line and column in the text of a JSON document; columns count characters, a tab counts as one. */
public record Position(int line, int column) {

    /** Jackson's location; a location it does not know (line or column -1) is shown as the start. */
    static Position of(JsonLocation location) {
        return new Position(Math.max(1, location.getLineNr()), Math.max(1, location.getColumnNr()));
    }

    public String inWords() {
        return "line " + line + ", column " + column;
    }
}
