package org.gridbench.ui.editor;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The text of a file that did not load, as the invalid page shows it to be fixed: bytes that are not UTF-8 as U+FFFD,
 * so that the one a problem names can be fixed there. A file too large to edit in a text widget, or one that is not a
 * regular file or cannot be read, has none: it is fixed in a text editor, and Save and Reload cannot write over it.
 */
public final class FixableText {

    /** The largest text shown for fixing, 32 MiB: a larger file froze the workbench or ran it out of heap. */
    public static final long MAX_BYTES = 32L << 20;

    private FixableText() {
    }

    /** The file's text, or empty when it is larger than {@link #MAX_BYTES}, not a regular file, or unreadable. */
    public static Optional<String> of(Path file) {
        try {
            if (!Files.isRegularFile(file) || Files.size(file) > MAX_BYTES) {
                return Optional.empty();
            }
            return Optional.of(new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }
}
