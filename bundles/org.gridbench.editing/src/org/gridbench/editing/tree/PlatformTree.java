package org.gridbench.editing.tree;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The tree of a trees scenario's {@code platform.nodes}, read as it is being edited: it tolerates what the validator
 * reports (a missing parent, a second root, a cycle), so that the editor can show and fix such a tree. Node i is the
 * i-th entry of the array.
 */
public final class PlatformTree {

    private final ArrayNode nodes;
    private final Map<String, Integer> byId = new HashMap<>();
    private final int[] parent;
    private final List<List<Integer>> children = new ArrayList<>();
    private final List<Integer> roots = new ArrayList<>();

    private PlatformTree(ArrayNode nodes) {
        this.nodes = nodes;
        int n = nodes.size();
        parent = new int[n];
        for (int i = 0; i < n; i++) {
            byId.putIfAbsent(id(i), i);
            children.add(new ArrayList<>(0));
        }
        for (int i = 0; i < n; i++) {
            String p = nodes.get(i).path("parent").asText(null);
            Integer pi = p == null ? null : byId.get(p);
            parent[i] = pi == null || pi == i ? -1 : pi;
            if (parent[i] < 0) {
                roots.add(i);
            } else {
                children.get(parent[i]).add(i);
            }
        }
    }

    /** The tree of {@code root.platform.nodes}; an empty tree when the scenario has none. */
    public static PlatformTree of(ObjectNode root) {
        JsonNode nodes = root.path("platform").path("nodes");
        return new PlatformTree(nodes instanceof ArrayNode a ? a : root.arrayNode());
    }

    public ArrayNode array() {
        return nodes;
    }

    public int size() {
        return nodes.size();
    }

    public ObjectNode node(int i) {
        return (ObjectNode) nodes.get(i);
    }

    public String id(int i) {
        return nodes.get(i).path("id").asText("");
    }

    /** The index of the first node with this id, or -1. */
    public int indexOf(String id) {
        return byId.getOrDefault(id, -1);
    }

    /** The parent's index, -1 for a root or a node whose parent is unknown. */
    public int parent(int i) {
        return parent[i];
    }

    public List<Integer> children(int i) {
        return Collections.unmodifiableList(children.get(i));
    }

    /** The nodes without a known parent; a valid tree has exactly one. */
    public List<Integer> roots() {
        return Collections.unmodifiableList(roots);
    }

    /** A number field of node i, NaN when missing or not a number. */
    public double number(int i, String field) {
        JsonNode v = nodes.get(i).get(field);
        return v != null && v.isNumber() ? v.doubleValue() : Double.NaN;
    }

    /** Node i and every node below it, parents before children. */
    public List<Integer> subtree(int i) {
        List<Integer> out = new ArrayList<>();
        out.add(i);
        for (int k = 0; k < out.size(); k++) {
            out.addAll(children.get(out.get(k)));
        }
        return out;
    }

    /** Whether {@code candidate} is node i or below it. */
    public boolean inSubtree(int i, int candidate) {
        int steps = 0;
        for (int k = candidate; k >= 0 && steps <= nodes.size(); k = parent[k], steps++) {
            if (k == i) {
                return true;
            }
        }
        return false;
    }

    /** The depth of node i below its root (0 for a root). */
    public int depth(int i) {
        int d = 0;
        for (int k = parent[i]; k >= 0 && d <= nodes.size(); k = parent[k]) {
            d++;
        }
        return d;
    }

    /** An id not used yet: {@code prefix} followed by the smallest number that makes it new. */
    public String freshId(String prefix) {
        for (int k = nodes.size();; k++) {
            if (!byId.containsKey(prefix + k)) {
                return prefix + k;
            }
        }
    }
}
