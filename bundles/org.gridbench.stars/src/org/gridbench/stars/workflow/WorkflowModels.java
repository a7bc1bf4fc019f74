package org.gridbench.stars.workflow;

/**
 * The workflow models of the WDP experiments (section 8.6.1), scaled in size, every task of the same length.
 *
 * <p>Our readings (Figures 8.13 and 8.14 are not in the text we have): the 10-task Fork-Join is a fork task, 8
 * parallel tasks and a join task, whose maximum speed-up 10 / 3 matches the 3.3 of Table 8.2; the 9-task Laplace
 * solver is the 3 x 3 grid whose task (r, c) depends on (r - 1, c) and (r, c - 1), drawn as a diamond of levels 1, 2,
 * 3, 2, 1, whose maximum speed-up 9 / 5 is the 1.8 of Table 8.2. They scale by the number of parallel tasks and by
 * the side of the grid.
 */
public final class WorkflowModels {

    /** The parallel tasks of the Fork-Join of Figure 8.13. */
    public static final int FIGURE_8_13_BRANCHES = 8;
    /** The side of the Laplace grid of Figure 8.14. */
    public static final int FIGURE_8_14_SIDE = 3;

    private WorkflowModels() {
    }

    // STaRS Figure 8.13: "fork", then "t1".."tn" in parallel, then "join"; n + 2 tasks
    public static WorkflowDag forkJoin(int branches, double taskLength) {
        if (branches < 1) {
            throw new IllegalArgumentException("a fork-join needs at least one branch: " + branches);
        }
        WorkflowDag.Builder dag = WorkflowDag.builder().task("fork", taskLength);
        for (int i = 1; i <= branches; i++) {
            dag.task("t" + i, taskLength).edge("fork", "t" + i);
        }
        dag.task("join", taskLength);
        for (int i = 1; i <= branches; i++) {
            dag.edge("t" + i, "join");
        }
        return dag.build();
    }

    // STaRS Figure 8.14: task "r<r>c<c>" of a side x side grid depends on its upper and left neighbours
    public static WorkflowDag laplace(int side, double taskLength) {
        if (side < 1) {
            throw new IllegalArgumentException("a Laplace grid needs a positive side: " + side);
        }
        WorkflowDag.Builder dag = WorkflowDag.builder();
        for (int r = 0; r < side; r++) {
            for (int c = 0; c < side; c++) {
                dag.task(cell(r, c), taskLength);
                if (r > 0) {
                    dag.edge(cell(r - 1, c), cell(r, c));
                }
                if (c > 0) {
                    dag.edge(cell(r, c - 1), cell(r, c));
                }
            }
        }
        return dag.build();
    }

    private static String cell(int r, int c) {
        return "r" + r + "c" + c;
    }
}
