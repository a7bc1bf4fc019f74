package org.gridbench.stars.sim;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.gridbench.stars.workload.NodeProperties;

/**
 * A centralized scheduler's full knowledge of the execution nodes (Celaya, Appendix C), indexed so that a request
 * costs time in the number of node classes and tasks, not nodes: nodes with equal memory, disk and speed form a
 * {@link NodeClass}. It records what the scheduler allocated: IBP nodes reserved until their task ends, MMP queue end
 * times grown by each task.
 */
public final class NodeIndex {
    private final List<NodeClass> classes;
    private final int[] classOf;
    private final int[] localOf;

    private NodeIndex(List<NodeClass> classes, int[] classOf, int[] localOf) {
        this.classes = classes;
        this.classOf = classOf;
        this.localOf = localOf;
    }

    /** Every node free, queue ends at 0; classes ordered by their lowest address. */
    public static NodeIndex of(NodeProperties nodes) {
        int n = nodes.size();
        // primitive arrays rather than boxed lists: at 10^7 nodes the boxes were 300 MB kept through the build
        Map<Properties, Integer> classIndex = new HashMap<>();
        int[] classOf = new int[n];
        for (int u = 0; u < n; u++) {
            Integer known = classIndex.putIfAbsent(
                    new Properties(nodes.memory()[u], nodes.disk()[u], nodes.speed()[u]), classIndex.size());
            classOf[u] = known == null ? classIndex.size() - 1 : known;
        }
        int[][] members = new int[classIndex.size()][];
        int[] sizes = new int[members.length];
        for (int u = 0; u < n; u++) {
            sizes[classOf[u]]++;
        }
        for (int c = 0; c < members.length; c++) {
            members[c] = new int[sizes[c]];
        }
        int[] localOf = new int[n];
        int[] filled = new int[members.length];
        for (int u = 0; u < n; u++) {
            int c = classOf[u];
            localOf[u] = filled[c];
            members[c][filled[c]++] = u;
        }
        double[] queueEnd = new double[n];
        List<NodeClass> classes = new ArrayList<>(members.length);
        for (int[] m : members) {
            int first = m[0];
            classes.add(new NodeClass(nodes.memory()[first], nodes.disk()[first], nodes.speed()[first], m, queueEnd,
                    localOf));
        }
        return new NodeIndex(List.copyOf(classes), classOf, localOf);
    }

    /** What makes nodes one class; compared as {@code Double.equals} compares. */
    private record Properties(double memory, double disk, double speed) {
    }

    public List<NodeClass> classes() {
        return classes;
    }

    /** The classes whose nodes have at least this memory and disk (Algorithms C.1-C.2, line 4). */
    public List<NodeClass> fulfilling(double memory, double disk) {
        List<NodeClass> result = new ArrayList<>();
        for (NodeClass c : classes) {
            if (c.fulfills(memory, disk)) {
                result.add(c);
            }
        }
        return result;
    }

    /** Whether some node has at least this memory and disk: a request no node could ever take is refused. */
    public boolean anyFulfills(double memory, double disk) {
        for (NodeClass c : classes) {
            if (c.fulfills(memory, disk)) {
                return true;
            }
        }
        return false;
    }

    /** IBP: the scheduler sent a task to {@code node}; it is busy until {@link #release}. */
    public void reserve(int node) {
        classes.get(classOf[node]).setFree(localOf[node], false);
    }

    /** IBP: the task of {@code node} ended; it is idle again. */
    public void release(int node) {
        classes.get(classOf[node]).setFree(localOf[node], true);
    }

    /** The index in {@link #classes()} of the class of {@code node}. */
    public int classIndex(int node) {
        return classOf[node];
    }

    public NodeClass classOf(int node) {
        return classes.get(classOf[node]);
    }

    public int size() {
        return classOf.length;
    }
}
