package org.gridbench.stars.tests;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.stars.availability.AvailabilityPolicy;
import org.gridbench.stars.availability.DistanceFunction;
import org.gridbench.stars.availability.Horizon;
import org.gridbench.stars.availability.SampledFunction;

/** Algorithm 3.1 literally, the reference the clustering is tested against: rescan every pair at every step. */
final class NaiveClustering {

    private NaiveClustering() {
    }

    /**
     * Merges the pair of least DIST until at most {@code sfMax} functions are left, ties to the first pair found; each
     * pair's DIST is taken as the clustering evaluates it, (newer, older) once either of them is a merge.
     */
    static <F extends SampledFunction<F>> List<F> cluster(AvailabilityPolicy<F> policy, List<F> z,
            DistanceFunction<F> dist, Horizon horizon, int sfMax) {
        List<F> current = new ArrayList<>(z);
        List<Integer> age = new ArrayList<>();
        for (int i = 0; i < z.size(); i++) {
            age.add(0);
        }
        int step = 0;
        while (current.size() > sfMax) {
            int bi = -1;
            int bj = -1;
            double best = Double.POSITIVE_INFINITY;
            for (int i = 0; i < current.size(); i++) {
                for (int j = i + 1; j < current.size(); j++) {
                    double d = age.get(j) > age.get(i) ? dist.distance(current.get(j), current.get(i))
                            : dist.distance(current.get(i), current.get(j));
                    if (d < best) {
                        best = d;
                        bi = i;
                        bj = j;
                    }
                }
            }
            current.set(bi, policy.sum(current.get(bi), current.get(bj), horizon));
            age.set(bi, ++step);
            current.remove(bj);
            age.remove(bj);
        }
        return current;
    }
}
