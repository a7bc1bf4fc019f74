package org.example.gridbench.policies.stars;

import java.util.List;

import org.gridbench.stars.local.AbstractLocalQueues;
import org.gridbench.stars.local.LocalTask;

/**
 * Shortest task first in every execution node's queue: each node admits every task it is sent and, when its processor
 * frees, starts the waiting task with the fewest MFLOP (the earliest arrived among equals), never pre-empting the
 * running one. The queue's end, and so what a node reports under MMP (Celaya, section 4.3.1), does not depend on the
 * order; only which applications finish first does.
 */
public final class ShortestTaskFirstNodes extends AbstractLocalQueues<Void> {

    public ShortestTaskFirstNodes(double[] speed) {
        super(speed);
    }

    /** Every task enters, as under MMP's unbounded queue. */
    @Override
    protected int admissible(int u, LocalTask task, int tasks, double now) {
        return tasks;
    }

    /** The shortest waiting task; the first in arrival order among equally long ones. */
    @Override
    protected LocalTask takeNext(int u, double now) {
        List<LocalTask> waiting = waiting(u);
        int shortest = 0;
        for (int k = 1; k < waiting.size(); k++) {
            if (waiting.get(k).length() < waiting.get(shortest).length()) {
                shortest = k;
            }
        }
        return waiting.remove(shortest);
    }

    /** A node reports its queue end and task count only. */
    @Override
    public Void queue(int u, double now) {
        return null;
    }
}
