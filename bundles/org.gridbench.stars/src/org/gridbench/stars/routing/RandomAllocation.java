package org.gridbench.stars.routing;

import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.stars.availability.ScalarSampledFunction;

/** The random baseline of section 8.2: each task to a node drawn uniformly among those with M >= m and D >= d. */
public final class RandomAllocation {

    /**
     * @param nodes the state of every execution node (IBP or MMP layout; only M and D are read)
     * @return for each task of the request, in interval order, the index of its node, or -1 if no node fulfills m and d
     */
    public int[] allocate(long n, double memory, double disk, List<ScalarSampledFunction> nodes, SplittableRandom random) {
        int[] allocation = Candidates.unallocated(n);
        List<Integer> fulfilling = Candidates.of(nodes, memory, disk);
        for (int task = 0; task < allocation.length && !fulfilling.isEmpty(); task++) {
            allocation[task] = fulfilling.get(random.nextInt(fulfilling.size()));
        }
        return allocation;
    }
}
