package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import org.gridbench.ui.workspace.WorkspaceTree;
import org.gridbench.ui.workspace.WorkspaceWatcher;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The workspace is walked and watched while other programs change it: a sweep's runs write files by renaming
 * temporary ones, and a folder can go while it is read. Neither the walk nor the watcher may stop there (a watcher that
 * stopped left the Problems view and the Scenario Explorer blind until a restart).
 */
class WorkspaceWatcherTest {

    /** How long a change may take to be reported: long, so that only a watcher that stopped reaches it. */
    private static final int REPORTED_SECONDS = 120;

    @TempDir
    Path root;

    @Test
    void aTreeListsFoldersBeforeTheirContentsAndOnlyAMissingRootIsAnError() throws IOException {
        Path sub = Files.createDirectories(root.resolve("a/b"));
        Path file = Files.writeString(sub.resolve("x.gridbench.json"), "{}");
        WorkspaceTree tree = WorkspaceTree.of(root);
        assertEquals(List.of(root, root.resolve("a"), sub), tree.folders());
        assertEquals(List.of(file), tree.files());
        assertEquals(2, tree.attributes(file).size(), "the walk keeps what it read of each file");
        assertTrue(tree.unreadable().isEmpty());
        assertThrows(NoSuchFileException.class, () -> WorkspaceTree.of(root.resolve("gone")));
    }

    @Test
    void aWalkWhileFilesComeAndGoListsWhatStaysAndDoesNotStop() throws Exception {
        Path busy = Files.createDirectories(root.resolve("busy"));
        Path stays = Files.writeString(root.resolve("stays.gridbench.json"), "{}");
        AtomicBoolean churning = new AtomicBoolean(true);
        Thread churn = churn(busy, churning);
        try {
            for (int walk = 0; walk < 1000; walk++) {
                WorkspaceTree tree = WorkspaceTree.of(root);
                assertTrue(tree.files().contains(stays), "walk " + walk + " kept the file that stays");
                assertTrue(tree.unreadable().isEmpty(), () -> "a file that went is not unreadable: "
                        + tree.unreadable());
            }
        } finally {
            churning.set(false);
            churn.join();
        }
    }

    @Test
    void theWatcherStillReportsAfterAFolderWasWalkedWhileItsFilesCameAndWent() throws Exception {
        Semaphore reported = new Semaphore(0);
        try (WorkspaceWatcher watcher = WorkspaceWatcher.start(root, reported::release)) {
            for (int folder = 0; folder < 40; folder++) {
                Path busy = Files.createDirectories(root.resolve("runs-" + folder));
                AtomicBoolean churning = new AtomicBoolean(true);
                Thread churn = churn(busy, churning);
                Thread.sleep(25);
                churning.set(false);
                churn.join();
            }
            assertTrue(reported.tryAcquire(REPORTED_SECONDS, TimeUnit.SECONDS), "the churn was reported");
            Thread.sleep(500);
            reported.drainPermits();
            Files.writeString(root.resolve("after.gridbench.json"), "{}");
            assertTrue(reported.tryAcquire(REPORTED_SECONDS, TimeUnit.SECONDS), "a file written after the churn is reported");
        }
    }

    /** Writes twenty files into folder by renaming temporary ones, as a sweep's runs do, then deletes them; again. */
    private static Thread churn(Path folder, AtomicBoolean churning) {
        Thread churn = new Thread(() -> {
            try {
                while (churning.get()) {
                    for (int run = 0; run < 20; run++) {
                        Path temporary = Files.writeString(folder.resolve("run-" + run + ".tmp"), "x");
                        Files.move(temporary, folder.resolve("run-" + run + ".json"),
                                StandardCopyOption.REPLACE_EXISTING);
                    }
                    for (int run = 0; run < 20; run++) {
                        Files.delete(folder.resolve("run-" + run + ".json"));
                    }
                }
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        churn.start();
        return churn;
    }
}
