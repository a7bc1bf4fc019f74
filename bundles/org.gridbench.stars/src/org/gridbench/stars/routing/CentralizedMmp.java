package org.gridbench.stars.routing;

import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

import org.gridbench.stars.availability.MmpPolicy;
import org.gridbench.stars.availability.ScalarSampledFunction;

/**
 * The centralized MMP policy (Algorithm C.2): full knowledge of every node's queue; each task goes to the fulfilling
 * node that would finish it earliest, whose queue end then grows by a / s.
 */
public final class CentralizedMmp {

    private record Candidate(int node, double end) {
    }

    /**
     * @param nodes the exact state (M, D, s, Q) of every execution node, Q being no earlier than now
     * @return for each task of the request, in interval order, the index of its node, or -1 if no node fulfills m and d
     */
    public int[] allocate(long n, double memory, double disk, double length, List<ScalarSampledFunction> nodes) {
        int[] allocation = Candidates.unallocated(n);
        PriorityQueue<Candidate> candidates = new PriorityQueue<>(
                Comparator.comparingDouble(Candidate::end).thenComparingInt(Candidate::node));
        for (int u : Candidates.of(nodes, memory, disk)) {
            double speed = nodes.get(u).sample(MmpPolicy.SPEED);
            if (speed > 0) {
                // Algorithm C.2 line 5: (E_u, E_u.Q + a / s_u)
                candidates.add(new Candidate(u, nodes.get(u).sample(MmpPolicy.QUEUE_END) + length / speed));
            }
        }
        for (int task = 0; task < allocation.length && !candidates.isEmpty(); task++) {
            Candidate best = candidates.poll();
            allocation[task] = best.node;
            // Algorithm C.2 line 13 (read as t_e + a / s_u): the node's next task would end one task length later
            candidates.add(new Candidate(best.node, best.end + length / nodes.get(best.node).sample(MmpPolicy.SPEED)));
        }
        return allocation;
    }
}
