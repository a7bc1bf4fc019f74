package org.gridbench.ui.editors.tree;

import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.MidpointLocator;
import org.eclipse.draw2d.MouseEvent;
import org.eclipse.draw2d.MouseListener;
import org.gridbench.ui.editors.diagram.Fields;
import org.gridbench.ui.editors.figures.EdgeFigure;

/**
 * The controller of the link from a node's parent to the node: a line that follows both boxes, labelled with its
 * bandwidth, selected by a click (its bandwidth and latency then show in the Properties view).
 */
final class LinkPart {

    private final EdgeFigure figure;
    private final Label bandwidth = new Label();

    LinkPart(String child, NodePart parent, NodePart node, TreeParts parts) {
        figure = new EdgeFigure(child, parent.figure(), node.figure(), false);
        figure.addMouseListener(new MouseListener.Stub() {
            @Override
            public void mousePressed(MouseEvent me) {
                parts.pressLink(child);
                me.consume();
            }
        });
        figure.add(bandwidth, new MidpointLocator(figure, 0));
        parts.view().connections().add(figure);
    }

    EdgeFigure figure() {
        return figure;
    }

    /** The link joins these two boxes (a re-parented node) and has this bandwidth, in bytes per time unit. */
    void refresh(NodePart parent, NodePart node, double bytesPerTimeUnit) {
        figure.reconnect(parent.figure(), node.figure());
        bandwidth.setText(Fields.quantity(bytesPerTimeUnit, "B/" + Fields.TIME_UNIT));
    }
}
