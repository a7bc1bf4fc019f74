package org.gridbench.model.scenario.tests;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import org.gridbench.model.scenario.AtomicFiles;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.model.scenario.ScenarioWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFilesTest {

    @TempDir
    Path folder;

    @Test
    void newFileHasNoBackup() throws IOException {
        Path target = folder.resolve("a.gridbench.json");
        AtomicFiles.write(target, bytes("one"));
        assertEquals("one", Files.readString(target));
        assertEquals(List.of("a.gridbench.json"), entries());
    }

    @Test
    void previousVersionIsKeptAsBak() throws IOException {
        Path target = folder.resolve("a.gridbench.json");
        AtomicFiles.write(target, bytes("one"));
        AtomicFiles.write(target, bytes("two"));
        assertEquals("two", Files.readString(target));
        assertEquals("one", Files.readString(folder.resolve("a.gridbench.json.bak")));
        AtomicFiles.write(target, bytes("three"));
        assertEquals("three", Files.readString(target));
        assertEquals("two", Files.readString(folder.resolve("a.gridbench.json.bak")));
        assertEquals(List.of("a.gridbench.json", "a.gridbench.json.bak"), entries());
    }

    @Test
    void targetThatIsADirectoryIsLeftAlone() throws IOException {
        Path target = Files.createDirectory(folder.resolve("a.gridbench.json"));
        Files.writeString(target.resolve("inside"), "kept");
        assertThrows(IOException.class, () -> AtomicFiles.write(target, bytes("new")));
        assertEquals("kept", Files.readString(target.resolve("inside")));
        assertEquals(List.of("a.gridbench.json"), entries());
    }

    @Test
    void failureAfterTheTemporaryWasWrittenLeavesTargetAndNoTemporary() throws IOException {
        Path target = folder.resolve("a.gridbench.json");
        AtomicFiles.write(target, bytes("one"));
        Path backupInTheWay = Files.createDirectory(folder.resolve("a.gridbench.json.bak"));
        Files.writeString(backupInTheWay.resolve("inside"), "x");
        assertThrows(IOException.class, () -> AtomicFiles.write(target, bytes("two")));
        assertEquals("one", Files.readString(target));
        assertEquals(List.of("a.gridbench.json", "a.gridbench.json.bak"), entries());
    }

    /** Issue 26: the message named only the hidden temporary file. */
    @Test
    void missingFolderIsNotCreatedAndTheMessageNamesIt() throws IOException {
        Path target = folder.resolve("absent").resolve("a.gridbench.json");
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.write(target, bytes("one")));
        assertEquals(folder.resolve("absent").toAbsolutePath() + ": the folder does not exist", e.getMessage());
        assertEquals(List.of(), entries());
    }

    /** Issue 26: a save killed with kill -9 left {@code .NAME.<hex>.tmp} that nothing removed. */
    @Test
    void aStaleTemporaryIsRemovedAtTheNextSave() throws IOException {
        Path target = folder.resolve("a.gridbench.json");
        Files.writeString(folder.resolve(".a.gridbench.json.5f3a9c.tmp"), "half");
        Files.writeString(folder.resolve(".b.gridbench.json.5f3a9c.tmp"), "another file's");
        AtomicFiles.write(target, bytes("one"));
        assertEquals(List.of(".b.gridbench.json.5f3a9c.tmp", "a.gridbench.json"), entries());
    }

    @Test
    void aTemporaryThatALiveSaveHoldsIsKept() throws IOException {
        Path target = folder.resolve("a.gridbench.json");
        Path held = Files.writeString(folder.resolve(".a.gridbench.json.77.tmp"), "being written");
        try (FileChannel channel = FileChannel.open(held, StandardOpenOption.WRITE); FileLock lock = channel.lock()) {
            AtomicFiles.write(target, bytes("one"));
            assertEquals(List.of(".a.gridbench.json.77.tmp", "a.gridbench.json"), entries());
        }
    }

    @Test
    void aStaleTemporaryIsRemovedAtTheNextOpen() throws Exception {
        Path target = folder.resolve("a.gridbench.json");
        ScenarioWriter.save(ScenarioReader.parse(Scenarios.TREES, "s"), target);
        Files.writeString(folder.resolve(".a.gridbench.json.0123456789abcdef.tmp"), "half");
        ScenarioReader.read(target);
        assertEquals(List.of("a.gridbench.json"), entries());
    }

    @Test
    void readOnlyFolderLeavesTargetUntouched() throws IOException {
        Path target = folder.resolve("a.gridbench.json");
        AtomicFiles.write(target, bytes("one"));
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            assumeFalse(Files.isWritable(folder), "running as a user who writes everywhere (root)");
            assertThrows(IOException.class, () -> AtomicFiles.write(target, bytes("two")));
            assertEquals("one", Files.readString(target));
            assertEquals(List.of("a.gridbench.json"), entries());
        } finally {
            Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwx------"));
        }
    }

    @Test
    void permissionsOfTheTargetAreKept() throws IOException {
        Path target = folder.resolve("a.gridbench.json");
        AtomicFiles.write(target, bytes("one"));
        Set<PosixFilePermission> chosen = PosixFilePermissions.fromString("rw-r-----");
        Files.setPosixFilePermissions(target, chosen);
        AtomicFiles.write(target, bytes("two"));
        assertEquals(chosen, Files.getPosixFilePermissions(target));
    }

    @Test
    void savedScenarioIsItsCanonicalText() throws Exception {
        Path target = folder.resolve("trees.gridbench.json");
        ScenarioDocument document = Scenarios.parse(Scenarios.TREES);
        ScenarioWriter.save(document, target);
        assertEquals(ScenarioWriter.toJson(document), Files.readString(target));
        document.setSeed(2);
        ScenarioWriter.save(document, target);
        assertEquals(2L, ScenarioReader.read(target).seed());
        assertTrue(Files.readString(folder.resolve("trees.gridbench.json.bak")).contains("\"seed\": 1,"));
    }

    private List<String> entries() throws IOException {
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.map(entry -> entry.getFileName().toString()).sorted().toList();
        }
    }

    private static byte[] bytes(String text) {
        return text.getBytes(UTF_8);
    }
}
