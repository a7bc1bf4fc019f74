package org.gridbench.ui.editors.dag;

import org.eclipse.draw2d.MouseEvent;
import org.eclipse.draw2d.MouseListener;
import org.gridbench.ui.editors.figures.EdgeFigure;

/**
 * The controller of one dependency "from->to" (GEF's connection edit part): an arrow from the box of the task waited
 * for to the box of the waiting task, selected by a click, framed in red on the critical path, and following its
 * boxes when they move.
 */
final class DependencyPart {

    private final EdgeFigure figure;

    DependencyPart(String key, TaskPart source, TaskPart target, DagParts parts) {
        figure = new EdgeFigure(key, source.figure(), target.figure(), true);
        figure.addMouseListener(new MouseListener.Stub() {
            @Override
            public void mousePressed(MouseEvent me) {
                parts.pressDependency(key);
                me.consume();
            }
        });
        parts.view().connections().add(figure);
    }

    /** The key "from->to" of a dependency. */
    static String key(String from, String to) {
        return from + "->" + to;
    }

    EdgeFigure figure() {
        return figure;
    }

    void refresh(TaskPart source, TaskPart target, boolean selected, boolean onPath) {
        figure.reconnect(source.figure(), target.figure());
        figure.setSelected(selected);
        figure.setMarked(onPath);
    }
}
