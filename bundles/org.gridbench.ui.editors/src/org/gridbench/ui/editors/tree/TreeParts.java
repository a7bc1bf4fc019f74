package org.gridbench.ui.editors.tree;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import org.eclipse.draw2d.geometry.Rectangle;
import org.gridbench.editing.layout.TreeLayout;
import org.gridbench.editing.tree.PlatformTree;
import org.gridbench.ui.editors.diagram.DiagramView;
import org.gridbench.ui.editors.figures.BoxFigure;
import org.gridbench.ui.editors.parts.DragTool;

/**
 * The controllers of the platform tree diagram (GEF's viewer with its edit-part factory): a {@link NodePart} per node
 * shown and a {@link LinkPart} per link to a shown node, made when the node appears and dropped when it is deleted or
 * folded away; the selected node and the drag tool they share; and what a press, a double-click or a drop means,
 * passed to the {@link Listener}.
 */
final class TreeParts {

    /** What the parts ask of the page. */
    interface Listener {
        /** A node was pressed and is now the selected one. */
        void selected(String id);

        /** A node was double-clicked: its subtree folds or unfolds. */
        void toggle(String id);

        /** Node {@code id} was dropped onto node {@code onto}, or elsewhere ({@code onto} null). */
        void dropped(String id, String onto);
    }

    private static final int MARGIN = 20;
    /** A press that moves less than this is a click. */
    private static final int CLICK = 5;

    private final DiagramView view;
    private final Listener listener;
    private final DragTool drag;
    private final Map<String, NodePart> nodes = new HashMap<>();
    private final Map<String, LinkPart> links = new HashMap<>();
    private String selected;
    /** The selected link, named by its child node, or null. */
    private String selectedLink;

    TreeParts(DiagramView view, Listener listener) {
        this.view = view;
        this.listener = listener;
        drag = new DragTool(view, CLICK);
    }

    /** Brings the parts in step with the nodes of {@code tree} that {@code placement} shows. */
    void refresh(PlatformTree tree, TreeLayout.Placement placement, Set<Integer> collapsed) {
        Set<String> shown = new HashSet<>();
        for (int u : placement.shown()) {
            shown.add(tree.id(u));
        }
        nodes.keySet().removeIf(id -> !shown.contains(id) && remove(nodes.get(id).figure()));
        links.keySet().removeIf(id -> {
            int u = tree.indexOf(id);
            return (!shown.contains(id) || u < 0 || tree.parent(u) < 0) && remove(links.get(id));
        });
        boolean severalRoots = tree.roots().size() > 1;
        double left = Double.POSITIVE_INFINITY;
        double top = Double.POSITIVE_INFINITY;
        for (int u : placement.shown()) {
            left = Math.min(left, placement.x()[u]);
            top = Math.min(top, placement.y()[u]);
        }
        for (int u : placement.shown()) {
            String id = tree.id(u);
            int hidden = collapsed.contains(u) ? tree.subtree(u).size() - 1 : 0;
            Rectangle bounds = new Rectangle((int) Math.round(placement.x()[u] - left + MARGIN),
                    (int) Math.round(placement.y()[u] - top + MARGIN), BoxFigure.SIZE.width, BoxFigure.SIZE.height);
            nodes.computeIfAbsent(id, k -> new NodePart(k, this)).refresh(tree, u, hidden, id.equals(selected),
                    severalRoots, bounds);
        }
        for (int u : placement.shown()) {
            int p = tree.parent(u);
            if (p >= 0) {
                NodePart parent = nodes.get(tree.id(p));
                NodePart node = nodes.get(tree.id(u));
                links.computeIfAbsent(tree.id(u), k -> new LinkPart(k, parent, node, this)).refresh(parent, node,
                        tree.number(u, "bandwidth"));
            }
        }
    }

    private boolean remove(BoxFigure figure) {
        view.shapes().remove(figure);
        return true;
    }

    private boolean remove(LinkPart link) {
        view.connections().remove(link.figure());
        return true;
    }

    void press(String id) {
        select(id);
        listener.selected(id);
    }

    void toggle(String id) {
        select(id);
        listener.toggle(id);
    }

    /** Selects a node (null for none); only its box is framed in blue, and a selected link is let go. */
    void select(String id) {
        selected = id;
        if (id != null) {
            selectedLink = null;
        }
        nodes.forEach((k, part) -> part.figure().setSelected(k.equals(id)));
        links.forEach((k, part) -> part.figure().setSelected(k.equals(selectedLink)));
    }

    /** A press on the link to node {@code child}: the link alone is selected. */
    void pressLink(String child) {
        selectedLink = child;
        select(null);
        listener.selected(null);
    }

    /** The selected link, named by its child node, or null. */
    String selectedLink() {
        return selectedLink;
    }

    /** Node {@code id}'s box, or null when it is not shown. */
    BoxFigure figure(String id) {
        NodePart node = nodes.get(id);
        return node == null ? null : node.figure();
    }

    /** The selected node, or null. */
    String selected() {
        return selected;
    }

    /** A drag ended: the node goes under the node it was dropped onto, or back to its place. */
    void released(DragTool.Drop drop) {
        if (drop != null) {
            listener.dropped((String) ((BoxFigure) drop.dragged()).key(),
                    drop.onto() instanceof BoxFigure onto ? (String) onto.key() : null);
        }
    }

    DragTool drag() {
        return drag;
    }

    DiagramView view() {
        return view;
    }
}
