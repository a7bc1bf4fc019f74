package org.gridbench.stars.sim;

import java.util.List;
import java.util.SplittableRandom;

/**
 * The random baseline of section 8.2 on a {@link NodeIndex}: each task to a node drawn uniformly, whatever its state,
 * among all nodes (the thesis's simulator, whose nodes without the memory or disk reject the task) or among those with
 * M >= m and D >= d (equal in distribution to {@link org.gridbench.stars.routing.RandomAllocation}).
 */
public final class RandomPlacement implements CentralPolicy {

    private final SplittableRandom random;
    private final boolean amongAll;

    /** Draws with {@code random} among all nodes when {@code amongAll}, else among the nodes that fit. */
    public RandomPlacement(SplittableRandom random, boolean amongAll) {
        this.random = random;
        this.amongAll = amongAll;
    }

    @Override
    public int allocate(NodeIndex index, int tasks, double memory, double disk, double length, double now, int[] nodes) {
        List<NodeClass> fulfilling = amongAll ? index.fulfilling(0, 0) : index.fulfilling(memory, disk);
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
