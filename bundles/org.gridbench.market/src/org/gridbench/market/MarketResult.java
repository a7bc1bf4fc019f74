package org.gridbench.market;

import java.util.List;

/**
 * The metrics of one market run (section V).
 *
 * @param proportionOfMaximumValue earned value / sum of every job's vMax
 * @param fractionJobsStarved starved jobs / jobs
 * @param fractionTasksStarved tasks that never started because their job starved / tasks
 * @param meanSlr mean SLR of the jobs that completed, NaN when none did
 * @param slrBySize {@link SizeBand}s from the smallest to the largest critical path of the workload
 * @param totalWork core-ticks of every task of the workload
 * @param executedWork core-ticks of the tasks that ran (those of starved jobs that had started included)
 * @param makespan ticks from the first arrival to the last completion
 * @param utilisation executedWork / (platform cores x makespan)
 * @param jobs one outcome per job, in workload order
 * @since 1.0
 */
public record MarketResult(String policyId, double earnedValue, double maximumValue,
        double proportionOfMaximumValue, double fractionJobsStarved, double fractionTasksStarved, double meanSlr,
        List<SizeBand> slrBySize, double totalWork, double executedWork, long makespan, double utilisation,
        List<JobOutcome> jobs) {

    public MarketResult {
        slrBySize = List.copyOf(slrBySize);
        jobs = List.copyOf(jobs);
    }
}
