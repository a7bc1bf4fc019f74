package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridbench.stars.overlay.Overlay;
import org.junit.jupiter.api.Test;

/** Section 3.1.3 for every N up to 300, and a million-node overlay (section 8.2's largest network). */
class OverlayInvariantsTest {

    // The routing node of node i is the lowest common ancestor of leaves i and i + 1 (in-order roles).
    private static void checkInOrder(Overlay overlay) {
        int n = overlay.size();
        for (int node = 0; node + 1 < n; node++) {
            int a = overlay.leaf(node);
            int b = overlay.leaf(node + 1);
            while (overlay.depth(a) > overlay.depth(b)) {
                a = overlay.father(a);
            }
            while (overlay.depth(b) > overlay.depth(a)) {
                b = overlay.father(b);
            }
            while (a != b) {
                a = overlay.father(a);
                b = overlay.father(b);
            }
            assertEquals(a, overlay.routingNode(node), "routing node of " + node + " in N = " + n);
        }
        assertEquals(Overlay.NONE, overlay.routingNode(n - 1));
    }

    @Test
    void everySmallTreeIsBalancedAndInOrder() {
        for (int n = 1; n <= 300; n++) {
            Overlay overlay = Overlay.balanced(n);
            int height = overlay.height();
            assertEquals(n == 1 ? 0 : 32 - Integer.numberOfLeadingZeros(n - 1), height, "ceil(log2 N)");
            for (int node = 0; node < n; node++) {
                int depth = overlay.depth(overlay.leaf(node));
                assertTrue(depth == height || depth == height - 1, "balanced");
                assertEquals(depth + 1, overlay.pathToRoot(node).length);
            }
            checkInOrder(overlay);
        }
    }

    @Test
    void aMillionNodesBuildFastAndSmall() {
        int n = 1_000_000;
        Runtime runtime = Runtime.getRuntime();
        System.gc();
        long before = runtime.totalMemory() - runtime.freeMemory();
        long start = System.nanoTime();
        Overlay overlay = Overlay.balanced(n);
        long nanos = System.nanoTime() - start;
        System.gc();
        long bytes = runtime.totalMemory() - runtime.freeMemory() - before;
        System.out.printf("Overlay of %d nodes: built in %.1f ms, about %d bytes per node, height %d%n",
                n, nanos / 1e6, bytes / n, overlay.height());
        assertTrue(nanos < 1_000_000_000L, "built in under a second");
        assertEquals(20, overlay.height());
        checkInOrder(overlay);
    }
}
