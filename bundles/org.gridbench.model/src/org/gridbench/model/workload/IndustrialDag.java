package org.gridbench.model.workload;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The DAG shape of the job-level model (Burkimsher et al. [4], "industrial" degree law): an edge count that grows
 * with the task count, in- and out-degrees split by UUniFast so that a few tasks have many edges and most have few
 * (the "exponential distribution in node degree" of section V), and edges matched greedily from the last task back.
 * Edges go from a task to a later one only, so the graph is acyclic; task 0 has no predecessor and the last task
 * no successor.
 */
public final class IndustrialDag {

    /** Attempts per degree draw and degree draws, as in [4]; the fullest attempt is kept if none places every edge. */
    private static final int ATTEMPTS = 40;
    private static final int DEGREE_DRAWS = 10;

    private IndustrialDag() {
    }

    /** [4]: E = ceil(n(n - 1) x factor / log10(n(n - 1))), at most the n(n - 1) / 2 edges of a DAG. */
    public static int edgeCount(int tasks, double factor) {
        if (tasks < 2) {
            return 0;
        }
        double pairs = (double) tasks * (tasks - 1);
        double wanted = Math.ceil(pairs * factor / Math.log10(pairs));
        return (int) Math.min(pairs / 2, wanted);
    }

    /** UUniFast on integers: {@code count} non-negative parts of {@code total}, each next sum total x U^(1/k). */
    public static int[] uunifast(SplittableRandom random, int count, int total) {
        int[] parts = new int[count];
        int sum = total;
        for (int i = 0; i < count - 1; i++) {
            int next = (int) (sum * Math.pow(random.nextDouble(), 1.0 / (count - i)));
            parts[i] = sum - next;
            sum = next;
        }
        parts[count - 1] = sum;
        return parts;
    }

    /** The predecessors of each of {@code tasks} tasks, ascending, for {@code edges} edges. */
    public static List<List<Integer>> predecessors(SplittableRandom random, int tasks, int edges) {
        boolean[][] best = new boolean[tasks][tasks];
        int bestCount = edges == 0 ? 0 : -1;
        for (int draw = 0; draw < DEGREE_DRAWS && bestCount < edges; draw++) {
            int[] ins = degrees(random, tasks, edges, false);
            int[] outs = degrees(random, tasks, edges, true);
            for (int attempt = 0; attempt < ATTEMPTS && bestCount < edges; attempt++) {
                boolean[][] edge = new boolean[tasks][tasks];
                int placed = match(random, ins.clone(), outs.clone(), edge);
                if (placed > bestCount) {
                    best = edge;
                    bestCount = placed;
                }
            }
        }
        List<List<Integer>> predecessors = new ArrayList<>(tasks);
        for (int v = 0; v < tasks; v++) {
            List<Integer> from = new ArrayList<>();
            for (int u = 0; u < v; u++) {
                if (best[u][v]) {
                    from.add(u);
                }
            }
            predecessors.add(from);
        }
        return predecessors;
    }

    // UUniFast parts for tasks 1..n-1 (ins) or 0..n-2 (outs) plus a zero, sorted: ins ascending, outs descending.
    private static int[] degrees(SplittableRandom random, int tasks, int edges, boolean outs) {
        int[] degrees = Arrays.copyOf(uunifast(random, tasks - 1, edges), tasks);
        Arrays.sort(degrees);
        if (outs) {
            for (int i = 0, j = tasks - 1; i < j; i++, j--) {
                int swap = degrees[i];
                degrees[i] = degrees[j];
                degrees[j] = swap;
            }
        }
        return degrees;
    }

    // [4]'s matching: the last task still needing an in-edge takes one from a uniform earlier task with out-degree
    // left and no edge to it yet; stops when none is left. Returns the edges placed.
    private static int match(SplittableRandom random, int[] ins, int[] outs, boolean[][] edge) {
        int placed = 0;
        int[] candidates = new int[ins.length];
        for (int v = ins.length - 1; v > 0; v--) {
            while (ins[v] > 0) {
                int found = 0;
                for (int u = 0; u < v; u++) {
                    if (outs[u] > 0 && !edge[u][v]) {
                        candidates[found++] = u;
                    }
                }
                if (found == 0) {
                    return placed;
                }
                int u = candidates[Draws.uniformInt(random, 0, found - 1)];
                edge[u][v] = true;
                outs[u]--;
                ins[v]--;
                placed++;
            }
        }
        return placed;
    }
}
