package org.gridbench.market.internal;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.market.JobOutcome;
import org.gridbench.market.MarketResult;
import org.gridbench.market.SizeBand;
import org.gridbench.model.workflow.Job;

/** The section V metrics of a finished run, from each job's finish tick or starvation. */
final class ResultBuilder {
    private final TaskTable tasks;
    private final long totalCores;

    ResultBuilder(TaskTable tasks, long totalCores) {
        this.tasks = tasks;
        this.totalCores = totalCores;
    }

    MarketResult build(String policyId, long[] jobFinish, int[] starvedTasks, long executedWork,
            long lastCompletion) {
        List<Job> jobs = tasks.workload.jobs();
        List<JobOutcome> outcomes = new ArrayList<>(jobs.size());
        double earned = 0;
        double maximum = 0;
        double totalWork = 0;
        int jobsStarved = 0;
        int tasksStarved = 0;
        for (int j = 0; j < jobs.size(); j++) {
            Job job = jobs.get(j);
            double cp = tasks.criticalPath[j];
            boolean completed = jobFinish[j] >= 0;
            double slr = completed ? (jobFinish[j] - job.arrival()) / cp : Double.NaN;
            double value = completed ? job.valueCurve().value(slr) : 0;
            outcomes.add(new JobOutcome(job.id(), job.arrival(), cp, job.valueCurve().vMax(), jobFinish[j], slr,
                    value, starvedTasks[j]));
            earned += value;
            maximum += job.valueCurve().vMax();
            jobsStarved += completed ? 0 : 1;
            tasksStarved += starvedTasks[j];
        }
        for (int t = 0; t < tasks.taskCount; t++) {
            totalWork += tasks.work(t);
        }
        long makespan = jobs.isEmpty() ? 0 : lastCompletion - jobs.get(0).arrival();
        return new MarketResult(policyId, earned, maximum, ratio(earned, maximum), ratio(jobsStarved, jobs.size()),
                ratio(tasksStarved, tasks.taskCount), meanSlr(outcomes), sizeBands(outcomes), totalWork,
                executedWork, makespan, ratio(executedWork, (double) totalCores * makespan), outcomes);
    }

    private static double ratio(double part, double whole) {
        return whole == 0 ? 0 : part / whole;
    }

    private static double meanSlr(List<JobOutcome> outcomes) {
        return outcomes.stream().filter(o -> !o.starved()).mapToDouble(JobOutcome::slr).average().orElse(Double.NaN);
    }

    // Figure 7: bands [2^b, 2^(b+1)) of critical path, from the smallest job of the workload to the largest.
    private static List<SizeBand> sizeBands(List<JobOutcome> outcomes) {
        if (outcomes.isEmpty()) {
            return List.of();
        }
        int lowest = Integer.MAX_VALUE;
        int highest = Integer.MIN_VALUE;
        for (JobOutcome o : outcomes) {
            lowest = Math.min(lowest, band(o.criticalPath()));
            highest = Math.max(highest, band(o.criticalPath()));
        }
        int[] jobs = new int[highest - lowest + 1];
        int[] completed = new int[jobs.length];
        double[] slrSum = new double[jobs.length];
        for (JobOutcome o : outcomes) {
            int b = band(o.criticalPath()) - lowest;
            jobs[b]++;
            if (!o.starved()) {
                completed[b]++;
                slrSum[b] += o.slr();
            }
        }
        List<SizeBand> bands = new ArrayList<>(jobs.length);
        for (int b = 0; b < jobs.length; b++) {
            double lower = Math.scalb(1.0, b + lowest);
            bands.add(new SizeBand(lower, 2 * lower, jobs[b], completed[b],
                    completed[b] == 0 ? Double.NaN : slrSum[b] / completed[b]));
        }
        return bands;
    }

    private static int band(double criticalPath) {
        return Math.getExponent(criticalPath);
    }
}
