package org.gridbench.runs;

import java.util.Optional;

import org.gridbench.model.scenario.HeapLimits;

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
}
