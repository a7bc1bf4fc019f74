package org.gridbench.market.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.gridbench.market.graph.JobGraph;
import org.gridbench.market.policy.BiddingTask;
import org.gridbench.model.platform.Cluster;
import org.gridbench.model.platform.ClusterPlatform;
import org.gridbench.model.workflow.Job;
import org.gridbench.model.workflow.Task;
import org.gridbench.model.workflow.Workload;

/**
 * Every task of a workload in flat arrays, numbered job by job (the ordinal is also the tie-break order of the
 * auction), with what the run needs precomputed: dependencies both ways, the ticks a task's output takes between
 * clusters, kinds as indices, and per job the critical path and the starvation deadline.
 */
final class TaskTable {
    final Workload workload;
    final int taskCount;
    final int jobCount;
    /** Ordinals of job j's tasks: firstTask[j] to firstTask[j + 1] - 1. */
    final int[] firstTask;
    final int[] jobOf;
    final int[] exec;
    final int[] cores;
    final int[] kind;
    /** Ticks the task's output takes to reach another cluster: ceil(exec x CCR). */
    final long[] transferTicks;
    final int[] predecessorStart;
    final int[] predecessors;
    final int[] successorStart;
    final int[] successors;
    final BiddingTask[] bidders;
    final double[] criticalPath;
    /** The first tick at or after arrival + D_final x J_CP: an unfinished job starves then. */
    final long[] deadline;

    TaskTable(ClusterPlatform platform, Workload workload, Map<String, Integer> kinds, int[] largestCluster) {
        this.workload = workload;
        List<Job> jobs = workload.jobs();
        jobCount = jobs.size();
        firstTask = new int[jobCount + 1];
        for (int j = 0; j < jobCount; j++) {
            firstTask[j + 1] = firstTask[j] + jobs.get(j).tasks().size();
        }
        taskCount = firstTask[jobCount];
        jobOf = new int[taskCount];
        exec = new int[taskCount];
        cores = new int[taskCount];
        kind = new int[taskCount];
        transferTicks = new long[taskCount];
        predecessorStart = new int[taskCount + 1];
        successorStart = new int[taskCount + 1];
        bidders = new BiddingTask[taskCount];
        criticalPath = new double[jobCount];
        deadline = new long[jobCount];
        List<int[]> predecessorLists = new ArrayList<>(taskCount);
        List<int[]> successorLists = new ArrayList<>(taskCount);
        for (int j = 0; j < jobCount; j++) {
            Job job = jobs.get(j);
            JobGraph graph = new JobGraph(job);
            List<BiddingTask> bidding = BiddingTask.forJob(graph, j, platform.ccr());
            criticalPath[j] = bidding.get(0).criticalPath();
            deadline[j] = Ticks.after(job.arrival(), job.valueCurve().dFinal() * criticalPath[j]);
            int base = firstTask[j];
            for (int i = 0; i < job.tasks().size(); i++) {
                int t = base + i;
                Task task = job.tasks().get(i);
                Integer k = kinds.get(task.kind());
                if (k == null) {
                    throw new IllegalArgumentException(where(job, task) + "no cluster has kind " + task.kind());
                }
                if (task.cores() > largestCluster[k]) {
                    throw new IllegalArgumentException(where(job, task) + "needs " + task.cores()
                            + " cores but the largest cluster of kind " + task.kind() + " has " + largestCluster[k]);
                }
                jobOf[t] = j;
                exec[t] = task.exec();
                cores[t] = task.cores();
                kind[t] = k;
                transferTicks[t] = Ticks.ceil(task.exec() * platform.ccr());
                bidders[t] = bidding.get(i);
                predecessorLists.add(task.predecessors().stream().mapToInt(p -> base + p).toArray());
                successorLists.add(Arrays.stream(graph.successors(i)).map(s -> base + s).toArray());
            }
        }
        predecessors = flatten(predecessorLists, predecessorStart);
        successors = flatten(successorLists, successorStart);
    }

    /** Kind indices in order of first appearance among the clusters. */
    static Map<String, Integer> kinds(ClusterPlatform platform) {
        Map<String, Integer> kinds = new HashMap<>();
        for (Cluster cluster : platform.clusters()) {
            kinds.putIfAbsent(cluster.kind(), kinds.size());
        }
        return kinds;
    }

    Job job(int ordinal) {
        return workload.jobs().get(jobOf[ordinal]);
    }

    String taskId(int ordinal) {
        return job(ordinal).tasks().get(ordinal - firstTask[jobOf[ordinal]]).id();
    }

    String describe(int ordinal) {
        return "task " + taskId(ordinal) + " of job " + job(ordinal).id();
    }

    long work(int ordinal) {
        return (long) exec[ordinal] * cores[ordinal];
    }

    private static String where(Job job, Task task) {
        return "job " + job.id() + ", task " + task.id() + ": ";
    }

    private static int[] flatten(List<int[]> lists, int[] start) {
        for (int i = 0; i < lists.size(); i++) {
            start[i + 1] = start[i] + lists.get(i).length;
        }
        int[] flat = new int[start[lists.size()]];
        for (int i = 0; i < lists.size(); i++) {
            System.arraycopy(lists.get(i), 0, flat, start[i], lists.get(i).length);
        }
        return flat;
    }
}
