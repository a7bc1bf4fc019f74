package org.gridbench.model.scenario;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Pattern;

/**
 * Saves files so that a crash, a full disk or a failing run never leaves a half-written or lost scenario: the new
 * content goes to a temporary file beside the target ({@code .<name>.<hex>.tmp}), is forced to disk, and replaces the
 * target in one rename; the previous version is kept as {@code <name>.bak}. A save holds a lock on its temporary file
 * until the rename, so that a temporary file nobody holds is known to be left by an interrupted save (kill -9, power
 * loss) and is removed at the next save or open of its target.
 */
public final class AtomicFiles {

    private static final Pattern TEMPORARY_SUFFIX = Pattern.compile("\\.[0-9a-f]{1,16}\\.tmp");

    private AtomicFiles() {
    }

    /** On failure the target is unchanged and no temporary file is left behind. */
    public static void write(Path target, byte[] content) throws IOException {
        Path file = target.toAbsolutePath();
        if (Files.exists(file) && !Files.isRegularFile(file)) {
            throw new IOException(file + " is not a regular file");
        }
        if (!Files.isDirectory(file.getParent())) {
            throw new NoSuchFileException(file.getParent().toString(), null, "the folder does not exist");
        }
        removeStaleTemporaries(file);
        Path temporary = createTemporaryBeside(file);
        try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE); FileLock lock = channel.lock()) {
            ByteBuffer buffer = ByteBuffer.wrap(content);
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
            channel.force(true);
            if (Files.exists(file)) {
                copyPermissions(file, temporary);
                Files.copy(file, file.resolveSibling(file.getFileName() + ".bak"), StandardCopyOption.REPLACE_EXISTING);
            }
            replace(temporary, file);
        } catch (IOException | RuntimeException e) {
            try {
                Files.deleteIfExists(temporary);
            } catch (IOException cleanup) {
                e.addSuppressed(cleanup);
            }
            throw e;
        }
    }

    /**
     * Removes the temporary files of {@code target} that no save holds, left by an interrupted save; best effort: a
     * folder that cannot be listed or a file that cannot be removed is left as it is.
     */
    public static void removeStaleTemporaries(Path target) {
        Path file = target.toAbsolutePath();
        String prefix = "." + file.getFileName();
        try (DirectoryStream<Path> siblings = Files.newDirectoryStream(file.getParent(), entry -> {
            String name = entry.getFileName().toString();
            return name.startsWith(prefix) && TEMPORARY_SUFFIX.matcher(name.substring(prefix.length())).matches();
        })) {
            for (Path temporary : siblings) {
                removeIfUnlocked(temporary);
            }
        } catch (IOException | RuntimeException unlisted) {
            // nothing to clean, or a folder we cannot list: the save or open goes on
        }
    }

    private static void removeIfUnlocked(Path temporary) {
        try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE);
                FileLock lock = channel.tryLock()) {
            if (lock != null) {
                Files.delete(temporary);
            }
        } catch (IOException | OverlappingFileLockException inUse) {
            // a save of this process holds it, or it is gone already
        }
    }

    /** Created with the default permissions of new files, unlike Files.createTempFile's owner-only ones. */
    private static Path createTemporaryBeside(Path file) throws IOException {
        while (true) {
            String suffix = Long.toHexString(ThreadLocalRandom.current().nextLong());
            Path temporary = file.resolveSibling("." + file.getFileName() + "." + suffix + ".tmp");
            try {
                return Files.createFile(temporary);
            } catch (FileAlreadyExistsException taken) {
                // another save drew the same name: draw again
            }
        }
    }

    private static void copyPermissions(Path from, Path to) throws IOException {
        if (from.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            Files.setPosixFilePermissions(to, Files.getPosixFilePermissions(from));
        }
    }

    private static void replace(Path temporary, Path file) throws IOException {
        try {
            Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
