package org.gridbench.ui.editors.tree;

import java.util.HashSet;
import java.util.Set;

import org.gridbench.editing.tree.PlatformTree;

/**
 * Which subtrees of the platform tree are folded: a large tree is first shown with its deeper levels folded, so that
 * at most {@link #FIRST_VIEW} nodes appear; a double-click folds or unfolds one node's subtree; a tree replaced by a
 * much larger or smaller one is viewed afresh.
 */
final class TreeFolding {

    /** Nodes shown at most when a tree is first opened; deeper levels start collapsed. */
    static final int FIRST_VIEW = 150;

    private final Set<String> collapsed = new HashSet<>();
    private boolean firstView = true;
    /** The size at the last view: a tree replaced by a much larger or smaller one is viewed afresh. */
    private int lastSize;
    private boolean viewedAfresh;

    /** The indices of the folded nodes of {@code tree}, folding its deep levels first when it is viewed afresh. */
    Set<Integer> collapsed(PlatformTree tree) {
        viewedAfresh = firstView || Math.abs(tree.size() - lastSize) > FIRST_VIEW;
        if (viewedAfresh) {
            collapsed.clear();
            collapseDeepLevels(tree);
            firstView = false;
        }
        lastSize = tree.size();
        Set<Integer> indices = new HashSet<>();
        for (String id : collapsed) {
            int i = tree.indexOf(id);
            if (i >= 0) {
                indices.add(i);
            }
        }
        return indices;
    }

    // a first view of a large tree: the shallowest levels that together hold at most FIRST_VIEW nodes
    private void collapseDeepLevels(PlatformTree tree) {
        if (tree.size() <= FIRST_VIEW) {
            return;
        }
        int[] perDepth = new int[tree.size() + 1];
        int[] depth = new int[tree.size()];
        for (int u = 0; u < tree.size(); u++) {
            depth[u] = tree.depth(u);
            perDepth[depth[u]]++;
        }
        int keep = 0;
        for (int total = perDepth[0]; keep + 1 < perDepth.length && total + perDepth[keep + 1] <= FIRST_VIEW;) {
            keep++;
            total += perDepth[keep];
        }
        for (int u = 0; u < tree.size(); u++) {
            if (depth[u] == keep && !tree.children(u).isEmpty()) {
                collapsed.add(tree.id(u));
            }
        }
    }

    /** Whether the last {@link #collapsed} viewed the tree afresh: opened, generated, imported or much resized. */
    boolean viewedAfresh() {
        return viewedAfresh;
    }

    /** Folds or unfolds the subtree of {@code id}. */
    void toggle(String id) {
        if (!collapsed.remove(id)) {
            collapsed.add(id);
        }
    }

    /** Unfolds {@code id}, as when a child is added to it. */
    void expand(String id) {
        collapsed.remove(id);
    }

    /** The next view starts afresh, as for a generated or imported tree. */
    void restart() {
        collapsed.clear();
        firstView = true;
    }
}
