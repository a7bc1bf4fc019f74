package org.gridbench.model.workload;

import java.util.Collections;
import java.util.List;

import org.gridbench.model.platform.Cluster;
import org.gridbench.model.platform.ClusterPlatform;

/**
 * The job-level model of the synthetic workflows (Burkimsher and Indrusiak, section V, after Burkimsher et al. [4]):
 * tasks per job, the range of the log-uniform job volume in core-minutes, the core counts a task may ask for, task
 * kinds by weight, and the edge factor of the DAGs.
 */
public record JobLevelSettings(int minTasks, int maxTasks, int minVolume, int maxVolume, List<Integer> coreCounts,
        List<KindWeight> kinds, double edgeFactor) {

    /** [4]'s volume law: log10(volume) = 3.83e-5 x U(0, 134,461) + 0.569, rounded up; from 4 to 523,428. */
    public static final int PAPER_MIN_VOLUME = (int) Math.ceil(Math.pow(10, 0.569));
    public static final int PAPER_MAX_VOLUME = (int) Math.ceil(Math.pow(10, 0.569 + 3.83e-5 * 134_461));
    /** [4]'s core counts of a task. */
    public static final List<Integer> PAPER_CORE_COUNTS = List.of(1, 12, 24, 36, 64, 96, 128);
    /** [4]'s dependency factor (0.3) of the edge count. */
    public static final double PAPER_EDGE_FACTOR = 0.3;

    public JobLevelSettings {
        SettingsChecks.atLeast("minTasks", minTasks, 1);
        SettingsChecks.atLeast("maxTasks", maxTasks, minTasks);
        SettingsChecks.atLeast("minVolume", minVolume, 1);
        SettingsChecks.atLeast("maxVolume", maxVolume, minVolume);
        coreCounts = List.copyOf(coreCounts);
        if (coreCounts.isEmpty() || coreCounts.stream().anyMatch(c -> c < 1)) {
            throw new IllegalArgumentException("coreCounts must be a non-empty list of counts of at least 1, found "
                    + coreCounts);
        }
        kinds = SettingsChecks.kinds(kinds);
        SettingsChecks.nonNegative("edgeFactor", edgeFactor);
    }

    /** Section V: 5-20 tasks, 80 % Kind1 and 20 % Kind2; [4]: the volume range, core counts and edge factor. */
    public static JobLevelSettings paper() {
        return new JobLevelSettings(5, 20, PAPER_MIN_VOLUME, PAPER_MAX_VOLUME, PAPER_CORE_COUNTS,
                WorkflowSettings.paper().kinds(), PAPER_EDGE_FACTOR);
    }

    /**
     * The same settings with the core counts that fit every kind's largest cluster: a default list meant for the
     * paper's 1,000-core clusters must not ask a smaller platform for more cores than it has.
     */
    public JobLevelSettings fitting(ClusterPlatform platform) {
        long smallest = kinds.stream().mapToLong(kind -> platform.clusters().stream()
                .filter(c -> c.kind().equals(kind.kind())).mapToLong(Cluster::cores).max().orElse(Long.MAX_VALUE))
                .min().orElse(Long.MAX_VALUE);
        List<Integer> fit = coreCounts.stream().filter(c -> c <= smallest).toList();
        return new JobLevelSettings(minTasks, maxTasks, minVolume, maxVolume,
                fit.isEmpty() ? List.of(Collections.min(coreCounts)) : fit, kinds, edgeFactor);
    }
}
