package org.gridbench.model.tree;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A tree of processors with the root P0 holding every input file (Beaumont et al., section 2). Nodes are indexed
 * 0..n-1 in breadth-first order from the root (index 0), children in the order they were given, so a parent's index
 * is always smaller than its children's.
 */
public final class TreePlatform {

    private final List<TreeNode> nodes;
    private final int[] parents;
    private final List<List<Integer>> children;

    /** @throws IllegalArgumentException without exactly one root, with a missing parent or a cycle */
    public TreePlatform(List<TreeNode> given) {
        Map<String, List<TreeNode>> byParent = new HashMap<>();
        List<TreeNode> roots = new ArrayList<>();
        for (TreeNode node : given) {
            if (node.isRoot()) {
                roots.add(node);
            } else {
                byParent.computeIfAbsent(node.parent(), p -> new ArrayList<>()).add(node);
            }
        }
        if (roots.size() != 1) {
            throw new IllegalArgumentException("a tree platform needs exactly one root, found " + roots.size());
        }
        List<TreeNode> ordered = new ArrayList<>();
        List<Integer> parentIndex = new ArrayList<>();
        ordered.add(roots.get(0));
        parentIndex.add(-1);
        for (int i = 0; i < ordered.size(); i++) {
            for (TreeNode child : byParent.getOrDefault(ordered.get(i).id(), List.of())) {
                ordered.add(child);
                parentIndex.add(i);
            }
        }
        if (ordered.size() != given.size()) {
            throw new IllegalArgumentException("some nodes are not below the root (a missing parent or a cycle): "
                    + (given.size() - ordered.size()) + " of " + given.size());
        }
        this.nodes = List.copyOf(ordered);
        this.parents = parentIndex.stream().mapToInt(Integer::intValue).toArray();
        this.children = new ArrayList<>();
        for (int u = 0; u < nodes.size(); u++) {
            children.add(new ArrayList<>());
        }
        for (int u = 1; u < nodes.size(); u++) {
            children.get(parents[u]).add(u);
        }
    }

    public int size() {
        return nodes.size();
    }

    public TreeNode node(int u) {
        return nodes.get(u);
    }

    public List<TreeNode> nodes() {
        return nodes;
    }

    /** The parent's index, -1 for the root (index 0). */
    public int parent(int u) {
        return parents[u];
    }

    public List<Integer> children(int u) {
        return List.copyOf(children.get(u));
    }

    /** c_u: flops per time unit. */
    public double speed(int u) {
        return nodes.get(u).speed();
    }

    /** b_u: bytes per time unit on the link from the parent (0 for the root). */
    public double bandwidth(int u) {
        return nodes.get(u).bandwidth();
    }

    public double latency(int u) {
        return nodes.get(u).latency();
    }

    public int indexOf(String id) {
        for (int u = 0; u < nodes.size(); u++) {
            if (nodes.get(u).id().equals(id)) {
                return u;
            }
        }
        throw new IllegalArgumentException("no node " + id);
    }
}
