package org.gridbench.sweeps.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.model.sweep.SweepDocument;
import org.gridbench.sweeps.SweepExperiment;
import org.gridbench.sweeps.SweepPlan;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;

/** A sweep document with its experiment found in the registry and its runs planned, ready for any executor. */
public record OpenSweep(SweepExperiment experiment, SweepPlan plan) {

    /** Whatever is wrong comes back as problems placed in the document, nothing run or written. */
    public static OpenSweep of(SweepDocument document, IExtensionRegistry registry) throws ScenarioException {
        String id = document.experiment().orElse(SweepExperiments.SCENARIO);
        String field = document.experiment().isPresent() ? "experiment" : "scenario";
        SweepExperiment experiment = SweepExperiments.create(registry, id).orElseThrow(() -> new ScenarioException(
                List.of(document.problemAt(field, "unknown experiment '" + id + "'; available: "
                        + String.join(", ", SweepExperiments.ids(registry).stream()
                                .filter(e -> !SweepExperiments.SCENARIO.equals(e)).toList())))));
        if (document.scenario().isEmpty()) {
            return new OpenSweep(experiment, SweepPlanner.plan(document, experiment, Map.of(), Map.of()));
        }
        Path folder = document.file() == null ? Path.of("") : document.file().toAbsolutePath().getParent();
        Path base;
        try {
            base = folder.resolve(document.scenario().get()).normalize();
        } catch (InvalidPathException e) {
            throw new ScenarioException(List.of(document.problemAt("scenario", "not a file path: " + e.getReason())));
        }
        try {
            // read first, with the readers' size limit: a base of /dev/zero ran out of memory in readAllBytes
            ScenarioReader.read(base);
        } catch (ScenarioException e) {
            // once at the document's field, not at every value, and not a sweep whose every run fails
            throw new ScenarioException(List.of(document.problemAt("scenario", "the base scenario does not load: "
                    + e.problems().get(0).format())));
        }
        byte[] content;
        try {
            content = Files.readAllBytes(base);
        } catch (IOException e) {
            throw new ScenarioException(List.of(document.problemAt("scenario", "cannot read " + base + ": "
                    + e.getMessage())));
        }
        Map<String, JsonNode> given = Map.of(SweepExperiments.SCENARIO, TextNode.valueOf(base.toString()));
        Map<String, JsonNode> identity = Map.of("scenarioSha256", TextNode.valueOf(RunIds.sha256(content)));
        return new OpenSweep(experiment, SweepPlanner.plan(document, experiment, given, identity));
    }
}
