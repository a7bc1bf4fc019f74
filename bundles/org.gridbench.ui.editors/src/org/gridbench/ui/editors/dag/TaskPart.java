package org.gridbench.ui.editors.dag;

import java.util.List;

import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.RGB;
import org.gridbench.editing.dag.JobDag;
import org.gridbench.ui.editors.figures.BoxFigure;
import org.gridbench.ui.run.HumanNumbers;

/**
 * The controller of one task's box (GEF's edit part for a shape): it keeps the box in step with the task (id, exec
 * in ticks x cores; in the corner its kind, or its upward rank while ranks are shown; fill, selection, critical-path frame, place) and turns presses on it into a
 * selection and a drag of the shared {@link org.gridbench.ui.editors.parts.DragTool}: from the lower band a new
 * dependency, elsewhere a move.
 */
final class TaskPart {

    static final int WIDTH = BoxFigure.SIZE.width;
    static final int HEIGHT = 40;
    /** The lower band of a box from which a drag draws a dependency. */
    static final int PORT = 12;
    static final List<RGB> KIND_COLOURS = List.of(new RGB(225, 236, 250), new RGB(226, 245, 220),
            new RGB(250, 232, 214), new RGB(238, 226, 248));
    /** The fill of a task that no cluster of its kind can hold (section III-B: a task runs within one cluster). */
    static final RGB NO_CLUSTER = new RGB(255, 190, 190);

    private final String id;
    private final BoxFigure figure;

    TaskPart(String id, DagParts parts) {
        this.id = id;
        figure = new BoxFigure(id);
        parts.drag().attach(figure, me -> {
            parts.pressTask(id, (me.getState() & SWT.MOD1) != 0);
            return me.getLocation().y > figure.getBounds().bottom() - PORT;
        }, parts::released);
        parts.view().shapes().add(figure);
    }

    BoxFigure figure() {
        return figure;
    }

    /**
     * Shows task {@code i} of {@code dag} at {@code at}: {@code rank} is the rank text (empty when ranks are off),
     * {@code largestCores} the most cores a cluster of the task's kind has, {@code onPath} whether it lies on the
     * critical path shown.
     */
    void refresh(JobDag dag, int i, String rank, int largestCores, boolean onPath, boolean selected, Point at) {
        String kind = dag.task(i).path("kind").asText("");
        int cores = dag.whole(i, "cores", 0);
        figure.setText(id, HumanNumbers.count(dag.whole(i, "exec", 0), "tick") + " \u00d7 " + HumanNumbers.count(cores,
                "core"));
        figure.setBadge(rank.isBlank() ? kind.isEmpty() ? "?" : kind : rank.strip());
        figure.setFill(fill(kind, cores <= largestCores));
        figure.setSelected(selected);
        figure.setMarked(onPath);
        figure.getParent().setConstraint(figure, new Rectangle(at.x, at.y, WIDTH, HEIGHT));
    }

    /** A kind's colour, or red when no cluster of that kind has cores enough. */
    static RGB fill(String kind, boolean fits) {
        return fits ? KIND_COLOURS.get(Math.floorMod(kind.hashCode(), KIND_COLOURS.size())) : NO_CLUSTER;
    }
}
