package org.gridbench.model.scenario;

import java.util.List;
import java.util.stream.Collectors;

/** A scenario could not be read; holds every problem found, in the order they appear in the file. */
public final class ScenarioException extends Exception {

    private static final long serialVersionUID = 1L;

    private final List<Problem> problems;

    public ScenarioException(List<Problem> problems) {
        super(problems.stream().map(Problem::format).collect(Collectors.joining("\n")));
        if (problems.isEmpty()) {
            throw new IllegalArgumentException("a ScenarioException needs at least one problem");
        }
        this.problems = List.copyOf(problems);
    }

    public List<Problem> problems() {
        return problems;
    }
}
