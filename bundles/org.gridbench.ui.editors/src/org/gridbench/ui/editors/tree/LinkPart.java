package org.gridbench.ui.editors.tree;

import org.eclipse.draw2d.MouseEvent;
import org.eclipse.draw2d.MouseListener;
import org.gridbench.ui.editors.figures.EdgeFigure;

/**
 * The controller of the link from a node's parent to the node: a line that follows both boxes, selected by a click
 * (its bandwidth and latency then show in the Properties view).
 */
final class LinkPart {

    private final EdgeFigure figure;

    LinkPart(String child, NodePart parent, NodePart node, TreeParts parts) {
        figure = new EdgeFigure(child, parent.figure(), node.figure(), false);
        figure.addMouseListener(new MouseListener.Stub() {
            @Override
            public void mousePressed(MouseEvent me) {
                parts.pressLink(child);
                me.consume();
            }
        });
        parts.view().connections().add(figure);
    }

    EdgeFigure figure() {
        return figure;
    }

    /** The link now joins these two boxes (a re-parented node). */
    void refresh(NodePart parent, NodePart node) {
        figure.reconnect(parent.figure(), node.figure());
    }
}
