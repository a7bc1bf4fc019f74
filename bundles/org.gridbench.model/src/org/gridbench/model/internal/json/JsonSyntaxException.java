package org.gridbench.model.internal.json;

/** The one reason a text is not the JSON document expected, in plain words, with where it was found. */
public final class JsonSyntaxException extends Exception {

    private static final long serialVersionUID = 1L;

    private final Position position;
    private final String path;

    public JsonSyntaxException(Position position, String path, String message) {
        super(message);
        this.position = position;
        this.path = path;
    }

    public Position position() {
        return position;
    }

    public String path() {
        return path;
    }
}
