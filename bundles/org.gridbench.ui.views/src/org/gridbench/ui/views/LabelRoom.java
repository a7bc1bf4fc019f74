package org.gridbench.ui.views;

import java.util.Arrays;
import java.util.Comparator;

/**
 * The room right of each node of a drawn tree for its label: from just past its circle to just before the circle of
 * the next node of its row (same y), or to the right edge for the last of a row. A label wider than its room would
 * run into its neighbour, as the ids of a 100-node tree did in the Trees view.
 */
final class LabelRoom {

    private LabelRoom() {
    }

    /**
     * @param x the centres' columns, y their rows, radius the circles', gap the pixels between a circle and its label
     * @return per node, the pixels its label may take
     */
    static int[] of(int[] x, int[] y, int radius, int gap, int rightEdge) {
        Integer[] order = new Integer[x.length];
        Arrays.setAll(order, u -> u);
        Arrays.sort(order, Comparator.<Integer>comparingInt(u -> y[u]).thenComparingInt(u -> x[u]));
        int[] room = new int[x.length];
        for (int i = 0; i < order.length; i++) {
            int u = order[i];
            boolean last = i + 1 == order.length || y[order[i + 1]] != y[u];
            int end = last ? rightEdge : x[order[i + 1]] - radius - gap;
            room[u] = Math.max(0, end - (x[u] + radius + gap));
        }
        return room;
    }
}
