package org.gridbench.stars.workload;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.model.importers.SwfJob;
import org.gridbench.model.importers.SwfTrace;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioException;

/**
 * The empirical application distributions the STaRS workload draws from a real SWF trace (Celaya, section 8.2):
 * an application has as many tasks as the job had processors (allocated, or requested when the allocation is unknown);
 * each task is as long as the job's run time on a processor of {@code referenceSpeed} MFLOPS; its memory is the job's
 * used memory per processor (or the requested memory when usage is unknown), converted from KB to MB. Only jobs with
 * a known, positive run time and processor count are kept.
 */
public final class SwfDistributions {

    /** The speed taken for one processor of the traced machine, in MFLOPS (1 GFLOPS): our choice, not the thesis'. */
    public static final double REFERENCE_SPEED = 1000.0;

    private static final double KB_PER_MB = 1024.0;

    /** One usable job of the trace, as a STaRS application. */
    public record Application(int tasks, double taskLength, double memory, boolean memoryKnown) {
    }

    private final List<Application> applications;
    private final double[] knownMemory;
    private final double referenceSpeed;

    private SwfDistributions(List<Application> applications, double referenceSpeed) {
        this.referenceSpeed = referenceSpeed;
        this.applications = List.copyOf(applications);
        this.knownMemory = applications.stream().filter(Application::memoryKnown).mapToDouble(Application::memory)
                .toArray();
    }

    /** The distributions of {@code trace} with processors of {@code referenceSpeed} MFLOPS. */
    public static SwfDistributions of(SwfTrace trace, double referenceSpeed) throws ScenarioException {
        if (!(referenceSpeed > 0) || Double.isInfinite(referenceSpeed)) {
            throw new IllegalArgumentException("the reference speed must be a positive number, found " + referenceSpeed);
        }
        List<Application> usable = new ArrayList<>();
        for (SwfJob job : trace.jobs()) {
            long tasks = job.allocatedProcessors() > 0 ? job.allocatedProcessors() : job.requestedProcessors();
            if (tasks > 0 && tasks <= Integer.MAX_VALUE && job.runTime() > 0) {
                long kilobytes = SwfJob.known(job.usedMemory()) ? job.usedMemory() : job.requestedMemory();
                usable.add(new Application((int) tasks, job.runTime() * referenceSpeed,
                        Math.max(kilobytes, 0) / KB_PER_MB, SwfJob.known(kilobytes)));
            }
        }
        if (usable.isEmpty()) {
            throw new ScenarioException(List.of(new Problem(trace.source(), 0, 0, "(document)",
                    "no job with a known run time and processor count; the workload needs at least one")));
        }
        return new SwfDistributions(usable, referenceSpeed);
    }

    /** MFLOPS of one processor of the traced machine: a task's length divided by it is the job's run time. */
    public double referenceSpeed() {
        return referenceSpeed;
    }

    public List<Application> applications() {
        return applications;
    }

    /**
     * One application drawn uniformly from the trace's jobs, so that size, length and memory keep their correlation;
     * an unknown memory is drawn from the jobs whose memory is known, or is 0 when no job's memory is known.
     */
    public Application sample(SplittableRandom random) {
        Application drawn = applications.get(random.nextInt(applications.size()));
        if (drawn.memoryKnown() || knownMemory.length == 0) {
            return drawn;
        }
        return new Application(drawn.tasks(), drawn.taskLength(), knownMemory[random.nextInt(knownMemory.length)],
                true);
    }

    /** Application size: the number of tasks of a job drawn uniformly. */
    public int sampleTasks(SplittableRandom random) {
        return applications.get(random.nextInt(applications.size())).tasks();
    }

    /** Task length in MFLOP of a job drawn uniformly. */
    public double sampleTaskLength(SplittableRandom random) {
        return applications.get(random.nextInt(applications.size())).taskLength();
    }

    /** Memory per task in MB of a job drawn uniformly among those whose memory is known; 0 when none is. */
    public double sampleMemory(SplittableRandom random) {
        return knownMemory.length == 0 ? 0 : knownMemory[random.nextInt(knownMemory.length)];
    }
}
