package org.gridbench.stars.workflow;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The submission of a decomposed workflow in stages (section 6.1.1), as its sequences get allocated. The first
 * sequence gets the workflow's window, from the submission time to the user's deadline; a later one is prepared when
 * the sequences it takes its constraints from are allocated.
 *
 * <p>Our readings: "we know when it is supposed to finish" is the finish its node expects when it accepts the task
 * (its place in the EDF queue then), and "when they must start to meet their own deadline" is the task's deadline at
 * its node less its estimated execution time. So a sequence's startline is the latest expected finish of the
 * allocated tasks its first task depends on (the submission time if none), and its deadline the earliest latest start
 * of the allocated tasks that depend on its last task (the workflow deadline if none). Taking the predecessors'
 * deadlines instead would leave the tasks between two allocated ones a window as long as their own execution time.
 */
public final class Submission {

    private final SequenceDecomposition decomposition;
    private final double submitted;
    private final double deadline;
    private final double[] finishes;
    private final double[] latestStarts;
    private final boolean[] allocated;

    public Submission(SequenceDecomposition decomposition, double submitted, double deadline) {
        if (!(deadline > submitted)) {
            throw new IllegalArgumentException("the deadline " + deadline + " must follow the submission " + submitted);
        }
        this.decomposition = decomposition;
        this.submitted = submitted;
        this.deadline = deadline;
        int tasks = decomposition.dag().size();
        finishes = new double[tasks];
        latestStarts = new double[tasks];
        allocated = new boolean[decomposition.count()];
    }

    // STaRS section 6.1.1: the prepared sequences, sent concurrently in the next stage
    public List<Integer> ready() {
        List<Integer> ready = new ArrayList<>();
        for (int s = 0; s < allocated.length; s++) {
            if (!allocated[s] && sourcesAllocated(s)) {
                ready.add(s);
            }
        }
        return ready;
    }

    private boolean sourcesAllocated(int s) {
        return Arrays.stream(decomposition.sources(s)).allMatch(source -> allocated[source]);
    }

    // STaRS section 6.1.1: startline from the tasks s depends on, deadline from the tasks depending on s
    public Window window(int s) {
        requirePrepared(s);
        WorkflowDag dag = decomposition.dag();
        int[] tasks = decomposition.sequence(s);
        double startline = submitted;
        for (int p : dag.predecessors(tasks[0])) {
            if (decomposition.sequenceOf(p) < s) {
                startline = Math.max(startline, finishes[p]);
            }
        }
        double end = deadline;
        for (int c : dag.successors(tasks[tasks.length - 1])) {
            if (decomposition.sequenceOf(c) < s) {
                end = Math.min(end, latestStarts[c]);
            }
        }
        return new Window(startline, end);
    }

    private void requirePrepared(int s) {
        if (allocated[s] || !sourcesAllocated(s)) {
            throw new IllegalStateException("sequence " + s + " is not prepared");
        }
    }

    /** Records the allocation of prepared sequence s: each task's expected finish and latest start at its node. */
    public void allocate(int s, double[] expectedFinishes, double[] taskLatestStarts) {
        int[] tasks = decomposition.sequence(s);
        if (expectedFinishes.length != tasks.length || taskLatestStarts.length != tasks.length) {
            throw new IllegalArgumentException("sequence " + s + " has " + tasks.length + " tasks, given "
                    + expectedFinishes.length + " finishes and " + taskLatestStarts.length + " latest starts");
        }
        requirePrepared(s);
        for (int i = 0; i < tasks.length; i++) {
            finishes[tasks[i]] = expectedFinishes[i];
            latestStarts[tasks[i]] = taskLatestStarts[i];
        }
        allocated[s] = true;
    }

    /** Whether every sequence is allocated. */
    public boolean complete() {
        for (boolean done : allocated) {
            if (!done) {
                return false;
            }
        }
        return true;
    }
}
