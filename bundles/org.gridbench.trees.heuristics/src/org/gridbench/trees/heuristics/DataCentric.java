package org.gridbench.trees.heuristics;

import java.util.List;

import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.heuristic.HeuristicPlan;
import org.gridbench.trees.heuristic.TreeHeuristic;
import org.gridbench.trees.heuristic.UnitKind;

/**
 * DATA-CENTRIC (section 4.5): rates alpha_u(k) and sent_{u->v}(k) from {@link DataCentricProcedure}, followed at every
 * node by 1D load balancing exactly as {@link LpBased} follows the LP's.
 */
public final class DataCentric implements TreeHeuristic {

    @Override
    public HeuristicPlan plan(TreePlatform platform, List<BagApplication> applications, int tasksPerApplication) {
        DataCentricRates rates = DataCentricProcedure.run(platform, applications).rates();
        List<UnitKind> units = UnitKind.singleTasks(applications, tasksPerApplication, false);
        return HeuristicPlan.singleLane(units, u -> new FrequencyScheduler(rates.frequencies(u)),
                rates.fairThroughput());
    }
}
