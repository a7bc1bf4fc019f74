package org.example.gridbench.policies.trees;

import java.util.List;

import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.heuristic.Assignment;
import org.gridbench.trees.heuristic.HeuristicPlan;
import org.gridbench.trees.heuristic.SchedulerState;
import org.gridbench.trees.heuristic.TreeHeuristic;
import org.gridbench.trees.heuristic.UnitKind;

/**
 * Largest bandwidth first on the protocol of Beaumont et al., Figure 1: single tasks, and every node serves, among the
 * requests it can serve now, the requester with the largest link bandwidth b_v, with the oldest task in its buffer.
 * The node's own worker counts as an infinitely fast link ({@link SchedulerState#bandwidthTo}), as in the
 * bandwidth-centric principle of section 4.3: computing locally takes no time on the send port. At the root the oldest
 * task is the lowest application left, so the applications go out one after the other, whatever their weights.
 */
public final class LargestBandwidthFirst implements TreeHeuristic {

    // No rates of its own, hence no promised fair throughput (NaN)
    @Override
    public HeuristicPlan plan(TreePlatform platform, List<BagApplication> applications, int tasksPerApplication) {
        return HeuristicPlan.singleLane(UnitKind.singleTasks(applications, tasksPerApplication, false),
                u -> LargestBandwidthFirst::select, Double.NaN);
    }

    // Figure 1 line 5: argmax_v b_v over the servable requests (the earliest among equals), the oldest buffered kind
    static Assignment select(SchedulerState state) {
        int best = state.requester(0);
        for (int i = 1; i < state.requestCount(); i++) {
            int requester = state.requester(i);
            if (state.bandwidthTo(requester) > state.bandwidthTo(best)) {
                best = requester;
            }
        }
        return new Assignment(best, state.oldestBuffered());
    }
}
