package org.gridbench.runs;

import java.util.List;

/** A scenario that cannot be set up to run: one line per problem, each naming the file and the field. */
public final class RunSetupException extends Exception {

    private static final long serialVersionUID = 1L;

    private final List<String> lines;

    public RunSetupException(List<String> lines) {
        super(String.join("\n", lines));
        this.lines = List.copyOf(lines);
    }

    public RunSetupException(String line) {
        this(List.of(line));
    }

    public List<String> lines() {
        return lines;
    }
}
