package org.gridbench.runs.stars;

import java.util.Optional;

import org.gridbench.model.scenario.HeapLimits;

/**
 * The heap a STaRS run needs per node, checked before the overlay is built. The numbers are the live heap per node after
 * runs of {@code ./gridbench bench stars} (docs/performance.md: 10^5 nodes, 10^7 for IBP, SF_max 15, 300 simulated s),
 * the least a run keeps; a policy Gridbench has not measured (a plug-in) is given the largest. FSP's was checked by
 * -Xmx bisection: 10^5 nodes ran at a reported maximum heap of 353 MiB and not at 312 MiB, and 2,600 bytes refuse
 * them below 331 MiB.
 */
public final class StarsHeap {

    private StarsHeap() {
    }

    /** Bytes of live heap per node under {@code policy}. */
    public static long bytesPerNode(String policy) {
        return switch (policy) {
            case "IBP" -> 450;
            case "WDP" -> 600;
            case "MMP" -> 1_400;
            case "DP" -> 2_400;
            default -> 2_600;
        };
    }

    /** Empty when {@code nodes} nodes under {@code policy} fit the heap, else why not and how to raise it. */
    public static Optional<String> refusal(long nodes, String policy) {
        return refusal(nodes, policy, HeapLimits.usable());
    }

    /** As {@link #refusal(long, String)} with {@code usable} bytes of heap, for tests that compute it by hand. */
    public static Optional<String> refusal(long nodes, String policy, long usable) {
        return HeapLimits.refusal(nodes, "STaRS nodes under " + policy, bytesPerNode(policy), usable);
    }

    /**
     * Bytes per task under FSP, which queues every task it accepts at a node: one request of 10^7 tasks on 64 nodes
     * ran in 99 s and 2.3 GB resident; 2^31 - 1 tasks failed inside, a decision over its 10 s budget.
     */
    public static final long BYTES_PER_FSP_TASK = 250;

    /** Empty when {@code tasks} tasks in all fit the heap under {@code policy}; only FSP queues every task. */
    public static Optional<String> taskRefusal(long tasks, String policy) {
        return "FSP".equals(policy) ? HeapLimits.refusal(tasks, "tasks under FSP (each accepted one waits in a node's"
                + " queue)", BYTES_PER_FSP_TASK) : Optional.empty();
    }
}
