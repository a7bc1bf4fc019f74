package org.gridbench.model.scenario;

/**
 * One thing wrong with a scenario file, located so that users and editors can go straight to it.
 *
 * @param source the file or source name the text came from
 * @param line   1-based line, or 0 when the problem concerns the whole file (missing, unreadable)
 * @param column 1-based column counted in characters, or 0 with line 0
 * @param field  the path of the field, like {@code platform.nodes[2].speed}; {@code (document)} for the document as a
 *               whole and {@code (file)} for the file itself
 * @param message what is wrong, in plain words
 */
public record Problem(String source, int line, int column, String field, String message) {

    /** The field name used for problems about the file rather than its content. */
    public static final String FILE = "(file)";

    /**
     * Formats as {@code source:line:column: field: message}, the form compilers use, so editors can link it; always one
     * line: a line break or other control character that the input put into a name or message is shown escaped.
     */
    public String format() {
        String where = line > 0 ? source + ":" + line + ":" + column : source;
        return oneLine(where + ": " + field + ": " + message);
    }

    /** Control characters and Unicode line separators as Java escapes, like backslash-n for a line feed. */
    public static String oneLine(String text) {
        StringBuilder shown = new StringBuilder(text.length());
        text.codePoints().forEach(c -> {
            switch (c) {
                case '\n' -> shown.append("\\n");
                case '\r' -> shown.append("\\r");
                case '\t' -> shown.append("\\t");
                default -> {
                    if (Character.isISOControl(c) || c == 0x2028 || c == 0x2029) {
                        shown.append(String.format("\\u%04X", c));
                    } else {
                        shown.appendCodePoint(c);
                    }
                }
            }
        });
        return shown.toString();
    }
}
