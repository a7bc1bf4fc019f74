package org.gridbench.stars.workflow;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;

/** A topological order of a task graph by Kahn's algorithm, or the rejection of a cycle naming its tasks. */
final class TopologicalOrder {

    private TopologicalOrder() {
    }

    /** The tasks, every one after its predecessors (smallest index first among the ready ones). */
    static int[] of(String[] ids, int[][] predecessors, int[][] successors) {
        int n = ids.length;
        int[] waiting = new int[n];
        Deque<Integer> ready = new ArrayDeque<>();
        for (int v = 0; v < n; v++) {
            waiting[v] = predecessors[v].length;
            if (waiting[v] == 0) {
                ready.add(v);
            }
        }
        int[] order = new int[n];
        int done = 0;
        while (!ready.isEmpty()) {
            int v = ready.poll();
            order[done++] = v;
            for (int w : successors[v]) {
                if (--waiting[w] == 0) {
                    ready.add(w);
                }
            }
        }
        if (done < n) {
            throw new IllegalArgumentException("dependencies form a cycle: " + cycle(ids, predecessors, waiting));
        }
        return order;
    }

    // every task left waiting has a predecessor left waiting: walking predecessors must come back to a task
    private static String cycle(String[] ids, int[][] predecessors, int[] waiting) {
        int v = 0;
        while (waiting[v] == 0) {
            v++;
        }
        int[] seenAt = new int[ids.length];
        List<Integer> walk = new ArrayList<>();
        while (seenAt[v] == 0) {
            walk.add(v);
            seenAt[v] = walk.size();
            for (int p : predecessors[v]) {
                if (waiting[p] > 0) {
                    v = p;
                    break;
                }
            }
        }
        List<Integer> loop = new ArrayList<>(walk.subList(seenAt[v] - 1, walk.size()));
        Collections.reverse(loop);
        loop.add(loop.get(0));
        return String.join(" -> ", loop.stream().map(t -> ids[t]).toList());
    }
}
