package org.gridbench.experiments.trees;

/** One platform x heuristic run of the trees experiment, with the LP optimum of that platform. */
public record TreeExperimentRow(int instance, int nodes, int maxDegree, int replicate, double ccrMax,
        String heuristic, int tasks, int buffer, double lpFairThroughput, double theoreticalFairThroughput,
        double experimentalFairThroughput) {

    /** (theoretical - experimental) / theoretical, the deviation of the paper's Figure 2; NaN without a theory. */
    public double deviation() {
        return (theoreticalFairThroughput - experimentalFairThroughput) / theoreticalFairThroughput;
    }
}
