package org.gridbench.model.scenario;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Saves files so that a crash, a full disk or a failing run never leaves a half-written or lost scenario: the new
 * content goes to a temporary file beside the target, is forced to disk, and replaces the target in one rename; the
 * previous version is kept as {@code <name>.bak}.
 */
public final class AtomicFiles {

    private AtomicFiles() {
    }

    /** On failure the target is unchanged and no temporary file is left behind. */
    public static void write(Path target, byte[] content) throws IOException {
        Path file = target.toAbsolutePath();
        if (Files.exists(file) && !Files.isRegularFile(file)) {
            throw new IOException(file + " is not a regular file");
        }
        Path temporary = createTemporaryBeside(file);
        try {
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE)) {
                ByteBuffer buffer = ByteBuffer.wrap(content);
                while (buffer.hasRemaining()) {
                    channel.write(buffer);
                }
                channel.force(true);
            }
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
