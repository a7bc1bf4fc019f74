package org.gridbench.editing.layout;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

import org.gridbench.editing.tree.PlatformTree;

/**
 * Positions for the nodes of a tree platform that are shown (those under no collapsed node), in O(n):
 * <ul>
 * <li>top-down: every shown leaf (or collapsed node) gets its own column in depth-first order and each parent is
 * centred over its first and last child, so subtrees never overlap and parents sit above their children;</li>
 * <li>radial: each subtree gets an angle in proportion to its shown leaves and each node a ring by its depth.</li>
 * </ul>
 * Several roots (a tree being fixed) are laid side by side; nodes in a parent cycle, which no root reaches, go on a
 * last row. Positions are the centres of the nodes, in the caller's units.
 */
public final class TreeLayout {

    public enum Style {
        TOP_DOWN, RADIAL
    }

    /** The shown nodes (indices into the tree) and their centres; hidden nodes have NaN coordinates. */
    public record Placement(int[] shown, double[] x, double[] y) {
    }

    private TreeLayout() {
    }

    /**
     * @param column horizontal distance between neighbouring leaves (top-down), or between neighbouring leaves on
     *        the first ring (radial)
     * @param row vertical distance between depths (top-down), or between rings (radial)
     */
    public static Placement layout(PlatformTree tree, Set<Integer> collapsed, Style style, double column,
            double row) {
        int n = tree.size();
        double[] x = new double[n];
        double[] y = new double[n];
        Arrays.fill(x, Double.NaN);
        Arrays.fill(y, Double.NaN);
        int[] leaves = new int[n];
        int[] depth = new int[n];
        List<Integer> order = new ArrayList<>();
        boolean[] seen = new boolean[n];
        for (int root : tree.roots()) {
            shownFrom(tree, root, collapsed, order, depth, seen);
        }
        for (int k = order.size() - 1; k >= 0; k--) {
            int u = order.get(k);
            if (collapsed.contains(u) || tree.children(u).isEmpty()) {
                leaves[u] = 1;
            } else {
                for (int c : tree.children(u)) {
                    leaves[u] += leaves[c];
                }
            }
        }
        int total = 0;
        int deepest = 0;
        for (int root : tree.roots()) {
            total += leaves[root];
        }
        for (int u : order) {
            deepest = Math.max(deepest, depth[u]);
        }
        double[] first = new double[n];
        double next = 0;
        for (int u : order) {
            if (tree.parent(u) < 0) {
                first[u] = next;
                next += leaves[u];
            }
            double start = first[u];
            if (!collapsed.contains(u)) {
                for (int c : tree.children(u)) {
                    first[c] = start;
                    start += leaves[c];
                }
            }
            double centre = first[u] + leaves[u] / 2.0;
            if (style == Style.TOP_DOWN) {
                x[u] = (centre - 0.5) * column;
                y[u] = depth[u] * row;
            } else {
                double angle = 2 * Math.PI * centre / Math.max(1, total);
                double radius = depth[u] * Math.max(row, column * total / (2 * Math.PI) / Math.max(1, deepest));
                x[u] = radius * Math.cos(angle);
                y[u] = radius * Math.sin(angle);
            }
        }
        List<Integer> stray = new ArrayList<>();
        for (int u = 0; u < n; u++) {
            if (!seen[u] && hiddenByNothing(tree, u, collapsed)) {
                stray.add(u);
            }
        }
        for (int k = 0; k < stray.size(); k++) {
            int u = stray.get(k);
            x[u] = k * column;
            y[u] = (deepest + 2) * row;
            order.add(u);
        }
        return new Placement(order.stream().mapToInt(Integer::intValue).toArray(), x, y);
    }

    // depth-first from a root, not below collapsed nodes; parents before children
    private static void shownFrom(PlatformTree tree, int root, Set<Integer> collapsed, List<Integer> order,
            int[] depth, boolean[] seen) {
        List<Integer> stack = new ArrayList<>(List.of(root));
        depth[root] = 0;
        while (!stack.isEmpty()) {
            int u = stack.remove(stack.size() - 1);
            if (seen[u]) {
                continue;
            }
            seen[u] = true;
            order.add(u);
            if (!collapsed.contains(u)) {
                List<Integer> children = tree.children(u);
                for (int c = children.size() - 1; c >= 0; c--) {
                    depth[children.get(c)] = depth[u] + 1;
                    stack.add(children.get(c));
                }
            }
        }
    }

    // a node no root reaches (a parent cycle) is shown unless a collapsed node of the cycle hides it
    private static boolean hiddenByNothing(PlatformTree tree, int u, Set<Integer> collapsed) {
        int steps = 0;
        for (int k = tree.parent(u); k >= 0 && steps <= tree.size(); k = tree.parent(k), steps++) {
            if (collapsed.contains(k)) {
                return false;
            }
        }
        return true;
    }
}
