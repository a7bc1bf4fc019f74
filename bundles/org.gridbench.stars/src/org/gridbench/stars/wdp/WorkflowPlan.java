package org.gridbench.stars.wdp;

import org.gridbench.stars.workflow.SequenceDecomposition;
import org.gridbench.stars.workflow.WorkflowDag;

/**
 * What every submission of one DAG shares (section 6.1.1): its decomposition into sequences (Algorithm 6.1), their
 * tasks and lengths, each task's predecessors and successors, and the DAG's width, minimum and total length. Computed
 * once per run: every workflow of a run is the same DAG.
 */
final class WorkflowPlan {
    final WorkflowDag dag;
    final SequenceDecomposition decomposition;
    final int[][] sequences;
    final int[][] predecessors;
    final int[][] successors;
    final double totalLength;
    final double minimumLength;
    final int width;

    WorkflowPlan(WorkflowDag dag) {
        this.dag = dag;
        decomposition = SequenceDecomposition.of(dag);
        sequences = new int[decomposition.count()][];
        for (int s = 0; s < sequences.length; s++) {
            sequences[s] = decomposition.sequence(s);
        }
        predecessors = new int[dag.size()][];
        successors = new int[dag.size()][];
        for (int t = 0; t < dag.size(); t++) {
            predecessors[t] = dag.predecessors(t);
            successors[t] = dag.successors(t);
        }
        totalLength = dag.totalLength();
        minimumLength = dag.minimumLength();
        width = decomposition.width();
    }

    int tasks() {
        return predecessors.length;
    }

    /** The lengths, MFLOP, of tasks first..first + count - 1 of sequence s. */
    double[] lengths(int s, int first, int count) {
        double[] lengths = new double[count];
        for (int i = 0; i < count; i++) {
            lengths[i] = dag.length(sequences[s][first + i]);
        }
        return lengths;
    }

    // STaRS section 8.6.2: the maximum speed-up on nodes as fast as the submitter, total over minimum length
    double maximumSpeedUp() {
        return totalLength / minimumLength;
    }
}
