package org.gridbench.cli;

import java.util.List;

/** Bad input or bad usage: reported as its message lines, with exit code 2 and no stack trace. */
public class InputException extends Exception {

    private static final long serialVersionUID = 1L;

    private final List<String> lines;

    public InputException(List<String> lines) {
        super(String.join(System.lineSeparator(), lines));
        this.lines = List.copyOf(lines);
    }

    public InputException(String line) {
        this(List.of(line));
    }

    public List<String> lines() {
        return lines;
    }
}
