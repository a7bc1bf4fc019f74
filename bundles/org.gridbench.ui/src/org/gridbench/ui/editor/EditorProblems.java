package org.gridbench.ui.editor;

import java.util.ArrayList;
import java.util.List;

/**
 * What an editor lists under its form: the values the form could not read (a seed that is not a number), then the
 * problems the last validation of the document found. Each method returns the whole list as it is now.
 */
final class EditorProblems {

    private List<String> refused = List.of();
    private List<String> found = List.of();

    /** The file was read again: nothing is listed. */
    List<String> clear() {
        refused = List.of();
        found = List.of();
        return all();
    }

    /** The document changed: {@code values} are the values refused with the change (none for an edit). */
    List<String> refused(List<String> values) {
        refused = List.copyOf(values);
        return all();
    }

    /** A validation of the document ended with {@code problems}. */
    List<String> found(List<String> problems) {
        found = List.copyOf(problems);
        return all();
    }

    private List<String> all() {
        List<String> all = new ArrayList<>(refused);
        all.addAll(found);
        return List.copyOf(all);
    }
}
