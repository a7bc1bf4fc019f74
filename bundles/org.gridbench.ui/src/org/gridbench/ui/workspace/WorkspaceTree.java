package org.gridbench.ui.workspace;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The folders and files under a folder of the workspace while other programs change it: an entry that goes between
 * being listed and being read (a sweep's run renaming its temporary file, a test deleting its folder) is left out
 * instead of ending the walk, since the change that removed it is reported again by the watcher; an entry that cannot
 * be read is kept aside with the reason, and the walk goes on.
 */
public final class WorkspaceTree {

    private final List<Path> folders = new ArrayList<>();
    private final Map<Path, BasicFileAttributes> files = new LinkedHashMap<>();
    private final Map<Path, IOException> unreadable = new LinkedHashMap<>();

    private WorkspaceTree() {
    }

    /** Walks root; only root itself missing or unreadable is an error. */
    public static WorkspaceTree of(Path root) throws IOException {
        WorkspaceTree tree = new WorkspaceTree();
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path folder, BasicFileAttributes attributes) {
                tree.folders.add(folder);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                tree.files.put(file, attributes);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path entry, IOException failure) throws IOException {
                tree.failed(root, entry, failure);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path folder, IOException failure) throws IOException {
                if (failure != null) {
                    tree.failed(root, folder, failure);
                }
                return FileVisitResult.CONTINUE;
            }
        });
        return tree;
    }

    private void failed(Path root, Path entry, IOException failure) throws IOException {
        if (entry.equals(root)) {
            throw failure;
        }
        if (!(failure instanceof NoSuchFileException)) {
            unreadable.put(entry, failure);
        }
    }

    /** Root and every folder under it, each before its contents. */
    public List<Path> folders() {
        return List.copyOf(folders);
    }

    /** Every file that is not a folder, in the order met. */
    public List<Path> files() {
        return List.copyOf(files.keySet());
    }

    /** A file's size and times as the walk read them, so that its caller need not read them again. */
    public BasicFileAttributes attributes(Path file) {
        return files.get(file);
    }

    /** The entries under root that could not be read, with why, in the order met. */
    public Map<Path, IOException> unreadable() {
        return Collections.unmodifiableMap(unreadable);
    }
}
