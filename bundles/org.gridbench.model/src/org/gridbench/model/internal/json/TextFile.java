package org.gridbench.model.internal.json;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioException;

/**
 * Reads a scenario or an imported file as UTF-8 text (a leading byte order mark dropped); a file that cannot be read
 * becomes one problem about the file.
 */
public final class TextFile {

    private static final char BYTE_ORDER_MARK = '\uFEFF';

    private TextFile() {
    }

    public static String read(Path file) throws ScenarioException {
        if (Files.isDirectory(file)) {
            throw fileProblem(file, "cannot be read: it is a directory");
        }
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
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
            throw fileProblem(file, "cannot be read: it is not UTF-8 text");
        }
    }

    private static ScenarioException fileProblem(Path file, String message) {
        return new ScenarioException(List.of(new Problem(file.toString(), 0, 0, Problem.FILE, message)));
    }
}
