package org.gridbench.model.internal.json;

import java.util.Locale;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;

/** Turns Jackson's parse errors into one sentence saying what was expected and what was found, in plain words. */
final class SyntaxMessages {

    private static final String READER_LIMIT = ", past the JSON reader's limit";
    private static final String ANY_VALUE = "expected a value (object, array, string, number, true, false or null)";

    private final String text;
    private final Opening innermost;
    private final String valuePath;
    private final Position at;
    private final int offset;

    private SyntaxMessages(String text, Opening innermost, String valuePath, JsonLocation location) {
        this.text = text;
        this.innermost = innermost;
        this.valuePath = valuePath;
        this.at = Position.of(location);
        this.offset = (int) Math.max(0, Math.min(location.getCharOffset(), text.length()));
    }

    /**
     * @param where the parser's position, used when Jackson gives the error none (its stream-read limits do not)
     */
    static JsonSyntaxException describe(JsonProcessingException e, String text, Opening innermost, String valuePath,
            JsonLocation where, StreamReadConstraints limits) {
        JsonLocation location = e.getLocation() != null ? e.getLocation() : where;
        SyntaxMessages messages = new SyntaxMessages(text, innermost, valuePath, location);
        return e instanceof StreamConstraintsException ? messages.limit(e.getOriginalMessage(), limits)
                : messages.describe(String.valueOf(e.getOriginalMessage()), e instanceof JsonEOFException);
    }

    /**
     * Jackson's StreamReadConstraints, each named with its bound so that users know what to shorten. Jackson stops
     * after the long token; the problem points at the token's start (strings hold no raw line break).
     */
    private JsonSyntaxException limit(String jackson, StreamReadConstraints limits) {
        if (jackson.startsWith("Number value length")) {
            return atTokenStart(false, "a number of more than " + limits.getMaxNumberLength() + " characters");
        }
        if (jackson.startsWith("Name length")) {
            return atTokenStart(true, "a field name of more than " + limits.getMaxNameLength() + " characters");
        }
        if (jackson.startsWith("String value length")) {
            return atTokenStart(true, "a string of more than " + limits.getMaxStringLength() + " characters");
        }
        if (jackson.startsWith("Document nesting depth")) {
            return inValue("objects and arrays nested more than " + limits.getMaxNestingDepth() + " levels deep"
                    + READER_LIMIT);
        }
        return inValue("a value past a size limit (" + jackson.replaceAll(" \\(from .*", "") + ")" + READER_LIMIT);
    }

    private JsonSyntaxException atTokenStart(boolean quoted, String message) {
        int start = Math.min(offset, text.length());
        if (quoted) {
            start = text.lastIndexOf('"', start - 1) == start - 1 ? start - 1 : start;
            start = Math.max(0, text.lastIndexOf('"', start - 1));
        } else {
            while (start > 0 && "0123456789.eE+-".indexOf(text.charAt(start - 1)) >= 0) {
                start--;
            }
        }
        Position tokenStart = new Position(at.line(), Math.max(1, at.column() - (offset - start)));
        return new JsonSyntaxException(tokenStart, valuePath, message + READER_LIMIT);
    }

    private JsonSyntaxException describe(String jackson, boolean endOfInput) {
        if (endOfInput || jackson.contains("end-of-input")) {
            return endOfFile(jackson);
        }
        if (jackson.contains("to start field name")) {
            return inContainer("expected a field name in double quotes, found " + foundCharacter());
        }
        if (jackson.contains("colon to separate")) {
            return inValue("expected ':' after the field name, found " + foundCharacter());
        }
        if (jackson.contains("comma to separate Object")) {
            return inValue("expected ',' or '}' after the value, found " + foundCharacter());
        }
        if (jackson.contains("comma to separate Array")) {
            return inContainer("expected ',' or ']' after an element, found " + foundCharacter());
        }
        if (jackson.contains("root-level") || jackson.startsWith("Unexpected close marker") && innermost == null) {
            return inValue("expected a JSON object, found " + foundCharacter());
        }
        if (jackson.startsWith("Unexpected close marker")) {
            return inContainer("expected '" + innermost.closer() + "' to close the " + innermost.kind() + " opened at "
                    + innermost.at().inWords() + ", found " + foundCharacter());
        }
        if (jackson.contains("Unrecognized token") || jackson.contains("Non-standard token")) {
            return unrecognizedWord();
        }
        if (jackson.contains("comment")) {
            return inValue("comments are not allowed in JSON; use the description field");
        }
        if (jackson.contains("expected a valid value") || jackson.contains("expected a value")) {
            return inValue(ANY_VALUE + ", found " + foundCharacter());
        }
        if (jackson.contains("unquoted character")) {
            return inValue("a line break or other control character inside a string must be escaped (\\n, \\t)");
        }
        if (jackson.contains("character escape")) {
            return inValue("invalid escape in a string; the valid ones are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX");
        }
        if (jackson.toLowerCase(Locale.ROOT).contains("numeric value")) {
            return inValue("invalid number; numbers are written like 12, -3.5 or 1.0E-6");
        }
        return inValue("not valid JSON");
    }

    private JsonSyntaxException endOfFile(String jackson) {
        if (jackson.contains("quote") || jackson.contains("field name") || innermost == null) {
            return inValue("the file ends inside a string");
        }
        return inContainer("the file ends before the " + innermost.kind() + " opened at " + innermost.at().inWords()
                + " is closed");
    }

    /** Jackson points after a word it does not know ("tru", "NaN"); users are shown where the word starts. */
    private JsonSyntaxException unrecognizedWord() {
        int start = offset;
        while (start > 0 && isWordCharacter(text.charAt(start - 1))) {
            start--;
        }
        String word = text.substring(start, offset);
        Position wordStart = new Position(at.line(), at.column() - (offset - start));
        String shown = word.length() > 20 ? word.substring(0, 20) + "..." : word;
        return new JsonSyntaxException(wordStart, valuePath, ANY_VALUE + ", found '" + shown + "'");
    }

    private static boolean isWordCharacter(char c) {
        return !Character.isWhitespace(c) && "{}[],:\"".indexOf(c) < 0;
    }

    private String foundCharacter() {
        if (offset >= text.length()) {
            return "the end of the file";
        }
        int c = text.codePointAt(offset);
        return switch (c) {
            case '\'' -> "a single quote";
            case '"' -> "a double quote";
            case '\n', '\r' -> "a line break";
            default -> Character.isISOControl(c) || Character.isWhitespace(c)
                    ? String.format("the character U+%04X", c)
                    : "'" + Character.toString(c) + "'";
        };
    }

    private JsonSyntaxException inValue(String message) {
        return new JsonSyntaxException(at, valuePath, message);
    }

    private JsonSyntaxException inContainer(String message) {
        return new JsonSyntaxException(at, innermost == null ? FieldPath.ROOT : innermost.path(), message);
    }
}
