package org.gridbench.ui.editors.dag;

import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What is selected in the DAG page: tasks (in the order they were picked) or one dependency, never both. A click
 * selects one task, Ctrl+click adds or removes one, a click on a dependency selects it alone.
 */
final class DagSelection {

    private final Set<String> tasks = new LinkedHashSet<>();
    private String dependency;

    /**
     * A press on a task: with {@code toggle} (Ctrl) it joins or leaves the selection; without, it becomes the only
     * one unless already selected (so that a drag moves the selection as it is).
     */
    void pressTask(String id, boolean toggle) {
        if (toggle) {
            if (!tasks.remove(id)) {
                tasks.add(id);
            }
        } else if (!tasks.contains(id)) {
            tasks.clear();
            tasks.add(id);
        }
        dependency = null;
    }

    /** A press on a dependency "from->to": it is selected alone. */
    void pressDependency(String key) {
        tasks.clear();
        dependency = key;
    }

    void clear() {
        tasks.clear();
        dependency = null;
    }

    /** Ctrl+A: every task shown joins the selection. */
    void selectAll(Collection<String> ids) {
        tasks.addAll(ids);
    }

    /** Keeps only the tasks that still exist. */
    void retain(Collection<String> ids) {
        tasks.retainAll(ids);
    }

    boolean isSelected(String id) {
        return tasks.contains(id);
    }

    /** The one selected task, or null when none or several are. */
    String only() {
        return tasks.size() == 1 ? tasks.iterator().next() : null;
    }

    List<String> tasks() {
        return List.copyOf(tasks);
    }

    /** The selected dependency "from->to", or null. */
    String dependency() {
        return dependency;
    }

    /** Forgets the selected dependency, as when it is deleted. */
    void dropDependency() {
        dependency = null;
    }
}
