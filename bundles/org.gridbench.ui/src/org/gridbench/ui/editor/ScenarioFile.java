package org.gridbench.ui.editor;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Optional;

import org.gridbench.model.scenario.AtomicFiles;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.model.scenario.ScenarioWriter;

/**
 * The file an editor edits: read whole or not at all, saved atomically (a temporary file renamed over the target,
 * the previous version kept as {@code NAME.bak}), and watched for changes made on disk by someone else since it was
 * read or saved here.
 */
public final class ScenarioFile {

    private Path path;
    private FileTime seen;

    public ScenarioFile(Path path) {
        this.path = path;
    }

    public Path path() {
        return path;
    }

    /** Reads the scenario; on success, later changes on disk are measured from now. */
    public ScenarioDocument read() throws ScenarioException {
        ScenarioDocument document = ScenarioReader.read(path);
        seen = modified();
        return document;
    }

    /** The file's text to fix, if it can be shown ({@link FixableText}). */
    public Optional<String> text() {
        return FixableText.of(path);
    }

    /** Writes a text as it is (the fixed text of a file that did not load), atomically, keeping a backup. */
    public void writeText(String text) throws IOException {
        AtomicFiles.write(path, text.getBytes(StandardCharsets.UTF_8));
    }

    /** Saves {@code document} to {@code target}, atomically; a save to this file counts as seen on disk. */
    public void save(ScenarioDocument document, Path target) throws IOException {
        ScenarioWriter.save(document, target);
        if (target.equals(path)) {
            seen = modified();
        }
    }

    /** The editor edits another file from now on (after Save As), as saved now. */
    public void moveTo(Path target) {
        path = target.toAbsolutePath().normalize();
        seen = modified();
    }

    /**
     * Whether the file changed on disk since it was read or saved here, or since the last time this said so (a change
     * is reported once).
     */
    public boolean changedOnDisk() {
        FileTime now = modified();
        if (seen == null || now == null || now.equals(seen)) {
            return false;
        }
        seen = now;
        return true;
    }

    private FileTime modified() {
        try {
            return Files.getLastModifiedTime(path);
        } catch (IOException e) {
            return null;
        }
    }
}
