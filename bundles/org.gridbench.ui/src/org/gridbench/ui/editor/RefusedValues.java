package org.gridbench.ui.editor;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import org.gridbench.model.scenario.Problem;

/**
 * The values typed into open editors and refused, per file and field, for the Problems view (in the application
 * context): they are in no file, so the view's check of the workspace cannot find them. Used on the UI thread.
 */
public final class RefusedValues {

    private final Map<Path, Map<String, String>> byFile = new LinkedHashMap<>();
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();

    /** The refusals standing in the editor of {@code file} now, field to message (empty: none). */
    void set(Path file, Map<String, String> refused) {
        if (refused.isEmpty()) {
            byFile.remove(file);
        } else {
            byFile.put(file, new LinkedHashMap<>(refused));
        }
        listeners.forEach(Runnable::run);
    }

    /** Every standing refusal as a problem of its file (no line: the value is not in the file). */
    public List<Problem> problems() {
        List<Problem> all = new ArrayList<>();
        byFile.forEach((file, refused) -> refused.forEach((field, message) -> all.add(new Problem(file.toString(), 0,
                0, field, "refused value: " + message))));
        return all;
    }

    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    public void removeListener(Runnable listener) {
        listeners.remove(listener);
    }
}
