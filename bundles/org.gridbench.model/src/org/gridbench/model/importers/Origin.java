package org.gridbench.model.importers;

import org.gridbench.model.scenario.Problem;

/** Where something was read in an imported file, so that a problem found later can point at it. */
public record Origin(String source, int line, int column, String field) {

    public Problem problem(String message) {
        return new Problem(source, line, column, field, message);
    }
}
