package org.gridbench.ui.editors.layout;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.draw2d.geometry.Insets;
import org.eclipse.draw2d.graph.DirectedGraph;
import org.eclipse.draw2d.graph.DirectedGraphLayout;
import org.eclipse.draw2d.graph.Edge;
import org.eclipse.draw2d.graph.Node;

/**
 * The layered layout of a DAG by Draw2D's {@link DirectedGraphLayout} (Sugiyama-style: ranks, crossing reduction,
 * placement), without a display. Every task becomes a node of the given size; a hidden root above the tasks that
 * wait for nothing keeps the graph connected, as the layout needs, and is dropped from the result. Boxes of one layer
 * that the layout leaves overlapping (it happens in graphs of hundreds of tasks) are pushed apart.
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
        Set<Long> seen = new HashSet<>();
        for (int[] e : edges) {
            if (e[0] != e[1] && seen.add((long) e[0] * tasks + e[1])) {
                graph.edges.add(new Edge(nodes[e[0]], nodes[e[1]]));
                waits[e[1]] = true;
            }
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
        separate(x, y, width, gap);
        return new Positions(x, y);
    }

    // the layout can leave two boxes of a layer overlapping in large graphs: push each right of its left neighbour
    private static void separate(int[] x, int[] y, int width, int gap) {
        Map<Integer, List<Integer>> layers = new HashMap<>();
        for (int i = 0; i < x.length; i++) {
            layers.computeIfAbsent(y[i], k -> new ArrayList<>()).add(i);
        }
        for (List<Integer> layer : layers.values()) {
            layer.sort(Comparator.comparingInt((Integer i) -> x[i]).thenComparingInt(i -> i));
            for (int k = 1; k < layer.size(); k++) {
                int left = layer.get(k - 1);
                int i = layer.get(k);
                x[i] = Math.max(x[i], x[left] + width + gap / 2);
            }
        }
    }
}
