package org.gridbench.model.importers.tests;

import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.gridbench.model.importers.KindMapping;
import org.gridbench.model.importers.WorkflowFormat;
import org.gridbench.model.scenario.ScenarioException;

/** Writes a bad workflow file into a folder and returns the problems of importing it, named relative to the folder. */
final class BadFiles {

    private final Path folder;

    BadFiles(Path folder) {
        this.folder = folder;
    }

    List<String> problems(WorkflowFormat format, String name, String content) {
        Path file = folder.resolve(name);
        try {
            Files.writeString(file, content, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return problems(format, file);
    }

    List<String> problems(WorkflowFormat format, Path file) {
        ScenarioException e = assertThrows(ScenarioException.class, () -> format.read(file, KindMapping.allDefault()));
        return e.problems().stream().map(problem -> problem.format().replace(folder + "/", "")).toList();
    }
}
