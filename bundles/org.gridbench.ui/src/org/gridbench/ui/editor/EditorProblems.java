package org.gridbench.ui.editor;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;

/**
 * What an editor lists under its form: the values typed and refused (a seed that is not a number, a CCR that is not
 * one), each until its field accepts a value, then the problems the last validation of the document found. Each
 * method returns the whole list as it is now; the refusals also go to the Problems view ({@link RefusedValues}).
 */
final class EditorProblems {

    private final RefusedValues all;
    private final Supplier<Path> file;
    private final Map<String, String> refused = new LinkedHashMap<>();
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private List<String> found = List.of();

    EditorProblems(RefusedValues all, Supplier<Path> file) {
        this.all = all;
        this.file = file;
    }

    /** The file was read again, or its editor closed: nothing is listed. */
    List<String> clear() {
        refused.clear();
        found = List.of();
        all.set(file.get(), refused);
        return current();
    }

    /** A value typed for {@code field} was refused with {@code message}, or accepted (null). */
    List<String> checked(String field, String message) {
        if (message == null && !refused.containsKey(field)) {
            return current();
        }
        if (message == null) {
            refused.remove(field);
        } else {
            refused.put(field, message);
        }
        all.set(file.get(), refused);
        return current();
    }

    /** A validation of the document ended with {@code problems}. */
    List<String> found(List<String> problems) {
        found = List.copyOf(problems);
        return current();
    }

    /** The editor shows the problems of a validation that ended: the listeners are told. */
    void validated() {
        listeners.forEach(Runnable::run);
    }

    List<String> current() {
        List<String> lines = new ArrayList<>();
        String name = String.valueOf(file.get().getFileName());
        refused.forEach((field, message) -> lines.add(name + ": " + field + ": " + message));
        lines.addAll(found);
        return List.copyOf(lines);
    }

    /** Tells {@code listener} of each validation from now on; returns what stops it. */
    Runnable addListener(Runnable listener) {
        listeners.add(listener);
        return () -> listeners.remove(listener);
    }
}
