package org.gridbench.experiments.trees;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.trees.generator.CcrMaxDistribution;
import org.gridbench.trees.generator.ExperimentSetup;
import org.gridbench.trees.generator.TaskSizes;
import org.gridbench.trees.sim.TreeNetwork;

/** One reading of what Beaumont et al. leave unsaid: the platforms and applications, and the network model. */
public record TreeReading(String name, ExperimentSetup setup, TreeNetwork network) {

    /**
     * The experiment's default reading (docs/trees.md): the default setup, latency planned, and SimGrid CM02's window
     * cap, which the generated platforms (seconds, bytes, the paper's measured latencies) allow and section 5.1.2
     * describes ("latency is a limiting factor as well as the link capacity for determining the effective bandwidth").
     * Scenario files, whose units are the user's, get {@link TreeNetwork#DEFAULT}, without the cap.
     */
    public static TreeReading defaults() {
        return new TreeReading("default", ExperimentSetup.defaults(), new TreeNetwork(true, TreeNetwork.CM02_WINDOW));
    }

    /**
     * The sensitivity sweep: the default, then one unsaid reading changed at a time (latency planning, CM02's window
     * cap, the task-size model, K in {2, 5}, the CCR_max distribution), then the task-size model crossed with K = 2.
     */
    public static List<TreeReading> sensitivity() {
        TreeReading d = defaults();
        ExperimentSetup s = d.setup();
        TreeNetwork n = d.network();
        TaskSizes other = s.taskSizes() == TaskSizes.FIXED_DATA ? TaskSizes.FIXED_COMPUTE : TaskSizes.FIXED_DATA;
        CcrMaxDistribution otherCcr = s.ccrMax() == CcrMaxDistribution.UNIFORM ? CcrMaxDistribution.LOG_UNIFORM
                : CcrMaxDistribution.UNIFORM;
        List<TreeReading> readings = new ArrayList<>();
        readings.add(d);
        readings.add(new TreeReading(n.planLatency() ? "latency not planned" : "latency planned", s,
                new TreeNetwork(!n.planLatency(), n.window())));
        readings.add(new TreeReading(n.window() > 0 ? "no window cap" : "CM02 window cap", s,
                new TreeNetwork(n.planLatency(), n.window() > 0 ? 0 : TreeNetwork.CM02_WINDOW)));
        readings.add(new TreeReading(other.id(), new ExperimentSetup(s.applications(), other, s.ccrMax()), n));
        for (int k : new int[] {2, 3, 5}) {
            if (k != s.applications()) {
                readings.add(new TreeReading("K = " + k, new ExperimentSetup(k, s.taskSizes(), s.ccrMax()), n));
            }
        }
        readings.add(new TreeReading("CCR_max " + otherCcr.id(),
                new ExperimentSetup(s.applications(), s.taskSizes(), otherCcr), n));
        readings.add(new TreeReading(other.id() + ", K = 2", new ExperimentSetup(2, other, s.ccrMax()), n));
        return readings;
    }
}
