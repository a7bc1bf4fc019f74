package org.gridbench.ui.viewers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.gridbench.ui.editor.ScenarioEditor;

/**
 * The file a viewer part shows, named in the part's persisted state as an editor's file is, and whether it changed on
 * disk since it was last read (its size or modification time), so that a viewer follows a sweep rewriting its tables.
 */
final class ViewedFile {

    private final Path path;
    private List<Object> stamp = List.of();

    ViewedFile(MPart part) {
        this.path = Path.of(part.getPersistedState().get(ScenarioEditor.FILE_KEY));
    }

    Path path() {
        return path;
    }

    /** True the first time, then whenever the file's size or time differs from the last call's. */
    boolean changed() {
        List<Object> now;
        try {
            BasicFileAttributes attributes = Files.readAttributes(path, BasicFileAttributes.class);
            now = List.of(attributes.size(), attributes.lastModifiedTime());
        } catch (IOException e) {
            now = List.of("missing");
        }
        boolean changed = !now.equals(stamp);
        stamp = now;
        return changed;
    }
}
