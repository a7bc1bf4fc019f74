package org.gridbench.editing.tree;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.editing.Change;
import org.gridbench.editing.DocumentEdit;
import org.gridbench.editing.EditRefused;
import org.gridbench.editing.Members;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioNodes;
import org.gridbench.model.tree.TreeNode;
import org.gridbench.trees.generator.RandomTreeGenerator;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The edits of a tree platform ({@code platform.nodes} of a trees scenario), each undoable. */
public final class TreeEdits {

    /** The field order of a node in the scenario format. */
    private static final List<String> FIELDS = List.of("id", "parent", "speed", "bandwidth", "latency");

    private TreeEdits() {
    }

    /** A new child of {@code parentId}, appended to the nodes, with the parent's speed and link (or 1 under a root). */
    public static DocumentEdit addChild(ScenarioDocument document, String parentId) {
        return new DocumentEdit("Add Child of " + parentId, document) {
            @Override
            protected List<Change> changes(ObjectNode root) throws EditRefused {
                PlatformTree tree = PlatformTree.of(root);
                int p = existing(tree, parentId);
                ObjectNode child = root.objectNode().put("id", tree.freshId("P")).put("parent", parentId);
                child.put("speed", positiveOr(tree.number(p, "speed"), 1));
                child.put("bandwidth", positiveOr(tree.number(p, "bandwidth"), 1));
                return List.of(Change.insert(tree.array(), tree.size(), child));
            }
        };
    }

    /** Removes a node and every node below it; the root cannot go, a tree needs one. */
    public static DocumentEdit deleteSubtree(ScenarioDocument document, String id) {
        return new DocumentEdit("Delete " + id, document) {
            @Override
            protected List<Change> changes(ObjectNode root) throws EditRefused {
                PlatformTree tree = PlatformTree.of(root);
                int i = existing(tree, id);
                if (tree.parent(i) < 0 && tree.roots().size() == 1) {
                    throw new EditRefused(id + " is the root: a tree platform needs one, so it cannot be deleted");
                }
                List<Integer> doomed = new ArrayList<>(tree.subtree(i));
                doomed.sort((a, b) -> b - a);
                List<Change> changes = new ArrayList<>();
                for (int k : doomed) {
                    changes.add(Change.remove(tree.array(), k));
                }
                return changes;
            }
        };
    }

    /** Moves a node, with its subtree, under another node; refused when that would make a cycle. */
    public static DocumentEdit reparent(ScenarioDocument document, String id, String newParent) {
        return new DocumentEdit("Move " + id + " under " + newParent, document) {
            @Override
            protected List<Change> changes(ObjectNode root) throws EditRefused {
                PlatformTree tree = PlatformTree.of(root);
                int i = existing(tree, id);
                int p = existing(tree, newParent);
                if (tree.inSubtree(i, p)) {
                    throw new EditRefused(newParent + " is " + (i == p ? "" : "below ") + id + ": moving " + id
                            + " under it would make a cycle");
                }
                if (tree.parent(i) < 0) {
                    throw new EditRefused(id + " is the root: give the tree another root first");
                }
                return List.of(Change.replace(tree.node(i), with(tree.node(i), "parent", root.textNode(newParent))));
            }
        };
    }

    /** Sets speed, bandwidth or latency of a node (a number; the validator reports one out of range). */
    public static DocumentEdit setNumber(ScenarioDocument document, String id, String field, double value) {
        if (!List.of("speed", "bandwidth", "latency").contains(field)) {
            throw new IllegalArgumentException("not a number field of a tree node: " + field);
        }
        return new DocumentEdit("Set " + field + " of " + id, document) {
            @Override
            protected List<Change> changes(ObjectNode root) throws EditRefused {
                PlatformTree tree = PlatformTree.of(root);
                int i = existing(tree, id);
                if (!"speed".equals(field) && tree.parent(i) < 0) {
                    throw new EditRefused(id + " is the root: it has no link to set a " + field + " on");
                }
                return List.of(Change.replace(tree.node(i), with(tree.node(i), field, root.numberNode(value))));
            }
        };
    }

    /** Renames a node, and its children's parent with it; refused for an empty or taken id. */
    public static DocumentEdit rename(ScenarioDocument document, String id, String newId) {
        return new DocumentEdit("Rename " + id + " to " + newId, document) {
            @Override
            protected List<Change> changes(ObjectNode root) throws EditRefused {
                PlatformTree tree = PlatformTree.of(root);
                int i = existing(tree, id);
                if (newId.isBlank()) {
                    throw new EditRefused("a node needs a non-empty id");
                }
                if (tree.indexOf(newId) >= 0) {
                    throw new EditRefused("there is already a node " + newId);
                }
                List<Change> changes = new ArrayList<>();
                changes.add(Change.replace(tree.node(i), with(tree.node(i), "id", root.textNode(newId))));
                for (int c : tree.children(i)) {
                    changes.add(Change.replace(tree.node(c), with(tree.node(c), "parent", root.textNode(newId))));
                }
                return changes;
            }
        };
    }

    /** Replaces the whole tree, as the generator dialog does. */
    public static DocumentEdit replaceAll(ScenarioDocument document, String label, List<TreeNode> nodes) {
        return new DocumentEdit(label, document) {
            @Override
            protected List<Change> changes(ObjectNode root) throws EditRefused {
                JsonNode platform = root.get("platform");
                if (!(platform instanceof ObjectNode p)) {
                    throw new EditRefused("the scenario has no platform object to put a tree in");
                }
                ObjectNode after = p.deepCopy();
                after.set("nodes", ScenarioNodes.treeNodes(nodes));
                return List.of(Change.replace(p, after));
            }
        };
    }

    /** The random trees of the trees experiment (Beaumont et al., Appendix A2): n nodes, up to maxDegree children. */
    public static List<TreeNode> randomTree(int n, int maxDegree, long seed) {
        return RandomTreeGenerator.generate(n, maxDegree, new SplittableRandom(seed)).nodes();
    }

    /** A balanced binary tree of n nodes, as STaRS overlays are (node k under node (k - 1) / 2), uniform nodes. */
    public static List<TreeNode> balancedBinary(int n, double speed, double bandwidth, double latency) {
        if (n < 1) {
            throw new IllegalArgumentException("a tree needs at least one node: " + n);
        }
        List<TreeNode> nodes = new ArrayList<>(n);
        nodes.add(new TreeNode("N0", null, speed, 0, 0));
        for (int k = 1; k < n; k++) {
            nodes.add(new TreeNode("N" + k, "N" + ((k - 1) / 2), speed, bandwidth, latency));
        }
        return nodes;
    }

    private static int existing(PlatformTree tree, String id) throws EditRefused {
        int i = tree.indexOf(id);
        if (i < 0) {
            throw new EditRefused("there is no node " + id);
        }
        return i;
    }

    private static double positiveOr(double value, double fallback) {
        return value > 0 && Double.isFinite(value) ? value : fallback;
    }

    private static ObjectNode with(ObjectNode node, String field, JsonNode value) {
        return Members.with(node, field, value, FIELDS);
    }
}
