package org.gridbench.trees.sim;

import java.util.Arrays;
import java.util.List;

import org.gridbench.trees.heuristic.UnitKind;

/** N_k(t) of section 5.1.1: the completion time of every task, per application, in completion order. */
final class CompletionLog {

    private final List<UnitKind> kinds;
    private final double[][] times;
    private final int[] done;
    private double lastCompletion;

    CompletionLog(int applications, List<UnitKind> kinds) {
        this.kinds = kinds;
        this.times = new double[applications][];
        this.done = new int[applications];
        for (int k = 0; k < applications; k++) {
            int total = 0;
            for (UnitKind kind : kinds) {
                total += kind.count() * kind.tasks(k);
            }
            times[k] = new double[total];
        }
    }

    void completed(double time, int kind) {
        UnitKind unit = kinds.get(kind);
        lastCompletion = time;
        for (int k = 0; k < times.length; k++) {
            for (int i = unit.tasks(k); i > 0; i--) {
                times[k][done[k]++] = time;
            }
        }
    }

    /** Tasks of each application computed so far. */
    int[] done() {
        return done.clone();
    }

    /** Tasks of each application in the run. */
    int[] totals() {
        return Arrays.stream(times).mapToInt(t -> t.length).toArray();
    }

    double lastCompletion() {
        return lastCompletion;
    }

    long tasksDone() {
        return Arrays.stream(done).asLongStream().sum();
    }

    long tasksTotal() {
        return Arrays.stream(times).mapToLong(t -> t.length).sum();
    }

    double[][] times() {
        double[][] copy = new double[times.length][];
        for (int k = 0; k < times.length; k++) {
            copy[k] = Arrays.copyOf(times[k], done[k]);
        }
        return copy;
    }
}
