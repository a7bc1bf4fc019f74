package org.gridbench.stars.workload.thesis;

import java.util.SplittableRandom;

/**
 * One application of the thesis's site-level workload (Celaya, section 8.2): {@code tasks} tasks of
 * {@code taskLength} MI, each needing {@code memory} and {@code disk} MB.
 */
public record ThesisApplication(int tasks, double taskLength, double memory, double disk) {

    /** The simulator's {@code task_max_disk=128;256;512}, read as points of a cumulative distribution. */
    public static final EmpiricalCdf TASK_DISK = new EmpiricalCdf(new double[] {128, 256, 512},
            new double[] {1.0 / 3, 2.0 / 3, 1});

    /**
     * Draws in the simulator's order: the application (by count), its memory when unknown (task memory
     * distribution; a known one is KB / 1024, whole MB) and its disk; memory and disk are whole MB.
     */
    public static ThesisApplication draw(ThesisDistributions distributions, SplittableRandom random) {
        ApplicationTable table = distributions.applications();
        int row = table.row(random.nextDouble());
        int memoryKb = table.memoryKb(row);
        double memory = memoryKb == ApplicationTable.UNKNOWN_MEMORY
                ? Math.floor(distributions.taskMemory().inverse(Uniform.openBelow(random)))
                : Math.floor(memoryKb / 1024.0);
        double disk = Math.floor(TASK_DISK.inverse(Uniform.openBelow(random)));
        return new ThesisApplication(table.tasks(row), table.taskLength(row), memory, disk);
    }

    /** The application's length, tasks times task length, MI. */
    public double length() {
        return tasks * taskLength;
    }
}
