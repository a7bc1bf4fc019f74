package org.gridbench.experiments.trees;

import java.nio.file.Path;
import java.util.List;

import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.model.tree.TreeScenario;

/** Reads a trees scenario (full format or the minimal tree form) for the trees commands. */
public final class TreeScenarios {

    private TreeScenarios() {
    }

    /** @throws ScenarioException when the file is not a valid scenario of the trees family */
    public static TreeScenario read(Path file) throws ScenarioException {
        ScenarioDocument document = ScenarioReader.read(file);
        if (document.family() != Family.TREES) {
            throw new ScenarioException(List.of(new Problem(file.toString(), 0, 0, "family",
                    "expected a trees scenario, found the " + document.family().id() + " family")));
        }
        return TreeScenario.of(document);
    }
}
