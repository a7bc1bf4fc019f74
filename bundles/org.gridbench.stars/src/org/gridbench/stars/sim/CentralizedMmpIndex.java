package org.gridbench.stars.sim;

import java.util.PriorityQueue;

/**
 * Algorithm C.2 on a {@link NodeIndex}: each task to the fulfilling node that would finish it earliest, ties by
 * address; the node's queue then ends one task later. Equal to {@link org.gridbench.stars.routing.CentralizedMmp} on
 * the same nodes with queue ends raised to now.
 */
public final class CentralizedMmpIndex implements CentralPolicy {

    private record Candidate(NodeClass nodeClass, int node, double end) {
    }

    @Override
    public int allocate(NodeIndex index, int tasks, double memory, double disk, double length, double now, int[] nodes) {
        PriorityQueue<Candidate> candidates = new PriorityQueue<>((x, y) -> x.end != y.end
                ? Double.compare(x.end, y.end) : Integer.compare(x.node, y.node));
        for (NodeClass c : index.fulfilling(memory, disk)) {
            c.refresh(now);
            candidates.add(candidate(c, length, now));
        }
        int count = 0;
        // Algorithm C.2 lines 9-14: the earliest end first, then that node's queue grows by a / s
        while (count < tasks && !candidates.isEmpty()) {
            Candidate best = candidates.poll();
            nodes[count++] = best.node;
            best.nodeClass.enqueue(best.node, best.end);
            candidates.add(candidate(best.nodeClass, length, now));
        }
        return count;
    }

    // Algorithm C.2 line 5: (E_u, max(E_u.Q, now) + a / s_u) for the class member whose queue ends first
    private static Candidate candidate(NodeClass c, double length, double now) {
        int u = c.earliest();
        return new Candidate(c, u, Math.max(c.queueEnd(u), now) + length / c.speed());
    }
}
