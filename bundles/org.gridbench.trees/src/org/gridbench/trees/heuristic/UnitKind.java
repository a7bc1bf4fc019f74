package org.gridbench.trees.heuristic;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.model.tree.BagApplication;

/**
 * What the simulation moves and computes as one piece: {@code tasks[k]} tasks of application k in one file of
 * {@code bytes} needing {@code flops}; {@code count} of them start at the root in lane {@code lane}. A single task
 * has one 1 in {@code tasks}; a CGBC macro-task (section 4.3) holds w(k) tasks of every type.
 *
 * @since 1.0
 */
public record UnitKind(String label, double bytes, double flops, int[] tasks, int count, int lane) {

    public UnitKind {
        tasks = tasks.clone();
        if (!(flops > 0) || !(bytes >= 0) || count < 0 || lane < 0 || size(tasks) < 1) {
            throw new IllegalArgumentException("unit " + label + ": needs flops > 0, bytes >= 0, a task, count >= 0");
        }
    }

    @Override
    public int[] tasks() {
        return tasks.clone();
    }

    public int tasks(int k) {
        return tasks[k];
    }

    /** The number of tasks in one unit: the buffer slots it takes. */
    public int size() {
        return size(tasks);
    }

    /** One kind per application: {@code tasksPerApplication} single tasks each, in lane 0 or, if {@code laned}, lane k. */
    public static List<UnitKind> singleTasks(List<BagApplication> applications, int tasksPerApplication, boolean laned) {
        List<UnitKind> kinds = new ArrayList<>();
        for (int k = 0; k < applications.size(); k++) {
            BagApplication a = applications.get(k);
            int[] one = new int[applications.size()];
            one[k] = 1;
            kinds.add(new UnitKind(a.id(), a.bytes(), a.flops(), one, tasksPerApplication, laned ? k : 0));
        }
        return kinds;
    }

    private static int size(int[] tasks) {
        int n = 0;
        for (int t : tasks) {
            if (t < 0) {
                throw new IllegalArgumentException("negative task count in a unit");
            }
            n += t;
        }
        return n;
    }
}
