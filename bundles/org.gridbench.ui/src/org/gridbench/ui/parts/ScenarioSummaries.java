package org.gridbench.ui.parts;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioReader;

/** What the explorer shows of a scenario file (family, or the first problem), read once per refresh. */
final class ScenarioSummaries {

    record Summary(boolean valid, String tag, String detail) {
    }

    private final Map<Path, Summary> cache = new HashMap<>();

    Summary of(Path file) {
        return cache.computeIfAbsent(file, ScenarioSummaries::read);
    }

    void clear() {
        cache.clear();
    }

    private static Summary read(Path file) {
        try {
            ScenarioDocument doc = ScenarioReader.read(file);
            String title = doc.name().isEmpty() ? "" : doc.name() + "\n";
            return new Summary(true, "[" + doc.family().id() + "]",
                    title + doc.family().id() + " scenario, seed " + doc.seed());
        } catch (ScenarioException e) {
            return new Summary(false, "[invalid]", e.getMessage());
        }
    }
}
