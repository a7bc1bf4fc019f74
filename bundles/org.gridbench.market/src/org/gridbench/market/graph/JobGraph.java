package org.gridbench.market.graph;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.model.workflow.Job;
import org.gridbench.model.workflow.Task;

/**
 * The dependency DAG of one job and the measures section III-A derives from it: upward rank, critical path and
 * successor work. Tasks are numbered by their index in {@link Job#tasks()}.
 *
 * @since 1.0
 */
public final class JobGraph {
    private final Job job;
    private final int[][] successors;
    private final int[] topologicalOrder;

    /** @throws IllegalArgumentException when a predecessor index is out of range or the dependencies form a cycle */
    public JobGraph(Job job) {
        this.job = job;
        List<Task> tasks = job.tasks();
        int n = tasks.size();
        List<List<Integer>> succ = new ArrayList<>(n);
        int[] pending = new int[n];
        for (int i = 0; i < n; i++) {
            succ.add(new ArrayList<>());
        }
        for (int i = 0; i < n; i++) {
            for (int p : tasks.get(i).predecessors()) {
                if (p < 0 || p >= n || p == i) {
                    throw new IllegalArgumentException("job " + job.id() + ", task " + tasks.get(i).id()
                            + ": predecessor index " + p + " is not another task of the job");
                }
                succ.get(p).add(i);
                pending[i]++;
            }
        }
        successors = new int[n][];
        for (int i = 0; i < n; i++) {
            successors[i] = succ.get(i).stream().mapToInt(Integer::intValue).toArray();
        }
        topologicalOrder = kahn(pending);
    }

    public Job job() {
        return job;
    }

    /** The indices of the tasks that name task {@code i} as a predecessor. */
    public int[] successors(int i) {
        return successors[i].clone();
    }

    /** Every task index, each after all of its predecessors. */
    public int[] topologicalOrder() {
        return topologicalOrder.clone();
    }

    // Section III-A with III-B's unavoidable transfers: T_R(i) = exec_i + max_j (delay(i, j) + T_R(j)),
    // delay(i, j) = exec_i x CCR when the kinds of i and j differ, else 0.
    public double[] upwardRanks(double ccr) {
        List<Task> tasks = job.tasks();
        double[] rank = new double[tasks.size()];
        for (int k = topologicalOrder.length - 1; k >= 0; k--) {
            int i = topologicalOrder[k];
            Task task = tasks.get(i);
            double longest = 0;
            for (int j : successors[i]) {
                double delay = task.kind().equals(tasks.get(j).kind()) ? 0 : task.exec() * ccr;
                longest = Math.max(longest, delay + rank[j]);
            }
            rank[i] = task.exec() + longest;
        }
        return rank;
    }

    // Section III-A: J_CP = max_i T_R(i).
    public double criticalPath(double ccr) {
        double longest = 0;
        for (double rank : upwardRanks(ccr)) {
            longest = Math.max(longest, rank);
        }
        return longest;
    }

    // Section IV (PVD): T_succ_sum(i) = exec_i x cores_i + sum over direct successors j of T_succ_sum(j).
    public double[] succSums() {
        List<Task> tasks = job.tasks();
        double[] sum = new double[tasks.size()];
        for (int k = topologicalOrder.length - 1; k >= 0; k--) {
            int i = topologicalOrder[k];
            double total = tasks.get(i).work();
            for (int j : successors[i]) {
                total += sum[j];
            }
            sum[i] = total;
        }
        return sum;
    }

    private int[] kahn(int[] pending) {
        int n = pending.length;
        int[] order = new int[n];
        int head = 0;
        int tail = 0;
        for (int i = 0; i < n; i++) {
            if (pending[i] == 0) {
                order[tail++] = i;
            }
        }
        while (head < tail) {
            for (int j : successors[order[head++]]) {
                if (--pending[j] == 0) {
                    order[tail++] = j;
                }
            }
        }
        if (tail < n) {
            throw new IllegalArgumentException("job " + job.id() + ": the task dependencies form a cycle");
        }
        return order;
    }
}
