package org.gridbench.model.workload;

import java.util.List;

/**
 * The shape of the synthetic workflows (Burkimsher and Indrusiak, section V): tasks per job, log-uniform execution
 * times in ticks and cores per task, task kinds by weight, and the mean out-degree of the exponential degree law.
 */
public record WorkflowSettings(int minTasks, int maxTasks, int minExec, int maxExec, int minCores, int maxCores,
        List<KindWeight> kinds, double meanOutDegree) {

    /**
     * Mean out-degree 1.5: the real workflows in tests/data have 1.1 (Epigenomics) to 2.8 (BLAST) edges per task,
     * median 1.6 (helloworld); 1.5 is the HEFT paper's graph. Truncation at the last tasks lowers the realised mean.
     */
    public static final double PAPER_MEAN_OUT_DEGREE = 1.5;

    public WorkflowSettings {
        SettingsChecks.atLeast("minTasks", minTasks, 1);
        SettingsChecks.atLeast("maxTasks", maxTasks, minTasks);
        SettingsChecks.atLeast("minExec", minExec, 1);
        SettingsChecks.atLeast("maxExec", maxExec, minExec);
        SettingsChecks.atLeast("minCores", minCores, 1);
        SettingsChecks.atLeast("maxCores", maxCores, minCores);
        kinds = SettingsChecks.kinds(kinds);
        SettingsChecks.nonNegative("meanOutDegree", meanOutDegree);
    }

    /** Section V: 5-20 tasks, 1 to 2,880 ticks (two days), 1 to 64 cores, 80 % Kind1 and 20 % Kind2. */
    public static WorkflowSettings paper() {
        return new WorkflowSettings(5, 20, 1, 2880, 1, 64,
                List.of(new KindWeight("Kind1", 0.8), new KindWeight("Kind2", 0.2)), PAPER_MEAN_OUT_DEGREE);
    }
}
