package org.gridbench.model.workload.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.model.workflow.Job;
import org.gridbench.model.workflow.Task;
import org.gridbench.model.workload.GeneratorSettings;
import org.gridbench.model.workload.JobLevelGenerator;
import org.gridbench.model.workload.JobLevelSettings;
import org.gridbench.model.workload.SyntheticWorkload;
import org.gridbench.model.workload.ValueCurveGenerator;
import org.gridbench.model.workload.VolumeSplit;
import org.junit.jupiter.api.Test;

/** The job-level model (section V after [4]): a log-uniform job volume split among the job's tasks. */
class JobLevelGeneratorTest {

    private static final JobLevelGenerator PAPER = new JobLevelGenerator(JobLevelSettings.paper());
    private static final List<Job> JOBS = new SyntheticWorkload(GeneratorSettings.paper(), new RandomStreams(7))
            .jobs(2000);

    @Test
    void paperVolumeRangeIsTheAuthorsLaw() {
        // ceil(10^0.569) = ceil(3.707) = 4; ceil(10^(0.569 + 3.83e-5 x 134461)) = ceil(10^5.71886) = 523,428
        assertEquals(4, JobLevelSettings.PAPER_MIN_VOLUME);
        assertEquals(523_428, JobLevelSettings.PAPER_MAX_VOLUME);
    }

    // Chi-square over ten bins of equal width in log(volume): 20,000 draws, 9 degrees of freedom, critical value
    // 27.88 at p = 0.001; a fixed seed, so the test is deterministic.
    @Test
    void volumesAreLogUniformAtTheJobLevel() {
        SplittableRandom random = new SplittableRandom(2015);
        int draws = 20_000;
        int[] bins = new int[10];
        double low = Math.log(4);
        double width = (Math.log(523_429) - low) / bins.length;
        for (int i = 0; i < draws; i++) {
            int volume = PAPER.volume(random);
            assertTrue(volume >= 4 && volume <= 523_428, "volume " + volume);
            bins[Math.min(bins.length - 1, (int) ((Math.log(volume) - low) / width))]++;
        }
        double expected = draws / (double) bins.length;
        double chiSquare = Arrays.stream(bins).mapToDouble(b -> (b - expected) * (b - expected) / expected).sum();
        assertTrue(chiSquare < 27.88, "chi-square " + chiSquare + " over " + Arrays.toString(bins));
    }

    /**
     * The validator bounds vMax with {@link JobLevelGenerator#largestCoreMinutes}: 20 shares of 1 minute, each on the
     * only core count, 128, reach it (20 + 20 x 127 = 2,560); the paper's jobs stay under theirs, 525,968.
     */
    @Test
    void noJobHoldsMoreCoreMinutesThanTheBoundTheValidatorUses() {
        JobLevelSettings tight = new JobLevelSettings(20, 20, 20, 20, List.of(128), JobLevelSettings.paper().kinds(),
                0.3);
        List<Task> tasks = new JobLevelGenerator(tight).tasks(new SplittableRandom(3));
        assertEquals(2_560.0, JobLevelGenerator.largestCoreMinutes(20, 20, 128));
        assertEquals(2_560, ValueCurveGenerator.coreMinutes(tasks));
        double paper = JobLevelGenerator.largestCoreMinutes(20, JobLevelSettings.PAPER_MAX_VOLUME, 128);
        assertEquals(525_968.0, paper);
        assertTrue(JOBS.stream().allMatch(job -> ValueCurveGenerator.coreMinutes(job.tasks()) <= paper));
    }

    @Test
    void sharesAreTheOnlyCompositionWhenEveryTaskGetsOneMinute() {
        assertArrayEquals(new int[] { 1, 1, 1, 1, 1 }, VolumeSplit.shares(new SplittableRandom(1), 5, 5));
        assertArrayEquals(new int[] { 7 }, VolumeSplit.shares(new SplittableRandom(1), 7, 1));
    }

    @Test
    void sharesAddUpToTheVolumeAndArePositive() {
        SplittableRandom random = new SplittableRandom(3);
        for (int volume : new int[] { 5, 6, 20, 21, 1000, 523_428 }) {
            for (int count = 1; count <= Math.min(20, volume); count++) {
                int[] shares = VolumeSplit.shares(random, volume, count);
                assertEquals(count, shares.length);
                assertEquals(volume, Arrays.stream(shares).sum(), volume + " into " + count);
                assertTrue(Arrays.stream(shares).allMatch(s -> s >= 1), Arrays.toString(shares));
            }
        }
    }

    // 4 core-minutes in 2 shares: (1, 3), (2, 2) and (3, 1), each with probability 1/3.
    @Test
    void everyCompositionIsEquallyLikely() {
        SplittableRandom random = new SplittableRandom(11);
        int[] firsts = new int[4];
        for (int i = 0; i < 30_000; i++) {
            firsts[VolumeSplit.shares(random, 4, 2)[0]]++;
        }
        for (int first = 1; first <= 3; first++) {
            assertEquals(10_000, firsts[first], 300, "first share " + first);
        }
    }

    @Test
    void splittingNeedsOneMinutePerTask() {
        assertThrows(IllegalArgumentException.class,
                () -> VolumeSplit.shares(new SplittableRandom(1), 4, 5));
    }

    @Test
    void jobsKeepTheirVolumeTaskCountsAndKinds() {
        for (long seed = 0; seed < 300; seed++) {
            int volume = PAPER.volume(new SplittableRandom(seed));
            List<Task> tasks = PAPER.tasks(new SplittableRandom(seed));
            int count = tasks.size();
            assertTrue(count >= 5 && count <= 20, "tasks " + count);
            long work = ValueCurveGenerator.coreMinutes(tasks);
            long least = Math.max(volume, count);
            long slack = tasks.stream().mapToLong(t -> t.cores() - 1).sum();
            assertTrue(work >= least && work <= least + slack, "work " + work + " for volume " + volume);
            assertTrue(tasks.stream().allMatch(t -> JobLevelSettings.PAPER_CORE_COUNTS.contains(t.cores())));
        }
        long kind1 = JOBS.stream().flatMap(j -> j.tasks().stream()).filter(t -> t.kind().equals("Kind1")).count();
        long all = JOBS.stream().mapToLong(j -> j.tasks().size()).sum();
        assertEquals(0.8, kind1 / (double) all, 0.01);
    }

    // Log-uniform volumes over five decades: the largest 5 % of jobs hold about 44 % of the work (the per-task model
    // gives about 17 %), which is what lets a policy shed overload by starving a few large jobs.
    @Test
    void theLargestJobsHoldMostOfTheWork() {
        long[] work = JOBS.stream().mapToLong(j -> ValueCurveGenerator.coreMinutes(j.tasks())).sorted().toArray();
        long total = Arrays.stream(work).sum();
        long top = Arrays.stream(work, work.length - work.length / 20, work.length).sum();
        assertTrue(top / (double) total > 0.35, "largest 5 % hold " + top / (double) total);
        long[] perTask = Samples.JOBS.stream().mapToLong(j -> ValueCurveGenerator.coreMinutes(j.tasks())).sorted()
                .toArray();
        long perTaskTop = Arrays.stream(perTask, perTask.length - perTask.length / 20, perTask.length).sum();
        assertTrue(perTaskTop / (double) Arrays.stream(perTask).sum() < 0.25);
    }
}
