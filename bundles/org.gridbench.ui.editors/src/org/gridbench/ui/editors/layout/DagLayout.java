package org.gridbench.ui.editors.layout;

import java.util.List;

import org.eclipse.draw2d.geometry.Insets;
import org.eclipse.draw2d.graph.DirectedGraph;
import org.eclipse.draw2d.graph.DirectedGraphLayout;
import org.eclipse.draw2d.graph.Edge;
import org.eclipse.draw2d.graph.Node;

/**
 * The layered layout of a DAG by Draw2D's {@link DirectedGraphLayout} (Sugiyama-style: ranks, crossing reduction,
 * placement), without a display. Every task becomes a node of the given size; a hidden root above the tasks that
 * wait for nothing keeps the graph connected, as the layout needs, and is dropped from the result.
 */
public final class DagLayout {

    /** The top-left corner of each task, by index. */
    public record Positions(int[] x, int[] y) {
    }

    private DagLayout() {
    }

    /** @param edges pairs {from, to}: to waits for from */
    public static Positions layout(int tasks, List<int[]> edges, int width, int height, int gap) {
        DirectedGraph graph = new DirectedGraph();
        graph.setDefaultPadding(new Insets(gap / 2));
        Node top = new Node("top");
        top.width = 1;
        top.height = 1;
        graph.nodes.add(top);
        Node[] nodes = new Node[tasks];
        boolean[] waits = new boolean[tasks];
        for (int i = 0; i < tasks; i++) {
            nodes[i] = new Node(i);
            nodes[i].width = width;
            nodes[i].height = height;
            graph.nodes.add(nodes[i]);
        }
        for (int[] e : edges) {
            graph.edges.add(new Edge(nodes[e[0]], nodes[e[1]]));
            waits[e[1]] = true;
        }
        for (int i = 0; i < tasks; i++) {
            if (!waits[i]) {
                graph.edges.add(new Edge(top, nodes[i]));
            }
        }
        new DirectedGraphLayout().visit(graph);
        int[] x = new int[tasks];
        int[] y = new int[tasks];
        int shift = top.y + top.height;
        for (int i = 0; i < tasks; i++) {
            x[i] = nodes[i].x;
            y[i] = nodes[i].y - shift;
        }
        return new Positions(x, y);
    }
}
