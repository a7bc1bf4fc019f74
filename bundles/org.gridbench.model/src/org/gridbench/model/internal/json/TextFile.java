package org.gridbench.model.internal.json;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

import org.gridbench.model.scenario.HeapLimits;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioException;

/**
 * Reads a scenario or an imported file as UTF-8 text (a leading byte order mark dropped); a file that cannot be read
 * becomes one problem about the file. A file whose reading would not fit the heap is refused before it is read, and an
 * endless input (a device, a pipe) once it passes that size.
 */
public final class TextFile {

    /** Heap per byte of a JSON or XML file while it is parsed with positions (measured, docs/limits.md). */
    public static final int TREE_BYTES_PER_BYTE = 10;
    /** Heap per byte of an SWF trace while its job lines are read (measured, docs/limits.md). */
    public static final int SWF_BYTES_PER_BYTE = 6;

    private static final char BYTE_ORDER_MARK = '\uFEFF';
    /** The longest array a JVM allocates. */
    private static final long MAX_ARRAY = Integer.MAX_VALUE - 8;
    /** The file-type bits of a Unix mode (S_IFMT) and the types that wait for another process (S_IFIFO, S_IFSOCK). */
    private static final int FILE_TYPE = 0170000;
    private static final int NAMED_PIPE = 0010000;
    private static final int SOCKET = 0140000;

    private TextFile() {
    }

    /** A JSON or XML file, parsed into a tree afterwards. */
    public static String read(Path file) throws ScenarioException {
        return read(file, TREE_BYTES_PER_BYTE);
    }

    /** @param heapPerByte the heap that reading takes per byte of the file, from which the largest file follows */
    public static String read(Path file, int heapPerByte) throws ScenarioException {
        if (file.toString().isEmpty()) {
            throw new ScenarioException(List.of(new Problem("\"\"", 0, 0, Problem.FILE,
                    "the file name is empty (it named the current folder); name a file")));
        }
        if (Files.isDirectory(file)) {
            throw fileProblem(file, "cannot be read: it is a directory");
        }
        refuseBlocking(file);
        long limit = Math.min(HeapLimits.usable() / heapPerByte, MAX_ARRAY);
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            if (Files.isRegularFile(file) && Files.size(file) > limit) {
                throw fileProblem(file, "too large: " + HeapLimits.refusal(Files.size(file), "bytes", heapPerByte)
                        .orElse(Files.size(file) + " bytes are more than the longest array, " + MAX_ARRAY));
            }
            bytes = in.readNBytes((int) limit + 1);
            if (bytes.length > limit) {
                throw fileProblem(file, "too large: an endless input, or more than the " + limit + " bytes that"
                        + " reading with this heap allows (" + heapPerByte + " bytes of heap per byte); read it from a"
                        + " regular file, or raise the heap with GRIDBENCH_VMARGS=-Xmx...");
            }
        } catch (NoSuchFileException e) {
            throw fileProblem(file, "file not found");
        } catch (AccessDeniedException e) {
            throw fileProblem(file, "cannot be read: permission denied");
        } catch (IOException e) {
            throw fileProblem(file, "cannot be read: " + e.getMessage());
        }
        try {
            String text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
            return text.indexOf(BYTE_ORDER_MARK) == 0 ? text.substring(1) : text;
        } catch (CharacterCodingException e) {
            throw notUtf8(file, bytes);
        }
    }

    /**
     * The first byte that is not UTF-8, at its line and column (counted in the characters before it, as the readers
     * count them): a file with one stray Latin-1 byte was named without a place to look.
     */
    private static ScenarioException notUtf8(Path file, byte[] bytes) {
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer before = CharBuffer.allocate(bytes.length);
        StandardCharsets.UTF_8.newDecoder().decode(in, before, true); // reports, and stops at, the first bad byte
        before.flip();
        int line = 1;
        int column = 1;
        for (int i = 0; i < before.limit(); i++) {
            char c = before.get(i);
            if (c == '\n') {
                line++;
                column = 1;
            } else if (c != BYTE_ORDER_MARK || i > 0) {
                column++;
            }
        }
        String message = String.format("cannot be read: it is not UTF-8 text: byte 0x%02X here is not part of a UTF-8"
                + " character; save the file as UTF-8", bytes[in.position()] & 0xFF);
        return new ScenarioException(List.of(new Problem(file.toString(), line, column, Problem.FILE, message)));
    }

    /**
     * Refuses a named pipe or a socket before it is opened: opening a pipe waits for a writer, without end when none
     * comes. A device (/dev/zero) does not wait and is read up to the size limit like any endless input.
     */
    private static void refuseBlocking(Path file) throws ScenarioException {
        int type;
        try {
            type = (Integer) Files.getAttribute(file, "unix:mode") & FILE_TYPE;
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return; // a missing file is reported when it is opened; other systems have no such view
        }
        if (type == NAMED_PIPE || type == SOCKET) {
            throw fileProblem(file, "cannot be read: it is a " + (type == NAMED_PIPE ? "named pipe" : "socket")
                    + ", not a regular file (reading one waits for a writer, without end when none comes); save its"
                    + " content to a file and give that");
        }
    }

    private static ScenarioException fileProblem(Path file, String message) {
        return new ScenarioException(List.of(new Problem(file.toString(), 0, 0, Problem.FILE, message)));
    }
}
