package org.gridbench.ui.editors.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Set;

import org.gridbench.editing.tree.PlatformTree;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Which subtrees are folded, on trees whose levels were counted by hand. No display needed. */
class TreeFoldingTest {

    /** A root R, {@code k} children C1..Ck, and {@code m} leaves under each child (Ci.j): 1 + k + k m nodes. */
    private static PlatformTree tree(int k, int m) {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        ArrayNode nodes = root.putObject("platform").putArray("nodes");
        nodes.addObject().put("id", "R").put("speed", 1);
        for (int i = 1; i <= k; i++) {
            nodes.addObject().put("id", "C" + i).put("parent", "R").put("speed", 1).put("bandwidth", 1);
            for (int j = 1; j <= m; j++) {
                nodes.addObject().put("id", "C" + i + "." + j).put("parent", "C" + i).put("speed", 1)
                        .put("bandwidth", 1);
            }
        }
        return PlatformTree.of(root);
    }

    @Test
    void aSmallTreeOpensWhole() {
        assertEquals(Set.of(), new TreeFolding().collapsed(tree(2, 70)), "1 + 2 + 140 = 143 nodes are shown whole");
        PlatformTree over = tree(3, 49);
        assertEquals(Set.of(over.indexOf("C1"), over.indexOf("C2"), over.indexOf("C3")),
                new TreeFolding().collapsed(over), "1 + 3 + 147 = 151 nodes: the 147 leaves are folded away");
    }

    @Test
    void aLargeTreeOpensWithTheLevelsBeyondTheFirst150NodesFolded() {
        // levels of 1, 3 and 180 nodes: 1 + 3 = 4 fit in 150, 4 + 180 do not, so the three children fold
        PlatformTree large = tree(3, 60);
        TreeFolding folding = new TreeFolding();
        Set<Integer> folded = folding.collapsed(large);
        assertEquals(Set.of(large.indexOf("C1"), large.indexOf("C2"), large.indexOf("C3")), folded);
        folding.toggle("C2");
        assertEquals(Set.of(large.indexOf("C1"), large.indexOf("C3")), folding.collapsed(large), "C2 unfolded");
        folding.expand("C1");
        assertEquals(Set.of(large.indexOf("C3")), folding.collapsed(large));
        folding.toggle("C3");
        folding.toggle("C3");
        assertEquals(Set.of(large.indexOf("C3")), folding.collapsed(large), "folded twice is folded back");
    }

    @Test
    void aTreeReplacedByAMuchLargerOneIsViewedAfresh() {
        TreeFolding folding = new TreeFolding();
        assertEquals(Set.of(), folding.collapsed(tree(2, 10)), "23 nodes");
        PlatformTree grown = tree(3, 60);
        assertEquals(3, folding.collapsed(grown).size(), "184 nodes, 161 more than before: folded afresh");
        folding.toggle("C1");
        PlatformTree slightly = tree(3, 61);
        assertEquals(Set.of(slightly.indexOf("C2"), slightly.indexOf("C3")), folding.collapsed(slightly),
                "187 nodes, 3 more: the folds are kept");
        folding.restart();
        assertEquals(3, folding.collapsed(slightly).size(), "restart: folded afresh");
    }
}
