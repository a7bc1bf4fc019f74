package org.gridbench.ui.run;

import java.nio.file.Path;

/**
 * A scenario asked to run that could not be set up: its file and its first problem as {@code ./gridbench run} words
 * it. Until the next run is set up, the Run view says why and every live view says that it shows no run of it.
 *
 * @param file the scenario's file
 * @param message the first problem, "file:line:column: field: message", and how many more follow
 */
public record RunRefusal(Path file, String message) {

    /** The file's name, as the views call it. */
    public String name() {
        return file.getFileName().toString();
    }

    /** The problem with the file named as in its folder: the message then wraps at words, not inside a path. */
    public String problem() {
        return message.replace(file.toAbsolutePath().normalize().toString(), name());
    }

    /** What a live view shows instead of a run: that none of this file is shown, and why it cannot run. */
    public String line() {
        return "No run of " + name() + ": it cannot run (" + problem() + ")";
    }
}
