package org.gridbench.model.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;

import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FileProblemsTest {

    @TempDir
    Path folder;

    @Test
    void missingFileIsOneProblemWithoutPosition() {
        Path file = folder.resolve("absent.gridbench.json");
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioReader.read(file));
        assertEquals(file + ": (file): file not found", e.getMessage());
        assertEquals(new Problem(file.toString(), 0, 0, "(file)", "file not found"), e.problems().get(0));
    }

    /** `validate ""` said ": (file): cannot be read: it is a directory", naming no file. */
    @Test
    void anEmptyFileNameIsSaidSo() {
        assertEquals("\"\": (file): the file name is empty (it named the current folder); name a file",
                readFailure(Path.of("")));
    }

    @Test
    void directoryCannotBeRead() {
        assertEquals(folder + ": (file): cannot be read: it is a directory", readFailure(folder));
    }

    @Test
    void fileWithoutReadPermissionCannotBeRead() throws IOException {
        Path file = write("locked.gridbench.json", Scenarios.TREES);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("---------"));
        assumeFalse(Files.isReadable(file), "running as a user who reads every file (root)");
        assertEquals(file + ": (file): cannot be read: permission denied", readFailure(file));
    }

    /** The first byte that is not UTF-8 is placed at its line and column (the file alone before). */
    @Test
    void textThatIsNotUtf8CannotBeReadAndItsFirstBadByteIsPlaced() throws IOException {
        Path file = folder.resolve("latin1.gridbench.json");
        Files.write(file, "{\"seed\": 1,\n \"name\": \"Caf\u00e9\"}".getBytes(StandardCharsets.ISO_8859_1));
        assertEquals(file + ":2:14: (file): cannot be read: it is not UTF-8 text: byte 0xE9 here is not part of a"
                + " UTF-8 character; save the file as UTF-8", readFailure(file));
    }

    @Test
    void emptyFileIsReportedAsEmpty() throws IOException {
        Path file = write("empty.gridbench.json", "");
        assertEquals(file + ":1:1: (document): the file is empty; expected a JSON object", readFailure(file));
    }

    @Test
    void fileOfBlanksIsReportedAsEmpty() throws IOException {
        Path file = write("blank.gridbench.json", "\n   \n");
        assertEquals(file + ":1:1: (document): the file is empty; expected a JSON object", readFailure(file));
    }

    @Test
    void readDocumentRemembersItsFile() throws Exception {
        Path file = write("trees.gridbench.json", Scenarios.TREES);
        assertEquals(Optional.of(file), ScenarioReader.read(file).source());
    }

    @Test
    void byteOrderMarkIsIgnored() throws Exception {
        Path file = write("bom.gridbench.json", "\uFEFF" + Scenarios.TREES);
        ScenarioDocument document = ScenarioReader.read(file);
        assertEquals(1L, document.seed());
    }

    private Path write(String name, String text) throws IOException {
        return Files.writeString(folder.resolve(name), text);
    }

    private static String readFailure(Path file) {
        return assertThrows(ScenarioException.class, () -> ScenarioReader.read(file)).getMessage();
    }
}
