package org.gridbench.stars.availability;

import java.util.ArrayList;
import java.util.List;

/**
 * Hierarchical agglomerative clustering of sampled functions (Algorithm 3.1), exact: at each step the pair with the
 * least DIST is summed, ties going to the lexicographically smallest pair of positions in the input list; the sum
 * takes the first position.
 *
 * <p>Lazy evaluation: every pair waits in a {@link PairQueue} keyed by a lower bound of its DIST
 * ({@link DistanceFunction#lowerBound}, for DP and FSP the scalar terms of eq. 3.8). A pair whose bound comes first
 * has its DIST computed and is queued again with it; a pair that comes first with its DIST is the closest, since every
 * other key is at most its own pair's DIST. Pairs whose bound never comes first never cost a DIST. A merge makes the
 * queued pairs of both clusters stale (their versions no longer match) and queues the new cluster's pairs.
 */
final class Clustering {

    /** One queue per thread, reused: a fresh queue per clustering was a fifth of the FSP simulation's allocation. */
    private static final ThreadLocal<PairQueue> QUEUES = ThreadLocal.withInitial(() -> new PairQueue(1024));

    private Clustering() {
    }

    // STaRS Algorithm 3.1, lines 3-6, for a fixed set of parameter ranges (eq. 3.9)
    static <F extends SampledFunction<F>> List<F> cluster(AvailabilityPolicy<F> policy, List<F> functions,
            ParameterRanges ranges, Horizon horizon, int sfMax) {
        if (sfMax < 1) {
            throw new IllegalArgumentException("SF_max must be at least 1: " + sfMax);
        }
        int n = functions.size();
        if (n <= sfMax) {
            return functions;
        }
        DistanceFunction<F> dist = policy.distanceFor(ranges, horizon);
        boolean exact = dist.boundIsExact();
        List<F> clusters = new ArrayList<>(functions);
        int[] version = new int[n];
        PairQueue queue = QUEUES.get();
        queue.clear();
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                queue.append(dist.lowerBound(clusters.get(i), clusters.get(j)), i, j, 0, 0, exact, false);
            }
        }
        queue.heapify();
        for (int size = n; size > sfMax;) {
            queue.poll();
            int i = queue.polledFirst();
            int j = queue.polledSecond();
            if (clusters.get(i) == null || clusters.get(j) == null || version[i] != queue.polledFirstVersion()
                    || version[j] != queue.polledSecondVersion()) {
                continue;
            }
            if (!queue.polledExact()) {
                boolean reversed = queue.polledReversed();
                double d = reversed ? dist.distance(clusters.get(j), clusters.get(i))
                        : dist.distance(clusters.get(i), clusters.get(j));
                queue.add(d, i, j, version[i], version[j], true, reversed);
                continue;
            }
            clusters.set(i, policy.sum(clusters.get(i), clusters.get(j), horizon));
            clusters.set(j, null);
            version[i]++;
            size--;
            if (size > sfMax) {
                queuePairsOf(i, clusters, version, dist, queue);
            }
        }
        List<F> result = new ArrayList<>(sfMax);
        for (F f : clusters) {
            if (f != null) {
                result.add(f);
            }
        }
        return result;
    }

    /** Queues the new cluster at {@code i} paired with every other live one, keyed by bounds of DIST(new, other). */
    private static <F extends SampledFunction<F>> void queuePairsOf(int i, List<F> clusters, int[] version,
            DistanceFunction<F> dist, PairQueue queue) {
        boolean exact = dist.boundIsExact();
        F merged = clusters.get(i);
        for (int k = 0; k < clusters.size(); k++) {
            F other = clusters.get(k);
            if (k == i || other == null) {
                continue;
            }
            double bound = dist.lowerBound(merged, other);
            if (k < i) {
                queue.add(bound, k, i, version[k], version[i], exact, true);
            } else {
                queue.add(bound, i, k, version[i], version[k], exact, false);
            }
        }
    }
}
