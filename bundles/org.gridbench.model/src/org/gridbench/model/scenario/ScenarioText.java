package org.gridbench.model.scenario;

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

/** Reads a scenario file as UTF-8 text; a file that cannot be read becomes one problem about the file. */
final class ScenarioText {

    private static final char BYTE_ORDER_MARK = '\uFEFF';

    private ScenarioText() {
    }

    static String read(Path file) throws ScenarioException {
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
