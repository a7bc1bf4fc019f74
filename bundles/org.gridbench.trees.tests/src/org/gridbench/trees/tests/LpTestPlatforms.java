package org.gridbench.trees.tests;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.model.tree.TreeNode;
import org.gridbench.model.tree.TreePlatform;

/** Small hand-built platforms shared by the LP, periodic-schedule and Proposition 1 tests. */
final class LpTestPlatforms {

    private LpTestPlatforms() {
    }

    /** A star: root speed c0, child i (1-based) with speeds[i-1] and bandwidths[i-1]. */
    static TreePlatform star(double c0, double[] speeds, double[] bandwidths) {
        List<TreeNode> nodes = new ArrayList<>();
        nodes.add(new TreeNode("P0", null, c0, 0, 0));
        for (int i = 0; i < speeds.length; i++) {
            nodes.add(new TreeNode("P" + (i + 1), "P0", speeds[i], bandwidths[i], 0));
        }
        return new TreePlatform(nodes);
    }

    /** A chain P0 -> P1 -> ... ; bandwidths[i-1] is the link into Pi. */
    static TreePlatform chain(double[] speeds, double[] bandwidths) {
        List<TreeNode> nodes = new ArrayList<>();
        nodes.add(new TreeNode("P0", null, speeds[0], 0, 0));
        for (int i = 1; i < speeds.length; i++) {
            nodes.add(new TreeNode("P" + i, "P" + (i - 1), speeds[i], bandwidths[i - 1], 0));
        }
        return new TreePlatform(nodes);
    }
}
