package org.gridbench.stars.availability;

import java.util.ArrayList;
import java.util.List;

/**
 * Hierarchical agglomerative clustering of sampled functions (Algorithm 3.1), exact: at each step the pair with the
 * least DIST is summed, ties going to the lexicographically smallest pair of positions in the input list.
 *
 * <p>It keeps the pairwise distance matrix of the current clusters and, per cluster, its nearest neighbour. A merge
 * computes one new row, O(n), and rescans only the rows whose nearest neighbour was one of the merged pair; finding
 * the closest pair scans the n cached minima. Building the matrix costs O(n^2) distances; the merges cost O(n) each
 * when few rows point to the merged pair, O(n^2) in the worst case. Memory is O(n^2) doubles.
 */
final class Clustering {

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
        List<F> clusters = new ArrayList<>(functions);
        boolean[] alive = new boolean[n];
        double[][] distance = new double[n][n];
        int[] nearest = new int[n];
        for (int i = 0; i < n; i++) {
            alive[i] = true;
            for (int j = i + 1; j < n; j++) {
                double d = dist.distance(clusters.get(i), clusters.get(j));
                distance[i][j] = d;
                distance[j][i] = d;
            }
        }
        for (int i = 0; i < n; i++) {
            nearest[i] = nearestOf(i, distance, alive);
        }
        for (int size = n; size > sfMax; size--) {
            int i = closestRow(distance, nearest, alive);
            int j = nearest[i];
            clusters.set(i, policy.sum(clusters.get(i), clusters.get(j), horizon));
            clusters.set(j, null);
            alive[j] = false;
            for (int k = 0; k < n; k++) {
                if (alive[k] && k != i) {
                    double d = dist.distance(clusters.get(i), clusters.get(k));
                    distance[i][k] = d;
                    distance[k][i] = d;
                }
            }
            nearest[i] = nearestOf(i, distance, alive);
            for (int k = 0; k < n; k++) {
                if (!alive[k] || k == i) {
                    continue;
                }
                if (nearest[k] == i || nearest[k] == j) {
                    nearest[k] = nearestOf(k, distance, alive);
                } else if (closer(distance[k][i], i, distance[k][nearest[k]], nearest[k])) {
                    nearest[k] = i;
                }
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

    /** The live row whose cached minimum is least; ties to the lowest row, so the pair is the smallest (i, j). */
    private static int closestRow(double[][] distance, int[] nearest, boolean[] alive) {
        int best = -1;
        for (int i = 0; i < alive.length; i++) {
            if (alive[i] && nearest[i] >= 0 && (best < 0 || distance[i][nearest[i]] < distance[best][nearest[best]])) {
                best = i;
            }
        }
        return best;
    }

    private static int nearestOf(int i, double[][] distance, boolean[] alive) {
        int best = -1;
        for (int k = 0; k < alive.length; k++) {
            if (alive[k] && k != i && (best < 0 || closer(distance[i][k], k, distance[i][best], best))) {
                best = k;
            }
        }
        return best;
    }

    private static boolean closer(double d, int index, double bestDistance, int best) {
        return d < bestDistance || (d == bestDistance && index < best);
    }
}
