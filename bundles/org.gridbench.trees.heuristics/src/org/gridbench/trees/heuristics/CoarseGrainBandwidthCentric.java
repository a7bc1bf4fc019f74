package org.gridbench.trees.heuristics;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.heuristic.Assignment;
import org.gridbench.trees.heuristic.BandwidthCentric;
import org.gridbench.trees.heuristic.HeuristicPlan;
import org.gridbench.trees.heuristic.NodeScheduler;
import org.gridbench.trees.heuristic.TreeHeuristic;
import org.gridbench.trees.heuristic.UnitKind;

/**
 * CGBC (section 4.3): macro-tasks of m(k) tasks of every type k, with m(k) the weights scaled so that the smallest is
 * 1 and rounded, scheduled bandwidth-centrically (fastest requester first). The tasks that do not fill a whole
 * macro-task are sent alone after the macro-tasks.
 */
public final class CoarseGrainBandwidthCentric implements TreeHeuristic {

    @Override
    public HeuristicPlan plan(TreePlatform platform, List<BagApplication> applications, int tasksPerApplication) {
        int[] m = macroComposition(applications);
        int macros = Integer.MAX_VALUE;
        double bytes = 0;
        double flops = 0;
        for (int k = 0; k < m.length; k++) {
            macros = Math.min(macros, tasksPerApplication / m[k]);
            bytes += m[k] * applications.get(k).bytes();
            flops += m[k] * applications.get(k).flops();
        }
        List<UnitKind> units = new ArrayList<>();
        units.add(new UnitKind("macro", bytes, flops, m, macros, 0));
        for (UnitKind single : UnitKind.singleTasks(applications, tasksPerApplication, false)) {
            int k = units.size() - 1;
            units.add(new UnitKind(single.label(), single.bytes(), single.flops(), single.tasks(),
                    tasksPerApplication - macros * m[k], 0));
        }
        double fairPerMacro = Double.POSITIVE_INFINITY;
        for (int k = 0; k < m.length; k++) {
            fairPerMacro = Math.min(fairPerMacro, m[k] / applications.get(k).weight());
        }
        double theoretical = BandwidthCentric.throughput(platform, bytes, flops) * fairPerMacro;
        NodeScheduler bandwidthCentric = s -> new Assignment(BandwidthCentricChoice.quickestRequester(s, platform),
                s.oldestBuffered());
        return HeuristicPlan.singleLane(units, u -> bandwidthCentric, theoretical);
    }

    /** m(k): w(k) / min w, rounded, at least 1 (section 4.3: "a macro-task out of w(k) tasks of type k"). */
    static int[] macroComposition(List<BagApplication> applications) {
        double least = applications.stream().mapToDouble(BagApplication::weight).min().orElse(1);
        return applications.stream().mapToInt(a -> (int) Math.max(1, Math.round(a.weight() / least))).toArray();
    }
}
