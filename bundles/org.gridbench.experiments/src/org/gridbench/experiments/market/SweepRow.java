package org.gridbench.experiments.market;

import java.util.List;

import org.gridbench.market.MarketResult;
import org.gridbench.market.SizeBand;

/** What a sweep keeps of one run: its metrics without the per-job outcomes. */
public record SweepRow(int workload, double load, String policy, double valueFraction, double starvedJobFraction,
        double starvedTaskFraction, double meanSlr, int jobs, long tasks, double utilisation, List<SizeBand> slrBySize,
        long wallMillis) {

    static SweepRow of(int workload, double load, MarketResult result, long tasks, long wallMillis) {
        return new SweepRow(workload, load, result.policyId(), result.proportionOfMaximumValue(),
                result.fractionJobsStarved(), result.fractionTasksStarved(), result.meanSlr(), result.jobs().size(),
                tasks, result.utilisation(), result.slrBySize(), wallMillis);
    }
}
