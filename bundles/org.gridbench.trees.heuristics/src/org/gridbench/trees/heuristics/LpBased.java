package org.gridbench.trees.heuristics;

import java.util.List;

import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.heuristic.HeuristicPlan;
import org.gridbench.trees.heuristic.TreeHeuristic;
import org.gridbench.trees.heuristic.UnitKind;
import org.gridbench.trees.lp.SteadyState;
import org.gridbench.trees.lp.SteadyStateLp;

/**
 * LP (section 4.1): solve linear program (3) centrally, then every node picks (requester, type) by 1D load balancing
 * with frequencies alpha_u(k) for its worker and sent_{u->v}(k) for child v.
 */
public final class LpBased implements TreeHeuristic {

    @Override
    public HeuristicPlan plan(TreePlatform platform, List<BagApplication> applications, int tasksPerApplication) {
        SteadyState lp = SteadyStateLp.solve(platform, applications);
        List<UnitKind> units = UnitKind.singleTasks(applications, tasksPerApplication, false);
        return HeuristicPlan.singleLane(units,
                u -> new FrequencyScheduler(FrequencyScheduler.lpFrequencies(platform, lp, u)), lp.fairThroughput());
    }
}
