package org.gridbench.model.importers;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioException;

/** The problems of one imported file; the file is either imported completely or not at all. */
final class ImportProblems {

    private final List<Problem> found = new ArrayList<>();

    void add(Origin at, String message) {
        found.add(at.problem(message));
    }

    boolean isEmpty() {
        return found.isEmpty();
    }

    /** Throws every problem in file order, if there is any. */
    void throwIfAny() throws ScenarioException {
        if (!found.isEmpty()) {
            throw new ScenarioException(found.stream()
                    .sorted(Comparator.comparingInt(Problem::line).thenComparingInt(Problem::column))
                    .toList());
        }
    }
}
