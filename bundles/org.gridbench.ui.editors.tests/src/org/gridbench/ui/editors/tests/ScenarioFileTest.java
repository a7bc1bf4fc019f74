package org.gridbench.ui.editors.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Optional;

import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.ui.editor.ScenarioFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** The file an editor edits: read, saved atomically with a backup, and a change on disk reported once. */
class ScenarioFileTest {

    @TempDir
    Path dir;

    private Path write(String name, String text) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        Files.setLastModifiedTime(file, FileTime.fromMillis(1_000_000));
        return file;
    }

    @Test
    void aSaveWritesTheCanonicalTextAndKeepsThePreviousVersion() throws Exception {
        Path path = write("d.gridbench.json", Scenarios.DIAMOND);
        ScenarioFile file = new ScenarioFile(path);
        ScenarioDocument document = file.read();
        ((ObjectNode) document.root()).put("seed", 7);
        file.save(document, path);
        assertEquals(Scenarios.text(document), Files.readString(path, StandardCharsets.UTF_8));
        assertEquals(Scenarios.DIAMOND, Files.readString(dir.resolve("d.gridbench.json.bak"), StandardCharsets.UTF_8));
        assertFalse(file.changedOnDisk(), "its own save is no change on disk");
    }

    @Test
    void aChangeOnDiskIsReportedOnceAndSaveAsMovesTheFile() throws Exception {
        Path path = write("d.gridbench.json", Scenarios.DIAMOND);
        ScenarioFile file = new ScenarioFile(path);
        ScenarioDocument document = file.read();
        assertFalse(file.changedOnDisk());
        Files.setLastModifiedTime(path, FileTime.fromMillis(2_000_000));
        assertTrue(file.changedOnDisk());
        assertFalse(file.changedOnDisk(), "reported once");
        Path other = dir.resolve("e.gridbench.json");
        file.save(document, other);
        file.moveTo(other);
        assertEquals(other, file.path());
        assertFalse(file.changedOnDisk(), "the file saved as is the one seen");
    }

    @Test
    void aFileThatDoesNotReadGivesItsProblemsAndItsTextAsItIs() throws Exception {
        String broken = Scenarios.DIAMOND.replace("\"exec\": 4", "\"exec\": \"four\"");
        Path path = write("bad.gridbench.json", broken);
        ScenarioFile file = new ScenarioFile(path);
        ScenarioException e = assertThrows(ScenarioException.class, file::read);
        assertTrue(e.problems().get(0).format().contains("bad.gridbench.json:"), e.problems().get(0).format());
        assertEquals(Optional.of(broken), file.text());
        file.writeText(Scenarios.DIAMOND);
        assertEquals(broken, Files.readString(dir.resolve("bad.gridbench.json.bak"), StandardCharsets.UTF_8));
        assertEquals(Scenarios.text(Scenarios.read(Scenarios.DIAMOND)), Scenarios.text(file.read()));
    }
}
