package org.gridbench.ui.views;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.sweep.SweepReader;
import org.gridbench.sweeps.SweepPlan;
import org.gridbench.sweeps.engine.OpenSweep;
import org.gridbench.sweeps.engine.RunFiles;
import org.gridbench.sweeps.engine.SweepExperiments;
import org.gridbench.ui.workspace.Workspace;

/**
 * Where the Sweep view reads a sweep from: its sweep document, or, for a result folder opened from the Scenario
 * Explorer whose document is not beside it (a {@code sweep run ... --out DIR} anywhere), the plan the folder holds,
 * as {@code sweep collect} reads it.
 */
final class SweepSources {

    private static final String RESULTS = "-results";

    private SweepSources() {
    }

    /** The document whose default result folder {@code folder} is (NAME.sweep.json beside NAME-results), else its plan. */
    static Path source(Path folder) {
        String name = folder.getFileName().toString();
        if (name.endsWith(RESULTS) && name.length() > RESULTS.length()) {
            Path document = folder.resolveSibling(name.substring(0, name.length() - RESULTS.length())
                    + Workspace.SWEEP_SUFFIX);
            if (Files.isRegularFile(document)) {
                return document;
            }
        }
        return folder.resolve(RunFiles.PLAN);
    }

    /** The sweep of a document, read and planned again, or of a result folder's plan, as it was run. */
    static OpenSweep open(Path source, IExtensionRegistry registry) throws ScenarioException {
        if (Workspace.isSweep(source)) {
            return OpenSweep.of(SweepReader.read(source), registry);
        }
        SweepPlan plan;
        try {
            plan = new RunFiles(source.getParent()).readPlan();
        } catch (IOException e) {
            throw problem(source, e.getMessage());
        }
        return new OpenSweep(SweepExperiments.create(registry, plan.experiment()).orElseThrow(() -> problem(source,
                "experiment '" + plan.experiment() + "' is not installed here")), plan);
    }

    private static ScenarioException problem(Path source, String message) {
        return new ScenarioException(List.of(new Problem(source.toString(), 0, 0, Problem.FILE, message)));
    }
}
