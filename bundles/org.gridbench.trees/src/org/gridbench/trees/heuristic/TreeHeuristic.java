package org.gridbench.trees.heuristic;

import java.util.List;

import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreePlatform;

/**
 * A demand-driven heuristic of Beaumont et al., section 4: it plans a run once (the rates it needs, the units the
 * root holds) and then answers, at every node, the "select" of Figure 1 line 5. Implementations are plain classes
 * with a public no-argument constructor, contributed through the {@code org.gridbench.trees.heuristics} extension
 * point.
 *
 * @since 1.0
 */
public interface TreeHeuristic {

    /** Everything the run needs from this heuristic; called once per run, before the first event. */
    HeuristicPlan plan(TreePlatform platform, List<BagApplication> applications, int tasksPerApplication);
}
