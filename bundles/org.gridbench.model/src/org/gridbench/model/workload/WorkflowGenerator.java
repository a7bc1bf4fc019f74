package org.gridbench.model.workload;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.model.workflow.Task;

/**
 * The per-task model ({@link WorkloadModel#PER_TASK}) of a synthetic workflow (section V): a uniform number of
 * tasks, each with a log-uniform execution time and core count and a kind drawn by weight, joined into a DAG whose
 * out-degrees follow a discrete exponential law. Edges go only from a task to later ones, so the graph is acyclic.
 */
public final class WorkflowGenerator implements TaskGenerator {

    private final WorkflowSettings settings;
    private final KindDraw kinds;

    public WorkflowGenerator(WorkflowSettings settings) {
        this.settings = settings;
        this.kinds = new KindDraw(settings.kinds());
    }

    /** The most core-minutes a workflow can hold: maxTasks tasks of maxExec ticks on maxCores cores. */
    public static double largestCoreMinutes(double maxTasks, double maxExec, double maxCores) {
        return maxTasks * maxExec * maxCores;
    }

    /** The tasks of one workflow, named T1, T2, ... in the order their attributes were drawn. */
    @Override
    public List<Task> tasks(SplittableRandom random) {
        int count = Draws.uniformInt(random, settings.minTasks(), settings.maxTasks());
        int[] exec = new int[count];
        int[] cores = new int[count];
        String[] drawnKinds = new String[count];
        for (int i = 0; i < count; i++) {
            exec[i] = Draws.logUniformInt(random, settings.minExec(), settings.maxExec());
            cores[i] = Draws.logUniformInt(random, settings.minCores(), settings.maxCores());
            drawnKinds[i] = kinds.next(random);
        }
        List<List<Integer>> predecessors = predecessors(random, count);
        List<Task> tasks = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            tasks.add(new Task("T" + (i + 1), exec[i], cores[i], drawnKinds[i], predecessors.get(i)));
        }
        return tasks;
    }

    // Section V: "an exponential distribution in node degree"; task i gets min(D, later tasks) distinct successors.
    private List<List<Integer>> predecessors(SplittableRandom random, int count) {
        List<List<Integer>> predecessors = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            predecessors.add(new ArrayList<>());
        }
        for (int i = 0; i < count - 1; i++) {
            int later = count - 1 - i;
            int degree = Math.min(Draws.discreteExponential(random, settings.meanOutDegree()), later);
            int[] candidates = new int[later];
            for (int j = 0; j < later; j++) {
                candidates[j] = i + 1 + j;
            }
            for (int j = 0; j < degree; j++) {
                int pick = Draws.uniformInt(random, j, later - 1);
                int successor = candidates[pick];
                candidates[pick] = candidates[j];
                candidates[j] = successor;
                predecessors.get(successor).add(i);
            }
        }
        return predecessors;
    }
}
