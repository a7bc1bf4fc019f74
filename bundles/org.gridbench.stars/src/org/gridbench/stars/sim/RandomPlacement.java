package org.gridbench.stars.sim;

import java.util.List;
import java.util.SplittableRandom;

/**
 * The random baseline of section 8.2 on a {@link NodeIndex}: each task to a node drawn uniformly among those with
 * M >= m and D >= d, whatever their state; equal in distribution to {@link org.gridbench.stars.routing.RandomAllocation}.
 */
public final class RandomPlacement implements CentralPolicy {

    private final SplittableRandom random;

    public RandomPlacement(SplittableRandom random) {
        this.random = random;
    }

    @Override
    public int allocate(NodeIndex index, int tasks, double memory, double disk, double length, double now, int[] nodes) {
        List<NodeClass> fulfilling = index.fulfilling(memory, disk);
        int total = 0;
        for (NodeClass c : fulfilling) {
            total += c.size();
        }
        if (total == 0) {
            return 0;
        }
        for (int task = 0; task < tasks; task++) {
            int drawn = random.nextInt(total);
            for (NodeClass c : fulfilling) {
                if (drawn < c.size()) {
                    nodes[task] = c.member(drawn);
                    break;
                }
                drawn -= c.size();
            }
        }
        return tasks;
    }
}
