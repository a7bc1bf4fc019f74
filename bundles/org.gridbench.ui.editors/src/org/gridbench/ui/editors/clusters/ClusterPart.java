package org.gridbench.ui.editors.clusters;

import java.util.function.Consumer;

import org.eclipse.draw2d.MouseEvent;
import org.eclipse.draw2d.MouseListener;
import org.eclipse.draw2d.geometry.Rectangle;
import org.gridbench.ui.editors.diagram.DiagramView;
import org.gridbench.ui.editors.figures.BoxFigure;
import org.gridbench.ui.editors.figures.EdgeFigure;
import org.gridbench.ui.run.HumanNumbers;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The controller of one cluster (GEF's edit part for a shape): its box with cores and kind, placed on a circle
 * around the router, and the link from the router to it; a press selects the cluster.
 */
final class ClusterPart {

    private final DiagramView view;
    private final BoxFigure figure;
    private final EdgeFigure link;

    ClusterPart(String id, BoxFigure router, DiagramView view, Consumer<String> pressed) {
        this.view = view;
        figure = new BoxFigure(id);
        figure.addMouseListener(new MouseListener.Stub() {
            @Override
            public void mousePressed(MouseEvent me) {
                pressed.accept(id);
                me.consume();
            }
        });
        view.shapes().add(figure);
        link = new EdgeFigure(id, router, figure, false);
        view.connections().add(link);
    }

    /** Shows {@code cluster} at {@code bounds}. */
    void refresh(JsonNode cluster, boolean selected, Rectangle bounds) {
        JsonNode cores = cluster.path("cores");
        figure.setText(cluster.path("id").asText(), (cores.canConvertToLong() ? HumanNumbers.count(cores.asLong(),
                "core") : "? cores") + "  " + cluster.path("kind").asText());
        figure.setSelected(selected);
        view.shapes().setConstraint(figure, bounds);
    }

    /** Takes the box and its link off the diagram. */
    void remove() {
        view.shapes().remove(figure);
        view.connections().remove(link);
    }
}
