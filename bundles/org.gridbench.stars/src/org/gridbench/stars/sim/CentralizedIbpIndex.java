package org.gridbench.stars.sim;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Algorithm C.1 on a {@link NodeIndex}: one task to each idle node that fulfills the request, the closest fit first,
 * ties by address; equal to {@link org.gridbench.stars.routing.CentralizedIbp} on the same nodes. Chosen nodes are
 * reserved until their task ends.
 */
public final class CentralizedIbpIndex implements CentralPolicy {

    private record Candidate(NodeClass nodeClass, double fit) {
    }

    @Override
    public int allocate(NodeIndex index, int tasks, double memory, double disk, double length, double now, int[] nodes) {
        List<Candidate> candidates = candidates(index, memory, disk);
        int count = 0;
        // Algorithm C.1 lines 9-13: best classes first; classes of equal fit are one list in address order
        for (int i = 0; i < candidates.size() && count < tasks;) {
            int j = i;
            while (j < candidates.size() && candidates.get(j).fit == candidates.get(i).fit) {
                j++;
            }
            for (int u : freeInAddressOrder(candidates.subList(i, j), tasks - count)) {
                nodes[count++] = u;
                index.reserve(u);
            }
            i = j;
        }
        return count;
    }

    @Override
    public void taskEnded(NodeIndex index, int node, int queued) {
        if (queued == 0) {
            index.release(node);
        }
    }

    // Algorithm C.1 lines 2-8 with the closest-fit key of Algorithm 3.2: slacks over the candidates' range widths
    private static List<Candidate> candidates(NodeIndex index, double memory, double disk) {
        List<NodeClass> available = new ArrayList<>();
        double[] min = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY};
        double[] max = {Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (NodeClass c : index.fulfilling(memory, disk)) {
            if (c.hasFree()) {
                available.add(c);
                min[0] = Math.min(min[0], c.memory());
                max[0] = Math.max(max[0], c.memory());
                min[1] = Math.min(min[1], c.disk());
                max[1] = Math.max(max[1], c.disk());
            }
        }
        List<Candidate> candidates = new ArrayList<>(available.size());
        for (NodeClass c : available) {
            candidates.add(new Candidate(c, slack(c.memory(), memory, min[0], max[0])
                    + slack(c.disk(), disk, min[1], max[1])));
        }
        candidates.sort(Comparator.comparingDouble(Candidate::fit));
        return candidates;
    }

    private static double slack(double available, double required, double min, double max) {
        return max > min ? (available - required) / (max - min) : 0;
    }

    /** Up to {@code limit} free nodes of these classes, lowest addresses first. */
    private static List<Integer> freeInAddressOrder(List<Candidate> tied, int limit) {
        List<Integer> free = new ArrayList<>();
        for (Candidate c : tied) {
            NodeClass nodeClass = c.nodeClass;
            for (int i = nodeClass.nextFree(0), taken = 0; i >= 0 && taken < limit; i = nodeClass.nextFree(i + 1)) {
                free.add(nodeClass.member(i));
                taken++;
            }
        }
        if (tied.size() > 1) {
            free.sort(null);
        }
        return free.size() > limit ? free.subList(0, limit) : free;
    }
}
