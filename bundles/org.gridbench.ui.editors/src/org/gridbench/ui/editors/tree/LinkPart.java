package org.gridbench.ui.editors.tree;

import org.gridbench.ui.editors.figures.EdgeFigure;

/** The controller of the link from a node's parent to the node: a line that follows both boxes. */
final class LinkPart {

    private final EdgeFigure figure;

    LinkPart(String child, NodePart parent, NodePart node, TreeParts parts) {
        figure = new EdgeFigure(child, parent.figure(), node.figure(), false);
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
