package org.gridbench.model.workload;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.model.workflow.Task;

/**
 * The job-level model ({@link WorkloadModel#JOB_LEVEL}) of a synthetic workflow (Burkimsher and Indrusiak, section V,
 * by the methods of Burkimsher et al. [4]): a log-uniform job volume in core-minutes, a uniform task count, the volume
 * split into one share per task, each share on a core count from a list for the execution time that covers it, task
 * kinds by weight, and the industrial DAG. Job sizes are therefore log-uniform over five orders of magnitude, and the
 * largest jobs hold most of the work, as in the production traces [4] models.
 */
public final class JobLevelGenerator implements TaskGenerator {

    private final JobLevelSettings settings;
    private final KindDraw kinds;

    public JobLevelGenerator(JobLevelSettings settings) {
        this.settings = settings;
        this.kinds = new KindDraw(settings.kinds());
    }

    /** [4]: the job's volume, log-uniform in [minVolume, maxVolume] core-minutes. */
    public int volume(SplittableRandom random) {
        return Draws.logUniformInt(random, settings.minVolume(), settings.maxVolume());
    }

    /** [4]: uniform in [minTasks, min(maxTasks, volume)], so that every task has at least one core-minute. */
    public int taskCount(SplittableRandom random, int volume) {
        return Draws.uniformInt(random, settings.minTasks(),
                Math.max(settings.minTasks(), Math.min(settings.maxTasks(), volume)));
    }

    /**
     * The most core-minutes a job can hold: a volume of at most max(maxVolume, maxTasks) split into at most maxTasks
     * shares, a share taking ceil(share / cores) x cores <= share + cores - 1 core-minutes.
     */
    public static double largestCoreMinutes(double maxTasks, double maxVolume, double largestCoreCount) {
        return Math.max(maxVolume, maxTasks) + maxTasks * (largestCoreCount - 1);
    }

    /** Draws volume, task count, shares, cores and kinds, then the edges, in that order. */
    @Override
    public List<Task> tasks(SplittableRandom random) {
        int drawn = volume(random);
        int count = taskCount(random, drawn);
        int[] shares = VolumeSplit.shares(random, Math.max(drawn, count), count);
        int[] cores = new int[count];
        for (int i = 0; i < count; i++) {
            cores[i] = VolumeSplit.cores(random, shares[i], settings.coreCounts());
        }
        String[] drawnKinds = new String[count];
        for (int i = 0; i < count; i++) {
            drawnKinds[i] = kinds.next(random);
        }
        List<List<Integer>> predecessors = IndustrialDag.predecessors(random, count,
                IndustrialDag.edgeCount(count, settings.edgeFactor()));
        List<Task> tasks = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            tasks.add(new Task("T" + (i + 1), VolumeSplit.exec(shares[i], cores[i]), cores[i], drawnKinds[i],
                    predecessors.get(i)));
        }
        return tasks;
    }
}
