package org.gridbench.market.policy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.gridbench.market.graph.JobGraph;
import org.gridbench.model.workflow.Job;
import org.gridbench.model.workflow.Task;
import org.gridbench.model.workflow.ValueCurve;

/**
 * A task as it bids: the task, its parent job, and the measures of section III-A computed once before the run.
 *
 * @since 1.0
 */
public final class BiddingTask {
    private final Job job;
    private final Task task;
    private final int jobIndex;
    private final int taskIndex;
    private final double upwardRank;
    private final double succSum;
    private final double criticalPath;
    private final long arrival;
    private final ValueCurve valueCurve;

    private BiddingTask(Job job, int jobIndex, int taskIndex, double upwardRank, double succSum,
            double criticalPath) {
        this.job = job;
        this.task = job.tasks().get(taskIndex);
        this.jobIndex = jobIndex;
        this.taskIndex = taskIndex;
        this.upwardRank = upwardRank;
        this.succSum = succSum;
        this.criticalPath = criticalPath;
        this.arrival = job.arrival();
        this.valueCurve = job.valueCurve();
    }

    /** The tasks of {@code graph}'s job, in task order, on a platform with the given CCR. */
    public static List<BiddingTask> forJob(JobGraph graph, int jobIndex, double ccr) {
        double[] ranks = graph.upwardRanks(ccr);
        double[] succSums = graph.succSums();
        double criticalPath = Arrays.stream(ranks).max().orElseThrow();
        List<BiddingTask> tasks = new ArrayList<>(ranks.length);
        for (int i = 0; i < ranks.length; i++) {
            tasks.add(new BiddingTask(graph.job(), jobIndex, i, ranks[i], succSums[i], criticalPath));
        }
        return List.copyOf(tasks);
    }

    public Job job() {
        return job;
    }

    public Task task() {
        return task;
    }

    /** The job's position in the workload. */
    public int jobIndex() {
        return jobIndex;
    }

    /** The task's position in its job. */
    public int taskIndex() {
        return taskIndex;
    }

    /** T_R: the longest path from this task to the end of its job, transfers between kinds included. */
    public double upwardRank() {
        return upwardRank;
    }

    /** T_succ_sum: the core-ticks of this task and, per path, of every task that depends on it. */
    public double succSum() {
        return succSum;
    }

    /** J_CP of the parent job: its largest upward rank. */
    public double criticalPath() {
        return criticalPath;
    }

    /** J_arrive: the tick the parent job arrived. */
    public long arrival() {
        return arrival;
    }

    public ValueCurve valueCurve() {
        return valueCurve;
    }
}
