package org.gridbench.trees.heuristics;

import java.util.List;

import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.heuristic.Assignment;
import org.gridbench.trees.heuristic.HeuristicPlan;
import org.gridbench.trees.heuristic.LoadBalancing1D;
import org.gridbench.trees.heuristic.NodeScheduler;
import org.gridbench.trees.heuristic.SchedulerState;
import org.gridbench.trees.heuristic.TreeHeuristic;
import org.gridbench.trees.heuristic.UnitKind;

/**
 * FCFS (section 4.2): every scheduler serves the oldest request with the oldest task it received; the root picks
 * task types by 1D load balancing with frequencies w(k).
 */
public final class FirstComeFirstServed implements TreeHeuristic {

    @Override
    public HeuristicPlan plan(TreePlatform platform, List<BagApplication> applications, int tasksPerApplication) {
        List<UnitKind> units = UnitKind.singleTasks(applications, tasksPerApplication, false);
        double[] weights = applications.stream().mapToDouble(BagApplication::weight).toArray();
        return HeuristicPlan.singleLane(units,
                u -> u == 0 ? new WeightedRoot(new LoadBalancing1D(weights)) : FirstComeFirstServed::oldestFirst,
                Double.NaN);
    }

    // section 4.2: the oldest request gets the oldest task
    static Assignment oldestFirst(SchedulerState state) {
        return new Assignment(state.requester(0), state.oldestBuffered());
    }

    /** Section 4.2: the root serves the oldest request with the type of least (g(k) + 1) / w(k) still left. */
    record WeightedRoot(LoadBalancing1D balance) implements NodeScheduler {
        @Override
        public Assignment select(SchedulerState state) {
            int best = -1;
            for (int k = 0; k < state.kinds().size(); k++) {
                if (state.buffered(k) > 0 && (best < 0 || balance.priority(k) < balance.priority(best))) {
                    best = k;
                }
            }
            balance.made(best);
            return new Assignment(state.requester(0), best);
        }
    }
}
