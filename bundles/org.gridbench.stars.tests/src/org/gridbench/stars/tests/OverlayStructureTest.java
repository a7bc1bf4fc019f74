package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridbench.stars.overlay.Overlay;
import org.junit.jupiter.api.Test;

/** The balanced tree of section 3.1.3, worked out by hand for small N. */
class OverlayStructureTest {

    private static void assertLeaves(Overlay overlay, int... leaves) {
        for (int node = 0; node < leaves.length; node++) {
            assertEquals(leaves[node], overlay.leaf(node), "leaf of node " + node);
            assertEquals(node, overlay.player(leaves[node]));
            assertTrue(overlay.isLeaf(leaves[node]));
        }
    }

    private static void assertRouting(Overlay overlay, int... routing) {
        for (int node = 0; node < routing.length; node++) {
            assertEquals(routing[node], overlay.routingNode(node), "routing node of node " + node);
            if (routing[node] != Overlay.NONE) {
                assertEquals(node, overlay.player(routing[node]));
                assertFalse(overlay.isLeaf(routing[node]));
            }
        }
    }

    @Test
    void oneNodeIsARootLeaf() {
        Overlay overlay = Overlay.balanced(1);
        assertLeaves(overlay, 1);
        assertRouting(overlay, Overlay.NONE);
        assertEquals(0, overlay.height());
        assertEquals(Overlay.NONE, overlay.father(Overlay.ROOT));
    }

    @Test
    void twoNodes() {
        Overlay overlay = Overlay.balanced(2);
        assertLeaves(overlay, 2, 3);
        assertRouting(overlay, 1, Overlay.NONE);
        assertEquals(2, overlay.leftChild(1));
        assertEquals(3, overlay.rightChild(1));
        assertEquals(1, overlay.father(3));
        assertEquals(1, overlay.height());
    }

    @Test
    void threeNodesPutTheLastLeafHigher() {
        Overlay overlay = Overlay.balanced(3);
        // 1(2, 3), 2(4, 5); leaves left to right 4, 5, 3.
        assertLeaves(overlay, 4, 5, 3);
        assertRouting(overlay, 2, 1, Overlay.NONE);
        assertEquals(2, overlay.leftChild(1));
        assertEquals(3, overlay.rightChild(1));
        assertEquals(4, overlay.leftChild(2));
        assertEquals(5, overlay.rightChild(2));
        assertEquals(2, overlay.father(4));
        assertEquals(1, overlay.father(3));
        assertEquals(2, overlay.depth(4));
        assertEquals(1, overlay.depth(3));
        assertEquals(2, overlay.height());
        assertArrayEquals(new int[] {3, 1}, overlay.pathToRoot(2));
    }

    @Test
    void fourNodes() {
        Overlay overlay = Overlay.balanced(4);
        assertLeaves(overlay, 4, 5, 6, 7);
        assertRouting(overlay, 2, 1, 3, Overlay.NONE);
        assertEquals(6, overlay.leftChild(3));
        assertEquals(7, overlay.rightChild(3));
        assertEquals(3, overlay.father(7));
        assertEquals(2, overlay.height());
        assertArrayEquals(new int[] {6, 3, 1}, overlay.pathToRoot(2));
    }

    @Test
    void sevenNodes() {
        Overlay overlay = Overlay.balanced(7);
        // 1(2, 3), 2(4, 5), 3(6, 7), 4(8, 9), 5(10, 11), 6(12, 13); leaves left to right 8..13, 7.
        assertLeaves(overlay, 8, 9, 10, 11, 12, 13, 7);
        assertRouting(overlay, 4, 2, 5, 1, 6, 3, Overlay.NONE);
        assertEquals(3, overlay.height());
        assertEquals(2, overlay.depth(7));
        assertEquals(3, overlay.depth(13));
        assertEquals(6, overlay.father(13));
        assertArrayEquals(new int[] {8, 4, 2, 1}, overlay.pathToRoot(0));
        assertArrayEquals(new int[] {7, 3, 1}, overlay.pathToRoot(6));
    }

    @Test
    void eightNodes() {
        Overlay overlay = Overlay.balanced(8);
        assertLeaves(overlay, 8, 9, 10, 11, 12, 13, 14, 15);
        assertRouting(overlay, 4, 2, 5, 1, 6, 3, 7, Overlay.NONE);
        assertEquals(3, overlay.height());
        assertEquals(14, overlay.leftChild(7));
        assertEquals(15, overlay.rightChild(7));
        assertArrayEquals(new int[] {15, 7, 3, 1}, overlay.pathToRoot(7));
    }

    @Test
    void rejectsPositionsOutsideTheTree() {
        Overlay overlay = Overlay.balanced(3);
        assertThrows(IllegalArgumentException.class, () -> overlay.leaf(3));
        assertThrows(IllegalArgumentException.class, () -> overlay.father(6));
        assertThrows(IllegalArgumentException.class, () -> overlay.leftChild(3));
        assertThrows(IllegalArgumentException.class, () -> Overlay.balanced(0));
    }
}
