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

    /** Formats as {@code source:line:column: field: message}, the form compilers use, so editors can link it. */
    public String format() {
        String where = line > 0 ? source + ":" + line + ":" + column : source;
        return where + ": " + field + ": " + message;
    }
}
