package org.gridbench.ui.workspace;

import static java.nio.file.StandardWatchEventKinds.ENTRY_CREATE;
import static java.nio.file.StandardWatchEventKinds.ENTRY_DELETE;
import static java.nio.file.StandardWatchEventKinds.ENTRY_MODIFY;

import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.concurrent.TimeUnit;

/**
 * Tells the workbench when files appear, change or go in the workspace folder or its sub-folders, so that the
 * Scenario Explorer follows without F5. Changes that arrive together (a save writes a temporary file, renames it and
 * keeps a backup) are reported once, a quarter of a second after the last of them.
 */
public final class WorkspaceWatcher implements AutoCloseable {

    private static final long QUIET_MILLIS = 250;

    private final WatchService watcher;
    private final Runnable changed;
    private final Thread thread;

    private WorkspaceWatcher(Path root, Runnable changed) throws IOException {
        this.watcher = FileSystems.getDefault().newWatchService();
        this.changed = changed;
        registerTree(root);
        thread = new Thread(this::watch, "gridbench-workspace-watcher");
        thread.setDaemon(true);
    }

    /** Watches root and every folder under it; {@code changed} is called on the watcher's own thread. */
    public static WorkspaceWatcher start(Path root, Runnable changed) throws IOException {
        WorkspaceWatcher w = new WorkspaceWatcher(root, changed);
        w.thread.start();
        return w;
    }

    // a sub-folder that goes while it is walked or registered is not watched; its going is reported
    private void registerTree(Path folder) throws IOException {
        for (Path f : WorkspaceTree.of(folder).folders()) {
            try {
                f.register(watcher, ENTRY_CREATE, ENTRY_DELETE, ENTRY_MODIFY);
            } catch (NoSuchFileException gone) {
                if (f.equals(folder)) {
                    throw gone;
                }
            }
        }
    }

    private void watch() {
        try {
            while (true) {
                drain(watcher.take());
                WatchKey more;
                while ((more = watcher.poll(QUIET_MILLIS, TimeUnit.MILLISECONDS)) != null) {
                    drain(more);
                }
                changed.run();
            }
        } catch (InterruptedException | ClosedWatchServiceException stopped) {
            Thread.currentThread().interrupt();
        }
    }

    // a new sub-folder is watched too
    private void drain(WatchKey key) {
        Path folder = (Path) key.watchable();
        key.pollEvents().forEach(event -> {
            if (event.kind() == ENTRY_CREATE && event.context() instanceof Path name
                    && Files.isDirectory(folder.resolve(name))) {
                try {
                    registerTree(folder.resolve(name));
                } catch (IOException unreadable) {
                    // a folder that cannot be read is shown as the explorer finds it; nothing to watch
                }
            }
        });
        key.reset();
    }

    @Override
    public void close() throws IOException {
        watcher.close();
        thread.interrupt();
    }
}
