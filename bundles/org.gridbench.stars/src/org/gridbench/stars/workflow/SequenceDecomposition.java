package org.gridbench.stars.workflow;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The sequences of dependent tasks of a workflow (Algorithm 6.1) and the stages in which they are submitted (section
 * 6.1.1). Sequence 0 is the longest path; each later one is the longest path of the tasks left in which only the
 * first task depends on, and only the last task is depended on by, a task already extracted.
 *
 * <p>Our readings: path lengths are sums of task lengths, compared exactly; among equally long paths the one whose task
 * indices are lexicographically smallest is extracted. A sequence takes its constraints from the earlier sequences it
 * has an edge with (its startline from those its first task depends on, its deadline from those depending on its last
 * task), so it is prepared once all of them are allocated: its stage is one more than the latest of theirs, 1 when it
 * has none. The width is the number of stages.
 */
public final class SequenceDecomposition {

    private final WorkflowDag dag;
    private final List<int[]> sequences;
    private final int[] sequenceOf;
    private final int[][] sources;
    private final int[] stages;

    private SequenceDecomposition(WorkflowDag dag, List<int[]> sequences, int[] sequenceOf) {
        this.dag = dag;
        this.sequences = sequences;
        this.sequenceOf = sequenceOf;
        sources = new int[sequences.size()][];
        stages = new int[sequences.size()];
        for (int s = 0; s < sequences.size(); s++) {
            sources[s] = sourcesOf(s);
            stages[s] = 1;
            for (int earlier : sources[s]) {
                stages[s] = Math.max(stages[s], stages[earlier] + 1);
            }
        }
    }

    // STaRS Algorithm 6.1: extract the longest eligible path until no task is left
    public static SequenceDecomposition of(WorkflowDag dag) {
        int n = dag.size();
        int[] sequenceOf = new int[n];
        Arrays.fill(sequenceOf, -1);
        List<int[]> sequences = new ArrayList<>();
        int left = n;
        while (left > 0) {
            int[] sequence = longestEligiblePath(dag, sequenceOf);
            for (int task : sequence) {
                sequenceOf[task] = sequences.size();
            }
            sequences.add(sequence);
            left -= sequence.length;
        }
        return new SequenceDecomposition(dag, List.copyOf(sequences), sequenceOf);
    }

    // STaRS Algorithm 6.1, line 5: only s_1 may have an extracted predecessor and only s_n an extracted successor
    private static int[] longestEligiblePath(WorkflowDag dag, int[] sequenceOf) {
        int n = dag.size();
        double[] longestFrom = new double[n];
        int[] next = new int[n];
        int[] order = dag.topologicalOrder();
        int start = -1;
        for (int i = n - 1; i >= 0; i--) {
            int v = order[i];
            if (sequenceOf[v] >= 0) {
                continue;
            }
            next[v] = -1;
            if (!dependedOnByExtracted(dag, v, sequenceOf)) {
                for (int w : dag.successors(v)) {
                    if (sequenceOf[w] < 0 && !dependsOnExtracted(dag, w, sequenceOf)
                            && (next[v] < 0 || longestFrom[w] > longestFrom[next[v]])) {
                        next[v] = w;
                    }
                }
            }
            longestFrom[v] = dag.length(v) + (next[v] < 0 ? 0 : longestFrom[next[v]]);
        }
        for (int v = 0; v < n; v++) {
            if (sequenceOf[v] < 0 && (start < 0 || longestFrom[v] > longestFrom[start])) {
                start = v;
            }
        }
        List<Integer> path = new ArrayList<>();
        for (int v = start; v >= 0; v = next[v]) {
            path.add(v);
        }
        return path.stream().mapToInt(Integer::intValue).toArray();
    }

    private static boolean dependsOnExtracted(WorkflowDag dag, int task, int[] sequenceOf) {
        return Arrays.stream(dag.predecessors(task)).anyMatch(p -> sequenceOf[p] >= 0);
    }

    private static boolean dependedOnByExtracted(WorkflowDag dag, int task, int[] sequenceOf) {
        return Arrays.stream(dag.successors(task)).anyMatch(s -> sequenceOf[s] >= 0);
    }

    // section 6.1.1: the earlier sequences this one has an edge with, from which it gets its startline and deadline
    private int[] sourcesOf(int s) {
        int[] tasks = sequences.get(s);
        int[] linked = new int[0];
        for (int p : dag.predecessors(tasks[0])) {
            linked = withEarlier(linked, sequenceOf[p], s);
        }
        for (int c : dag.successors(tasks[tasks.length - 1])) {
            linked = withEarlier(linked, sequenceOf[c], s);
        }
        return linked;
    }

    private static int[] withEarlier(int[] linked, int other, int s) {
        if (other >= s || Arrays.stream(linked).anyMatch(l -> l == other)) {
            return linked;
        }
        int[] more = Arrays.copyOf(linked, linked.length + 1);
        more[linked.length] = other;
        Arrays.sort(more);
        return more;
    }

    public WorkflowDag dag() {
        return dag;
    }

    public int count() {
        return sequences.size();
    }

    /** The tasks of sequence s in execution order, each depending on the one before. */
    public int[] sequence(int s) {
        return sequences.get(s).clone();
    }

    public int sequenceOf(int task) {
        return sequenceOf[task];
    }

    /** The sum of the task lengths of sequence s. */
    public double length(int s) {
        double total = 0;
        for (int task : sequences.get(s)) {
            total += dag.length(task);
        }
        return total;
    }

    /** The earlier sequences that sequence s takes its startline and deadline from, in increasing order. */
    public int[] sources(int s) {
        return sources[s].clone();
    }

    /** The submission stage of sequence s, from 1: sequence 0, the longest path, is in stage 1. */
    public int stage(int s) {
        return stages[s];
    }

    // STaRS section 6.1.1: the width of a workflow is the number of stages needed to submit it
    public int width() {
        return Arrays.stream(stages).max().orElseThrow();
    }
}
