package org.gridbench.trees.heuristic;

/**
 * The "select" of Figure 1 line 5 at one node: which requester (the node's own worker or a child's scheduler) gets
 * which kind of unit. The simulation carries out every choice it returns, so a scheduler may count its choices.
 *
 * @since 1.0
 */
@FunctionalInterface
public interface NodeScheduler {

    /**
     * @return a requester among {@link SchedulerState#requester(int)} and a kind with
     *         {@link SchedulerState#buffered(int)} > 0, or null to wait for another request or task
     */
    Assignment select(SchedulerState state);
}
