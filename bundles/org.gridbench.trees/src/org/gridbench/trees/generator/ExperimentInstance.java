package org.gridbench.trees.generator;

import java.util.List;

import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreePlatform;

/** One of the paper's 150 test cases (section 5.1.2): a random tree and its applications. */
public record ExperimentInstance(int index, int nodes, int maxDegree, int replicate, double ccrMax,
        TreePlatform platform, List<BagApplication> applications) {

    public ExperimentInstance {
        applications = List.copyOf(applications);
    }
}
