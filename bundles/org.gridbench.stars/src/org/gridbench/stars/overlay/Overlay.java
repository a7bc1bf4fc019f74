package org.gridbench.stars.overlay;

/**
 * The balanced binary tree of STaRS (Celaya, section 3.1.3) over N physical nodes ordered by
 * address: N leaves, where each node plays its execution and submission roles, and N - 1 branches,
 * the routing nodes.
 *
 * <p>Construction: tree positions are heap-numbered {@code 1 .. 2N - 1} in a complete binary tree
 * (root 1, father {@code h / 2}, children {@code 2h} and {@code 2h + 1}); positions below N are
 * routing nodes, the others leaves. Physical node i holds the i-th leaf from the left, so nearby
 * addresses share branches (3.1.3). Routing position h is played by the node of the rightmost leaf of
 * its left subtree, i.e. routing roles follow the in-order traversal: node i plays the branch
 * between leaves i and i + 1, inside its own branch; the last node plays no routing role. Structure
 * is arithmetic; only the two role maps are stored (8 bytes per node).
 */
public final class Overlay {
    public static final int NONE = -1;
    public static final int ROOT = 1;
    private static final int MAX_NODES = 1 << 30;

    private final int size;
    private final int firstDeepLeaf;
    private final int deepLeaves;
    private final int[] routingOfNode;
    private final int[] nodeOfRouting;

    private Overlay(int size) {
        this.size = size;
        firstDeepLeaf = Integer.highestOneBit(2 * size - 1);
        deepLeaves = 2 * size - firstDeepLeaf;
        routingOfNode = new int[size];
        nodeOfRouting = new int[size - 1];
        routingOfNode[size - 1] = NONE;
        for (int h = 1; h < size; h++) {
            int x = 2 * h;
            while (x < size) {
                x = 2 * x + 1;
            }
            int player = nodeAtLeaf(x);
            nodeOfRouting[h - 1] = player;
            routingOfNode[player] = h;
        }
    }

    /** The balanced tree over {@code n >= 1} physical nodes numbered by address (3.1.3). */
    public static Overlay balanced(int n) {
        if (n < 1 || n > MAX_NODES) {
            throw new IllegalArgumentException("overlay size out of [1, 2^30]: " + n);
        }
        return new Overlay(n);
    }

    /** The number N of physical nodes. */
    public int size() {
        return size;
    }

    /** The largest leaf depth, ceil(log2 N). */
    public int height() {
        return depth(firstDeepLeaf);
    }

    public boolean isLeaf(int position) {
        checkPosition(position);
        return position >= size;
    }

    /** The leaf position where physical {@code node} plays its execution and submission roles. */
    public int leaf(int node) {
        checkNode(node);
        return node < deepLeaves ? firstDeepLeaf + node : size + node - deepLeaves;
    }

    /** The routing position played by physical {@code node}, or {@link #NONE} for the last node. */
    public int routingNode(int node) {
        checkNode(node);
        return routingOfNode[node];
    }

    /** The physical node playing {@code position}, leaf or routing node. */
    public int player(int position) {
        checkPosition(position);
        return position >= size ? nodeAtLeaf(position) : nodeOfRouting[position - 1];
    }

    /** The father routing position, or {@link #NONE} at the root. */
    public int father(int position) {
        checkPosition(position);
        return position == ROOT ? NONE : position >>> 1;
    }

    /** The left child (routing node or leaf) of routing {@code position}. */
    public int leftChild(int position) {
        checkRouting(position);
        return 2 * position;
    }

    public int rightChild(int position) {
        checkRouting(position);
        return 2 * position + 1;
    }

    /** The number of links between {@code position} and the root. */
    public int depth(int position) {
        checkPosition(position);
        return 31 - Integer.numberOfLeadingZeros(position);
    }

    /** The positions from the leaf of {@code node} up to the root, both included. */
    public int[] pathToRoot(int node) {
        int position = leaf(node);
        int[] path = new int[depth(position) + 1];
        for (int i = 0; i < path.length; i++, position >>>= 1) {
            path[i] = position;
        }
        return path;
    }

    private int nodeAtLeaf(int position) {
        return position >= firstDeepLeaf ? position - firstDeepLeaf : position - size + deepLeaves;
    }

    private void checkNode(int node) {
        if (node < 0 || node >= size) {
            throw new IllegalArgumentException("no physical node " + node + " in an overlay of " + size);
        }
    }

    private void checkPosition(int position) {
        if (position < 1 || position >= 2 * size) {
            throw new IllegalArgumentException("no tree position " + position + " in an overlay of " + size);
        }
    }

    private void checkRouting(int position) {
        if (position < 1 || position >= size) {
            throw new IllegalArgumentException("no routing node at position " + position + " in an overlay of " + size);
        }
    }
}
