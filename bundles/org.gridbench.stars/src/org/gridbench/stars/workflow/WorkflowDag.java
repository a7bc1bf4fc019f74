package org.gridbench.stars.workflow;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.gridbench.model.workflow.Task;

/**
 * A workflow G(T, D) of section 6.1.1: tasks with lengths in MFLOP, and an edge (tau_i, tau_j) when tau_j depends on
 * tau_i. Tasks are numbered 0.. in the order they were added; a cycle is rejected when the graph is built.
 */
public final class WorkflowDag {

    private final String[] ids;
    private final double[] lengths;
    private final int[][] predecessors;
    private final int[][] successors;
    private final int[] topologicalOrder;

    private WorkflowDag(String[] ids, double[] lengths, int[][] predecessors, int[][] successors) {
        this.ids = ids;
        this.lengths = lengths;
        this.predecessors = predecessors;
        this.successors = successors;
        topologicalOrder = TopologicalOrder.of(ids, predecessors, successors);
    }

    public static Builder builder() {
        return new Builder();
    }

    /**
     * The workflow of a model job's tasks (as the WfFormat and DAX importers give them): each task's work, exec times
     * cores in core-ticks, becomes {@code mflopPerCoreTick} MFLOP per core-tick.
     */
    public static WorkflowDag fromModel(List<Task> tasks, double mflopPerCoreTick) {
        Builder dag = builder();
        for (Task task : tasks) {
            dag.task(task.id(), task.work() * mflopPerCoreTick);
        }
        for (Task task : tasks) {
            for (int parent : task.predecessors()) {
                dag.edge(tasks.get(parent).id(), task.id());
            }
        }
        return dag.build();
    }

    /** Collects tasks and dependencies; {@link #build()} checks that they form a DAG. */
    public static final class Builder {

        private final Map<String, Double> lengths = new LinkedHashMap<>();
        private final Map<String, Set<String>> parents = new LinkedHashMap<>();

        /** A node of T (section 6.1.1): a task of this length in MFLOP, numbered in the order of addition. */
        public Builder task(String id, double length) {
            if (!(length > 0) || Double.isInfinite(length)) {
                throw new IllegalArgumentException("task " + id + ": length must be positive and finite: " + length);
            }
            if (lengths.putIfAbsent(id, length) != null) {
                throw new IllegalArgumentException("duplicate task id " + id);
            }
            parents.put(id, new LinkedHashSet<>());
            return this;
        }

        /** The child depends on the parent: the parent must finish before the child starts. */
        public Builder edge(String parent, String child) {
            for (String id : new String[] {parent, child}) {
                if (!lengths.containsKey(id)) {
                    throw new IllegalArgumentException("no task with id " + id);
                }
            }
            parents.get(child).add(parent);
            return this;
        }

        /** G(T, D) of section 6.1.1, or an IllegalArgumentException naming the tasks of a cycle. */
        public WorkflowDag build() {
            if (lengths.isEmpty()) {
                throw new IllegalArgumentException("a workflow needs at least one task");
            }
            Map<String, Integer> index = new LinkedHashMap<>();
            lengths.keySet().forEach(id -> index.put(id, index.size()));
            int n = index.size();
            int[][] predecessors = new int[n][];
            List<List<Integer>> children = new ArrayList<>();
            for (int v = 0; v < n; v++) {
                children.add(new ArrayList<>());
            }
            for (Map.Entry<String, Set<String>> task : parents.entrySet()) {
                int v = index.get(task.getKey());
                predecessors[v] = task.getValue().stream().mapToInt(index::get).sorted().toArray();
                for (int p : predecessors[v]) {
                    children.get(p).add(v);
                }
            }
            int[][] successors = new int[n][];
            for (int v = 0; v < n; v++) {
                successors[v] = children.get(v).stream().mapToInt(Integer::intValue).sorted().toArray();
            }
            return new WorkflowDag(lengths.keySet().toArray(String[]::new),
                    lengths.values().stream().mapToDouble(Double::doubleValue).toArray(), predecessors, successors);
        }
    }

    public int size() {
        return ids.length;
    }

    public String id(int task) {
        return ids[task];
    }

    public double length(int task) {
        return lengths[task];
    }

    /** The tasks this one depends on, in increasing index. */
    public int[] predecessors(int task) {
        return predecessors[task].clone();
    }

    /** The tasks that depend on this one, in increasing index. */
    public int[] successors(int task) {
        return successors[task].clone();
    }

    /** Every task after its predecessors. */
    int[] topologicalOrder() {
        return topologicalOrder;
    }

    // STaRS section 6.1.1: the total length of a workflow is the sum of all its task lengths
    public double totalLength() {
        double total = 0;
        for (double a : lengths) {
            total += a;
        }
        return total;
    }

    // STaRS section 6.1.1: the minimum length of a workflow is the length of its critical path
    public double minimumLength() {
        double[] longestTo = new double[ids.length];
        double longest = 0;
        for (int v : topologicalOrder) {
            double before = 0;
            for (int p : predecessors[v]) {
                before = Math.max(before, longestTo[p]);
            }
            longestTo[v] = before + lengths[v];
            longest = Math.max(longest, longestTo[v]);
        }
        return longest;
    }
}
