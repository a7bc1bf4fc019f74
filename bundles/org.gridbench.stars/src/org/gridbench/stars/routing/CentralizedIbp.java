package org.gridbench.stars.routing;

import java.util.List;

import org.gridbench.stars.availability.ParameterRanges;
import org.gridbench.stars.availability.ScalarSampledFunction;

/**
 * The centralized IBP policy (Algorithm C.1): full knowledge of the idle nodes; one task to each fulfilling node, the
 * closest fit first, while tasks remain.
 */
public final class CentralizedIbp {

    /**
     * @param idleNodes the exact state (M, D) of every idle execution node
     * @return for each task of the request, in interval order, the index of its node, or -1 if none is left
     */
    public int[] allocate(long n, double memory, double disk, List<ScalarSampledFunction> idleNodes) {
        int[] allocation = Candidates.unallocated(n);
        List<Integer> available = Candidates.of(idleNodes, memory, disk);
        if (available.isEmpty()) {
            return allocation;
        }
        ParameterRanges ranges = ParameterRanges.of(idleNodes.get(available.get(0)), 2);
        for (int u : available) {
            ranges = ranges.merge(ParameterRanges.of(idleNodes.get(u), 2));
        }
        var fit = ClosestFit.order(memory, disk, ranges);
        available.sort((u, v) -> fit.compare(idleNodes.get(u), idleNodes.get(v)));
        // Algorithm C.1 lines 9-13: one task per node, best nodes first
        for (int task = 0; task < allocation.length && task < available.size(); task++) {
            allocation[task] = available.get(task);
        }
        return allocation;
    }
}
