package org.gridbench.ui.editors.tree;

import org.eclipse.draw2d.MouseEvent;
import org.eclipse.draw2d.MouseListener;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.graphics.RGB;
import org.gridbench.editing.tree.PlatformTree;
import org.gridbench.ui.editors.diagram.Fields;
import org.gridbench.ui.editors.figures.BoxFigure;

/**
 * The controller of one node's box in the platform tree (GEF's edit part for a shape): it shows the node's speed, the
 * count of nodes folded under it, the root's colour and a red frame on a second root; a press
 * selects the node and starts a drag of the shared drag tool, a double-click folds or unfolds its subtree.
 */
final class NodePart {

    static final RGB ROOT = new RGB(255, 236, 200);
    static final RGB NODE = new RGB(225, 236, 250);

    private final String id;
    private final BoxFigure figure;

    NodePart(String id, TreeParts parts) {
        this.id = id;
        figure = new BoxFigure(id);
        parts.drag().attach(figure, me -> {
            parts.press(id);
            return false;
        }, parts::released);
        figure.addMouseListener(new MouseListener.Stub() {
            @Override
            public void mouseDoubleClicked(MouseEvent me) {
                parts.toggle(id);
            }
        });
        parts.view().shapes().add(figure);
    }

    BoxFigure figure() {
        return figure;
    }

    /** Shows node {@code u} of {@code tree} at {@code bounds}, with {@code hidden} nodes folded under it. */
    void refresh(PlatformTree tree, int u, int hidden, boolean selected, boolean severalRoots, Rectangle bounds) {
        figure.setText(id, detail(tree, u));
        figure.setBadge(hidden > 0 ? "+" + hidden : "");
        figure.setSelected(selected);
        figure.setMarked(severalRoots && tree.parent(u) < 0);
        figure.setFill(tree.parent(u) < 0 ? ROOT : NODE);
        figure.getParent().setConstraint(figure, bounds);
    }

    /** The detail line: the node's speed in flop per time unit (the link from its parent is labelled on the link). */
    static String detail(PlatformTree tree, int u) {
        return Fields.quantity(tree.number(u, "speed"), "flop/" + Fields.TIME_UNIT);
    }
}
