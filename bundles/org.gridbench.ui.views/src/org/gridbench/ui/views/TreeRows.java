package org.gridbench.ui.views;

import java.util.List;

import org.gridbench.model.tree.TreePlatform;

/**
 * Where the Trees view draws each node: the leaves side by side in depth-first order, a parent centred over its
 * children, one row per depth, spread over the view. Where the columns are narrower than a circle the circles shrink,
 * down to {@link #LEAST_RADIUS}; past that, and where the rows are closer than a circle or a label line, the drawing is
 * larger than the view, which scrolls: no two circles overlap at any size of the view (on a 100-node tree the deepest
 * rows' circles did).
 */
final class TreeRows {

    /** A node's circle's radius where the columns have room for it. */
    static final int RADIUS = 9;
    /** The least radius a circle shrinks to in narrow columns. */
    static final int LEAST_RADIUS = 4;
    /** The least pixels between two circles, and between a label line and the next row's circles. */
    static final int GAP = 2;

    private final double[] x;
    private final int[] depth;
    private int depthMax;
    private double leaves;

    TreeRows(TreePlatform platform) {
        x = new double[platform.size()];
        depth = new int[platform.size()];
        place(platform, 0, 0, new double[] { 0 });
        for (double v : x) {
            leaves = Math.max(leaves, v);
        }
    }

    private void place(TreePlatform platform, int u, int d, double[] nextLeaf) {
        depth[u] = d;
        depthMax = Math.max(depthMax, d);
        List<Integer> children = platform.children(u);
        if (children.isEmpty()) {
            x[u] = nextLeaf[0]++;
            return;
        }
        for (int child : children) {
            place(platform, child, d + 1, nextLeaf);
        }
        x[u] = (x[children.get(0)] + x[children.get(children.size() - 1)]) / 2;
    }

    /** The pixels between two neighbouring leaves when {@code width} pixels hold the tree and {@code reserve} more. */
    double column(int width, int reserve) {
        return (width - 2 * SnapshotCanvasPart.MARGIN - reserve) / Math.max(1, leaves);
    }

    /**
     * The nodes' centres and radius, and the size of the drawing, for a view of {@code width} x {@code height} whose
     * rows begin at {@code top}, the columns {@code column} pixels apart with {@code reserve} pixels right of the last
     * for its label, each row's labels {@code labelHeight} high.
     */
    Placement placement(int width, int height, int top, double column, int reserve, int labelHeight) {
        int radius = (int) Math.max(LEAST_RADIUS, Math.min(RADIUS, Math.floor((column - GAP) / 2)));
        double dx = Math.max(column, 2 * radius + GAP);
        double dy = (height - top - SnapshotCanvasPart.MARGIN - labelHeight) / (double) Math.max(1, depthMax);
        dy = Math.max(dy, Math.max(2 * radius, labelHeight) + GAP);
        int[] px = new int[x.length];
        int[] py = new int[x.length];
        for (int u = 0; u < x.length; u++) {
            px[u] = SnapshotCanvasPart.MARGIN + radius + (int) Math.round(x[u] * dx);
            py[u] = top + radius + (int) Math.round(depth[u] * dy);
        }
        int drawnWidth = SnapshotCanvasPart.MARGIN * 2 + reserve + (int) Math.ceil(leaves * dx);
        int drawnHeight = top + (int) Math.ceil(depthMax * dy) + Math.max(2 * radius, labelHeight)
                + SnapshotCanvasPart.MARGIN;
        return new Placement(px, py, radius, Math.max(width, drawnWidth), Math.max(height, drawnHeight));
    }

    /** The centres, the circles' radius and the drawing's size (at least the view's). */
    record Placement(int[] x, int[] y, int radius, int width, int height) {
    }
}
