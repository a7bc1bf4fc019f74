package org.gridbench.trees.heuristics;

import java.util.List;

import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.heuristic.Assignment;
import org.gridbench.trees.heuristic.HeuristicPlan;
import org.gridbench.trees.heuristic.NodeScheduler;
import org.gridbench.trees.heuristic.TreeHeuristic;
import org.gridbench.trees.heuristic.UnitKind;

/**
 * PBC (section 4.4): one bandwidth-centric tree per application, K scheduler and worker lanes per node running in
 * parallel; lanes share the node's send port and processor equally (the paper's port-sharing rule), each lane keeps
 * one send at a time and its own buffer. The root's lane k holds the tasks of application k.
 */
public final class ParallelBandwidthCentric implements TreeHeuristic {

    @Override
    public HeuristicPlan plan(TreePlatform platform, List<BagApplication> applications, int tasksPerApplication) {
        List<UnitKind> units = UnitKind.singleTasks(applications, tasksPerApplication, true);
        NodeScheduler bandwidthCentric = s -> new Assignment(BandwidthCentricChoice.quickestRequester(s, platform),
                s.oldestBuffered());
        return new HeuristicPlan() {
            @Override
            public List<UnitKind> units() {
                return units;
            }

            @Override
            public int lanes() {
                return applications.size();
            }

            @Override
            public NodeScheduler scheduler(int u, int lane) {
                return bandwidthCentric;
            }
        };
    }
}
