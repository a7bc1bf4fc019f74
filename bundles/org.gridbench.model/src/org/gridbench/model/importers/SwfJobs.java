package org.gridbench.model.importers;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.model.workflow.Job;
import org.gridbench.model.workflow.Task;
import org.gridbench.model.workload.SyntheticWorkload;
import org.gridbench.model.workload.ValueCurveGenerator;
import org.gridbench.model.workload.ValueCurveSettings;

/**
 * The jobs of an SWF trace as market jobs (Burkimsher and Indrusiak's model): each a single task of
 * {@code Kind1} on its allocated processors (else the requested ones) for its run time in whole minutes, arriving at
 * its submit time in minutes, with a value curve drawn by the generator's rules from substream i of
 * {@value SyntheticWorkload#CURVES} for the i-th job kept. Jobs without a known run time or processor count are left
 * out and counted.
 */
public final class SwfJobs {

    /** The jobs kept and how many trace jobs were left out. */
    public record Converted(List<Job> jobs, int leftOut) {
    }

    private SwfJobs() {
    }

    public static Converted of(SwfTrace trace, RandomStreams streams) {
        ValueCurveGenerator curves = new ValueCurveGenerator(ValueCurveSettings.paper());
        List<Job> jobs = new ArrayList<>();
        int leftOut = 0;
        for (SwfJob j : trace.jobs()) {
            long processors = SwfJob.known(j.allocatedProcessors()) && j.allocatedProcessors() > 0
                    ? j.allocatedProcessors() : j.requestedProcessors();
            if (!SwfJob.known(j.runTime()) || j.runTime() < 0 || processors <= 0 || processors > Integer.MAX_VALUE
                    || j.submitTime() < 0) {
                leftOut++;
                continue;
            }
            List<Task> tasks = List.of(new Task("T1", Runtimes.ticks(j.runTime()), (int) processors,
                    KindMapping.DEFAULT_KIND, List.of()));
            jobs.add(new Job("J" + j.jobNumber(), j.submitTime() / 60, tasks,
                    curves.curve(tasks, streams.substream(SyntheticWorkload.CURVES, jobs.size()))));
        }
        return new Converted(jobs, leftOut);
    }
}
