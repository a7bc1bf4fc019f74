package org.gridbench.ui.editors.dag;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.eclipse.draw2d.geometry.Point;
import org.gridbench.editing.dag.DagMeasures;
import org.gridbench.editing.dag.JobDag;
import org.gridbench.ui.editors.diagram.DiagramView;
import org.gridbench.ui.run.HumanNumbers;
import org.gridbench.ui.editors.figures.BoxFigure;
import org.gridbench.ui.editors.parts.DragTool;

/**
 * The controllers of the DAG diagram (GEF's viewer with its edit-part factory): one {@link TaskPart} per task and one
 * {@link DependencyPart} per dependency of the job shown, made when their element appears and dropped when it goes,
 * so that an edit moves and relabels figures instead of rebuilding the diagram; the selection and the drag tool they
 * share; and what a drop means, passed to the {@link Listener}.
 */
final class DagParts {

    /** What the parts ask of the page. */
    interface Listener {
        /** The selection changed: the properties form shows it. */
        void selectionChanged();

        /** A dependency was drawn from task {@code from} onto task {@code to}. */
        void connect(String from, String to);

        /** A task was dropped with its top-left corner at {@code at}. */
        void placed(String id, Point at);
    }

    /** A press that moves less than this is a click. */
    private static final int CLICK = 4;

    private final DiagramView view;
    private final Listener listener;
    private final DragTool drag;
    private final DagSelection selection = new DagSelection();
    private final Map<String, TaskPart> tasks = new HashMap<>();
    private final Map<String, DependencyPart> dependencies = new HashMap<>();

    DagParts(DiagramView view, Listener listener) {
        this.view = view;
        this.listener = listener;
        drag = new DragTool(view, CLICK);
    }

    /**
     * Brings the parts in step with {@code dag}: tasks at {@code at}, the ranks and critical path of
     * {@code measures} when shown, and red where no cluster of the task's kind ({@code largestCores}) can hold it.
     */
    void refresh(JobDag dag, Map<String, Point> at, Optional<DagMeasures> measures, Map<String, Integer> largestCores) {
        List<Integer> path = measures.map(DagMeasures::path).orElse(List.of());
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < dag.size(); i++) {
            ids.add(dag.id(i));
        }
        selection.retain(ids);
        tasks.keySet().removeIf(id -> !ids.contains(id) && remove(tasks.get(id)));
        for (int i = 0; i < dag.size(); i++) {
            String id = dag.id(i);
            int index = i;
            String rank = measures.map(m -> "  r " + HumanNumbers.format(m.ranks()[index])).orElse("");
            tasks.computeIfAbsent(id, k -> new TaskPart(k, this)).refresh(dag, i, rank,
                    largestCores.getOrDefault(dag.task(i).path("kind").asText(""), 0), path.contains(i),
                    selection.isSelected(id), at.getOrDefault(id, new Point(20, 20)));
        }
        Set<String> present = new LinkedHashSet<>();
        for (int i = 0; i < dag.size(); i++) {
            for (int p : dag.predecessors(i)) {
                String key = DependencyPart.key(dag.id(p), dag.id(i));
                present.add(key);
                TaskPart source = tasks.get(dag.id(p));
                TaskPart target = tasks.get(dag.id(i));
                boolean onPath = path.contains(p) && path.contains(i) && path.indexOf(p) + 1 == path.indexOf(i);
                dependencies.computeIfAbsent(key, k -> new DependencyPart(k, source, target, this))
                        .refresh(source, target, key.equals(selection.dependency()), onPath);
            }
        }
        dependencies.keySet().removeIf(key -> !present.contains(key) && remove(dependencies.get(key)));
    }

    private boolean remove(TaskPart part) {
        view.shapes().remove(part.figure());
        return true;
    }

    private boolean remove(DependencyPart part) {
        view.connections().remove(part.figure());
        return true;
    }

    /** Removes every part, as when the scenario has no job. */
    void clear() {
        tasks.values().forEach(this::remove);
        dependencies.values().forEach(this::remove);
        tasks.clear();
        dependencies.clear();
    }

    void pressTask(String id, boolean toggle) {
        selection.pressTask(id, toggle);
        selectionChanged();
    }

    void pressDependency(String key) {
        selection.pressDependency(key);
        selectionChanged();
    }

    /** A press on the empty canvas. */
    void clearSelection() {
        selection.clear();
        selectionChanged();
    }

    void selectAll() {
        selection.selectAll(tasks.keySet());
        selectionChanged();
    }

    // the frames follow the selection at once, without waiting for the next refresh
    private void selectionChanged() {
        tasks.forEach((id, part) -> part.figure().setSelected(selection.isSelected(id)));
        dependencies.forEach((key, part) -> part.figure().setSelected(key.equals(selection.dependency())));
        listener.selectionChanged();
    }

    /** A drag ended: a dependency onto another task, or a task placed by hand. */
    void released(DragTool.Drop drop) {
        if (drop == null) {
            return;
        }
        String from = (String) ((BoxFigure) drop.dragged()).key();
        if (!drop.connecting()) {
            listener.placed(from, drop.bounds().getTopLeft());
        } else if (drop.onto() instanceof BoxFigure onto) {
            listener.connect(from, (String) onto.key());
        }
    }

    DagSelection selection() {
        return selection;
    }

    DragTool drag() {
        return drag;
    }

    DiagramView view() {
        return view;
    }

    boolean isEmpty() {
        return tasks.isEmpty();
    }

    TaskPart task(String id) {
        return tasks.get(id);
    }

    DependencyPart dependency(String key) {
        return dependencies.get(key);
    }
}
