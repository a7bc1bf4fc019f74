package org.gridbench.ui.parts;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.model.sweep.SweepAxis;
import org.gridbench.model.sweep.SweepDocument;
import org.gridbench.ui.run.HumanNumbers;
import org.gridbench.model.sweep.SweepReader;
import org.gridbench.ui.workspace.Workspace;

/**
 * What the explorer shows of a scenario file (family, or the first problem) or a sweep document (its experiment or
 * base scenario, or its first problem of form), read once per refresh.
 */
public final class ScenarioSummaries {

    /** A file's tag in the explorer ("[market]", "[sweep]", "[invalid]") and its tooltip. */
    public record Summary(boolean valid, String tag, String detail) {
    }

    private final Map<Path, Summary> cache = new HashMap<>();

    public Summary of(Path file) {
        return cache.computeIfAbsent(file, ScenarioSummaries::read);
    }

    void clear() {
        cache.clear();
    }

    private static Summary read(Path file) {
        if (Workspace.isSweep(file)) {
            return sweep(file);
        }
        try {
            ScenarioDocument doc = ScenarioReader.read(file);
            String title = doc.name().isEmpty() ? "" : doc.name() + "\n";
            return new Summary(true, "[" + doc.family().id() + "]",
                    title + doc.family().id() + " scenario, seed " + doc.seed());
        } catch (ScenarioException e) {
            return new Summary(false, "[invalid]", e.getMessage());
        }
    }

    private static Summary sweep(Path file) {
        try {
            SweepDocument doc = SweepReader.read(file);
            return new Summary(true, "[sweep]", "sweep of " + doc.experiment().map(e -> "the " + e + " experiment")
                    .orElseGet(() -> doc.scenario().orElse("")) + over(doc.axes()) + seeds(doc.seeds().size()));
        } catch (ScenarioException e) {
            return new Summary(false, "[invalid]", e.getMessage());
        }
    }

    // " over policy (3 values) × sfmax (2 values)"; nothing for a sweep without axes
    private static String over(List<SweepAxis> axes) {
        return axes.isEmpty() ? "" : axes.stream().map(a -> a.parameter() + " (" + HumanNumbers.count(a.values().size(), "value")
                + ")").collect(Collectors.joining(" \u00d7 ", " over ", ""));
    }

    // ", 3 seeds"; nothing for none (the experiment's own seed)
    private static String seeds(int n) {
        return n == 0 ? "" : ", " + HumanNumbers.count(n, "seed");
    }
}
