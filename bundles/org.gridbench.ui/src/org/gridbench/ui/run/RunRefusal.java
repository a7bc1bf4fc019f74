package org.gridbench.ui.run;

import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A scenario asked to run that could not be set up: its file and its first problem as {@code ./gridbench run} words
 * it. Until the next run is set up, the Run view says why and every live view says that it shows no run of it.
 *
 * @param file the scenario's file
 * @param message the first problem, "file:line:column: field: message", and how many more follow
 */
public record RunRefusal(Path file, String message) {

    /** The line and column a compiler-style problem gives after its file's name: ":3:5: ". */
    private static final Pattern POSITION = Pattern.compile(":(\\d+):(\\d+):\\s*");

    /** The file's name, as the views call it. */
    public String name() {
        return file.getFileName().toString();
    }

    /** The problem with the file named as in its folder: the message then wraps at words, not inside a path. */
    public String problem() {
        return message.replace(file.toAbsolutePath().normalize().toString(), name());
    }

    /**
     * The problem without the file's name, which the line says before it: "line 3, column 5: field: message", or
     * "field: message" for a problem with no position; a problem that does not begin with the name is left whole.
     */
    public String where() {
        String problem = problem();
        if (!problem.startsWith(name() + ":")) {
            return problem;
        }
        String rest = problem.substring(name().length());
        Matcher position = POSITION.matcher(rest);
        return position.lookingAt() ? "line " + position.group(1) + ", column " + position.group(2) + ": "
                + rest.substring(position.end()) : rest.substring(1).strip();
    }

    /** What a live view shows instead of a run: that none of this file is shown, and why it cannot run. */
    public String line() {
        return "No run of " + name() + ": it cannot run (" + where() + ")";
    }
}
