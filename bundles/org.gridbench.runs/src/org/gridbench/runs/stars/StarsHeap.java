package org.gridbench.runs.stars;

import java.util.Optional;

import org.gridbench.model.scenario.HeapLimits;

/**
 * The heap a STaRS run needs per node, checked before the overlay is built. The numbers are the live heap per node after
 * runs of {@code ./gridbench bench stars} (docs/performance.md: 10^5 nodes, 10^7 for IBP, SF_max 15, 300 simulated s),
 * the least a run keeps; a policy Gridbench has not measured (a plug-in) is given the largest.
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
        return HeapLimits.refusal(nodes, "STaRS nodes under " + policy, bytesPerNode(policy));
    }
}
