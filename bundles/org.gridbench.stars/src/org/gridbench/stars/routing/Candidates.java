package org.gridbench.stars.routing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.gridbench.stars.availability.IbpPolicy;
import org.gridbench.stars.availability.ScalarSampledFunction;

/** The execution nodes that fulfill a request's memory and disk requirements (Algorithms C.1-C.2, line 4). */
final class Candidates {

    private Candidates() {
    }

    /** Indices of the nodes with M >= m and D >= d; IBP and MMP share the parameter positions of M and D. */
    static List<Integer> of(List<ScalarSampledFunction> nodes, double memory, double disk) {
        List<Integer> fulfilling = new ArrayList<>();
        for (int u = 0; u < nodes.size(); u++) {
            if (memory <= nodes.get(u).sample(IbpPolicy.MEMORY) && disk <= nodes.get(u).sample(IbpPolicy.DISK)) {
                fulfilling.add(u);
            }
        }
        return fulfilling;
    }

    /** An allocation of n tasks with every task still unallocated (-1). */
    static int[] unallocated(long n) {
        int[] nodes = new int[Math.toIntExact(n)];
        Arrays.fill(nodes, -1);
        return nodes;
    }
}
