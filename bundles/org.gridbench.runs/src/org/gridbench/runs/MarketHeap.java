package org.gridbench.runs;

import java.util.Locale;
import java.util.Optional;

import org.gridbench.model.scenario.HeapLimits;
import org.gridbench.model.workload.JobLevelSettings;
import org.gridbench.model.workload.WorkflowSettings;
import org.gridbench.model.workload.WorkloadModel;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The heap a market run needs per job of a synthetic workload (the paper's 5 to 20 tasks, section V), checked before
 * the workload is generated: the live heap per job of a generated workload and its auctioneer state, measured
 * (docs/limits.md, "Heap per item").
 */
public final class MarketHeap {

    /** Bytes per generated job with its run state, measured on 10^5 jobs of the paper's generator. */
    public static final long BYTES_PER_JOB = 6_000;

    private MarketHeap() {
    }

    /** Empty when {@code workloads} workloads of {@code jobs} jobs held at once fit the heap. */
    public static Optional<String> refusal(long jobs, int workloads) {
        return HeapLimits.refusal(jobs * workloads, "generated market jobs", BYTES_PER_JOB);
    }

    /**
     * Empty when a scenario's {@code workload.generator} fits the heap; else "field: reason". A job's heap is the
     * measured one scaled by the tasks and edges of the largest job the settings allow over those of the paper's
     * largest (20 tasks), so that a larger or denser job counts for more. The field is {@code maxTasks} when one such
     * job alone does not fit, else {@code jobs}.
     */
    public static Optional<String> generatorRefusal(JsonNode generator) {
        boolean perTask = WorkloadModel.of(Optional.ofNullable(generator.get("model")).map(JsonNode::textValue),
                generator::has) == WorkloadModel.PER_TASK;
        WorkflowSettings paper = WorkflowSettings.paper();
        double factor = perTask ? paper.meanOutDegree() : JobLevelSettings.paper().edgeFactor();
        double density = generator.path(perTask ? "meanOutDegree" : "edgeFactor").asDouble(factor);
        long tasks = generator.path("maxTasks").asLong(paper.maxTasks());
        double edges = edges(tasks, density, perTask);
        double scale = Math.max(1, (tasks + edges) / (paper.maxTasks() + edges(paper.maxTasks(), factor, perTask)));
        long bytesPerJob = (long) Math.min(Long.MAX_VALUE, Math.ceil(BYTES_PER_JOB * scale));
        String items = scale == 1 ? "generated market jobs" : String.format(Locale.ROOT,
                "generated market jobs of up to %d tasks and %.0f edges", tasks, edges);
        String field = HeapLimits.refusal(1, items, bytesPerJob).isPresent() ? "maxTasks: " : "jobs: ";
        return HeapLimits.refusal(generator.path("jobs").asLong(0), items, bytesPerJob).map(m -> field + m);
    }

    // the most edges of a job of n tasks: job-level, [4]'s ceil(n(n - 1) f / log10(n(n - 1))); per-task, n x mean
    // out-degree; at most the n(n - 1) / 2 of a DAG
    private static double edges(long tasks, double density, boolean perTask) {
        if (tasks < 2) {
            return 0;
        }
        double pairs = (double) tasks * (tasks - 1);
        double wanted = perTask ? tasks * density : Math.ceil(pairs * density / Math.log10(pairs));
        return Math.min(pairs / 2, wanted);
    }
}
