package org.gridbench.model.tree;

/**
 * A processor of a tree platform (Beaumont et al., section 2): compute speed {@code speed} in flops per time unit
 * and, except for the root, the link from its parent with {@code bandwidth} bytes per time unit and a latency.
 *
 * @param parent the parent's id, or null for the root
 */
public record TreeNode(String id, String parent, double speed, double bandwidth, double latency) {

    public TreeNode {
        if (!(speed > 0) || Double.isInfinite(speed)) {
            throw new IllegalArgumentException("node " + id + ": speed must be > 0, found " + speed);
        }
        if (parent != null && (!(bandwidth > 0) || Double.isInfinite(bandwidth))) {
            throw new IllegalArgumentException("node " + id + ": bandwidth must be > 0, found " + bandwidth);
        }
        if (!(latency >= 0)) {
            throw new IllegalArgumentException("node " + id + ": latency must be >= 0, found " + latency);
        }
    }

    public boolean isRoot() {
        return parent == null;
    }
}
