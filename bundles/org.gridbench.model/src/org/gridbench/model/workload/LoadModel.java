package org.gridbench.model.workload;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.kernel.random.Distributions;
import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.model.workflow.Job;
import org.gridbench.model.workflow.Workload;

/**
 * Places jobs in time so that they offer a target load (Burkimsher and Indrusiak, section V: load is varied "by
 * adjusting the inter-arrival times of jobs", with peaks in working hours and quiet nights and weekends).
 *
 * <p>Arrivals are a non-homogeneous Poisson process: unit-rate exponential gaps from stream {@value #ARRIVALS} are
 * summed and warped through the cumulative intensity of a {@link RateProfile}, scaled so that the last job arrives at
 * span = work / (total cores x load). The offered load work / (total cores x span) is then the target, up to the
 * rounding of arrivals to whole ticks. The gaps do not depend on the load, so a sweep over loads moves the same jobs
 * in the same order, only closer together or further apart.
 */
public final class LoadModel {

    /** The least load: a lower one spreads the arrivals past the ticks the clock holds exactly (1e-20 overran). */
    public static final double MIN_LOAD = 1e-6;

    /** The stream of the unit-rate inter-arrival gaps. */
    public static final String ARRIVALS = "workload.arrivals";

    private final RateProfile profile;
    private final long totalCores;

    public LoadModel(RateProfile profile, long totalCores) {
        if (totalCores < 1) {
            throw new IllegalArgumentException("total cores must be at least 1, found " + totalCores);
        }
        this.profile = profile;
        this.totalCores = totalCores;
    }

    /** The jobs, in the given order, arriving so that they offer {@code load} (1.0 = saturation). */
    public Workload atLoad(List<Job> jobs, double load, RandomStreams streams) {
        if (!(load > 0) || Double.isInfinite(load)) {
            throw new IllegalArgumentException("load must be greater than 0, found " + load);
        }
        if (jobs.isEmpty()) {
            return new Workload(List.of());
        }
        long span = span(work(jobs), load);
        double[] sums = unitRateSums(jobs.size(), streams.fresh(ARRIVALS));
        double scale = profile.intensity(span) / sums[jobs.size() - 1];
        List<Job> placed = new ArrayList<>(jobs.size());
        for (int i = 0; i < jobs.size(); i++) {
            long tick = i == jobs.size() - 1 ? span : Math.min(span, Math.round(profile.tick(sums[i] * scale)));
            placed.add(jobs.get(i).arrivingAt(tick));
        }
        return new Workload(placed);
    }

    /** Offered work over capacity: core-ticks of all jobs / (total cores x last arrival). */
    public static double offeredLoad(Workload workload, long totalCores) {
        long span = workload.jobs().isEmpty() ? 0 : workload.jobs().get(workload.jobs().size() - 1).arrival();
        return work(workload.jobs()) / ((double) totalCores * Math.max(1, span));
    }

    // The arrival window [0, span] that gives load = work / (cores x span); at least one tick.
    private long span(long work, double load) {
        return Math.max(1, Math.round(work / (totalCores * load)));
    }

    private static long work(List<Job> jobs) {
        return jobs.stream().mapToLong(job -> ValueCurveGenerator.coreMinutes(job.tasks())).sum();
    }

    // Cumulative sums of unit-rate exponential gaps: the arrival "times" of a rate-1 Poisson process.
    private static double[] unitRateSums(int count, SplittableRandom random) {
        double[] sums = new double[count];
        double sum = 0;
        for (int i = 0; i < count; i++) {
            sum += Distributions.exponential(random, 1.0);
            sums[i] = sum;
        }
        return sums;
    }
}
