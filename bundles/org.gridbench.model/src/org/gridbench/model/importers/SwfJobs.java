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
 * {@value SyntheticWorkload#CURVES} for the i-th job kept. Jobs without a known run time or processor count, and jobs
 * a market task cannot hold (a run time past 2^31 - 1 minutes), are left out and counted, never clamped.
 */
public final class SwfJobs {

    /**
     * The jobs kept and how many trace jobs were left out.
     *
     * @param origins the job line each job of {@code jobs} was read from, at the same index
     * @param tooLong of those left out, the jobs whose run time is longer than a task holds
     * @param firstTooLong the job number of the first of them, -1 when there is none
     */
    public record Converted(List<Job> jobs, List<Origin> origins, int leftOut, int tooLong, long firstTooLong) {

        /** What did not carry over, in the words of the import's "not mapped" lines. */
        public List<String> notMapped() {
            List<String> lines = new ArrayList<>();
            if (leftOut > tooLong) {
                lines.add((leftOut - tooLong) + " jobs without a known run time, processor count or submit time: left"
                        + " out");
            }
            if (tooLong > 0) {
                lines.add(tooLong + " jobs with a run time longer than " + Runtimes.LONGEST + " (the first: job "
                        + firstTooLong + "): left out");
            }
            return lines;
        }
    }

    private SwfJobs() {
    }

    public static Converted of(SwfTrace trace, RandomStreams streams) {
        ValueCurveGenerator curves = new ValueCurveGenerator(ValueCurveSettings.paper());
        List<Job> jobs = new ArrayList<>();
        List<Origin> origins = new ArrayList<>();
        int leftOut = 0;
        int tooLong = 0;
        long firstTooLong = -1;
        for (int index = 0; index < trace.jobs().size(); index++) {
            SwfJob j = trace.jobs().get(index);
            long processors = SwfJob.known(j.allocatedProcessors()) && j.allocatedProcessors() > 0
                    ? j.allocatedProcessors() : j.requestedProcessors();
            if (!SwfJob.known(j.runTime()) || j.runTime() < 0 || processors <= 0 || j.submitTime() < 0) {
                leftOut++;
                continue;
            }
            if (j.runTime() > Runtimes.MAX_SECONDS) {
                firstTooLong = tooLong++ == 0 ? j.jobNumber() : firstTooLong;
                leftOut++;
                continue;
            }
            List<Task> tasks = List.of(new Task("T1", Runtimes.ticks(j.runTime()), (int) processors,
                    KindMapping.DEFAULT_KIND, List.of()));
            jobs.add(new Job("J" + j.jobNumber(), j.submitTime() / 60, tasks,
                    curves.curve(tasks, streams.substream(SyntheticWorkload.CURVES, jobs.size()))));
            origins.add(trace.origin(index));
        }
        return new Converted(jobs, origins, leftOut, tooLong, firstTooLong);
    }
}
