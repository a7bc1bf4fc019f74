package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;

import org.gridbench.stars.availability.AvailabilityPolicy;
import org.gridbench.stars.availability.AvailabilitySummary;
import org.gridbench.stars.availability.DistanceFunction;
import org.gridbench.stars.availability.DpPolicy;
import org.gridbench.stars.availability.DpSampledFunction;
import org.gridbench.stars.availability.FspPolicy;
import org.gridbench.stars.availability.Horizon;
import org.gridbench.stars.availability.ParameterRanges;
import org.gridbench.stars.availability.SampledFunction;
import org.gridbench.stars.fairness.FspSampledFunction;
import org.gridbench.stars.local.EdfQueue;
import org.gridbench.stars.local.SlownessQueue;
import org.gridbench.stars.local.SlownessQueue.Task;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Algorithm 3.1 with DIST bounded below by its scalar terms (DP and FSP): the lazy clustering merges exactly the pairs
 * a literal rescan of every pair merges, in the same order, and the bound never exceeds DIST.
 */
class ClusteringBoundTest {

    private static final DpPolicy DP = new DpPolicy();
    private static final FspPolicy FSP = new FspPolicy();
    /** Memory and disk classes as the node model draws them: few values, so that many bounds tie. */
    private static final double[] MEMORY = {256, 512, 1024, 2048};
    private static final double[] DISK = {10240, 20480, 40960, 81920};

    @ParameterizedTest
    @CsvSource({"30, 30, 20, 1", "60, 40, 50, 2", "25, 25, 5, 3", "50, 50, 1, 4"})
    void dpLazyClusteringEqualsNaiveRescan(int left, int right, int sfMax, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        assertSameAsNaive(DP, randomDp(random, left), randomDp(random, right), sfMax, 7);
    }

    @ParameterizedTest
    @CsvSource({"30, 30, 20, 5", "60, 40, 50, 6", "25, 25, 5, 7", "50, 50, 1, 8"})
    void fspLazyClusteringEqualsNaiveRescan(int left, int right, int sfMax, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        assertSameAsNaive(FSP, randomFsp(random, left), randomFsp(random, right), sfMax, 0);
    }

    @ParameterizedTest
    @CsvSource({"DP, 9", "FSP, 10"})
    void theBoundIsTheScalarTermsAndNeverAboveDist(String policyName, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        if (policyName.equals("DP")) {
            assertBoundBelow(DP, randomDp(random, 40), randomDp(random, 40), 7);
        } else {
            assertBoundBelow(FSP, randomFsp(random, 40), randomFsp(random, 40), 0);
        }
    }

    private static <F extends SampledFunction<F>> void assertSameAsNaive(AvailabilityPolicy<F> policy,
            AvailabilitySummary<F> x, AvailabilitySummary<F> y, int sfMax, double now) {
        List<F> all = new ArrayList<>(x.functions());
        all.addAll(y.functions());
        ParameterRanges ranges = x.ranges().merge(y.ranges());
        Horizon horizon = policy.horizon(all, now);
        List<F> expected = NaiveClustering.cluster(policy, all, policy.distanceFor(ranges, horizon), horizon, sfMax);
        assertEquals(expected, x.aggregate(y, sfMax, now).functions());
    }

    private static <F extends SampledFunction<F>> void assertBoundBelow(AvailabilityPolicy<F> policy,
            AvailabilitySummary<F> x, AvailabilitySummary<F> y, double now) {
        List<F> all = new ArrayList<>(x.functions());
        all.addAll(y.functions());
        DistanceFunction<F> dist = policy.distanceFor(x.ranges().merge(y.ranges()), policy.horizon(all, now));
        assertFalse(dist.boundIsExact());
        int strictlyBelow = 0;
        for (int i = 0; i < all.size(); i++) {
            for (int j = 0; j < all.size(); j++) {
                if (i != j) {
                    double bound = dist.lowerBound(all.get(i), all.get(j));
                    double d = dist.distance(all.get(i), all.get(j));
                    assertTrue(bound >= 0 && bound <= d, bound + " > " + d);
                    strictlyBelow += bound < d ? 1 : 0;
                }
            }
        }
        assertTrue(strictlyBelow > 0, "the functional term is part of DIST");
    }

    private static AvailabilitySummary<DpSampledFunction> randomDp(SplittableRandom random, int nodes) {
        return summary(DP, nodes, random, r -> {
            int tasks = r.nextInt(4);
            double[] deadlines = new double[tasks];
            double[] lengths = new double[tasks];
            double d = 7;
            for (int k = 0; k < tasks; k++) {
                d += r.nextDouble(1, 40);
                deadlines[k] = d;
                lengths[k] = r.nextDouble(1, 20);
            }
            EdfQueue q = EdfQueue.of(7, 0.5 + r.nextInt(4) * 0.5, 7 + r.nextDouble(10), deadlines, lengths);
            return DP.node(MEMORY[r.nextInt(MEMORY.length)], DISK[r.nextInt(DISK.length)], q.availableFunction());
        });
    }

    private static AvailabilitySummary<FspSampledFunction> randomFsp(SplittableRandom random, int nodes) {
        return summary(FSP, nodes, random, r -> {
            double now = 50;
            List<Task> tasks = new ArrayList<>();
            for (int k = r.nextInt(4); k > 0; k--) {
                tasks.add(new Task(now - r.nextDouble(30), 0.5 + r.nextDouble(25)));
            }
            SlownessQueue q = SlownessQueue.of(now, 0.5 + r.nextDouble(2), new Task(now - r.nextDouble(20), 2),
                    now + 1, tasks);
            return FSP.node(MEMORY[r.nextInt(MEMORY.length)], DISK[r.nextInt(DISK.length)], q);
        });
    }

    /** Nodes aggregated one by one, as a branch grows, kept to at most {@code nodes / 2} functions. */
    private static <F extends SampledFunction<F>> AvailabilitySummary<F> summary(AvailabilityPolicy<F> policy,
            int nodes, SplittableRandom random, Function<SplittableRandom, F> node) {
        AvailabilitySummary<F> s = null;
        for (int u = 0; u < nodes; u++) {
            AvailabilitySummary<F> leaf = AvailabilitySummary.of(policy, node.apply(random));
            s = s == null ? leaf : s.aggregate(leaf, Math.max(1, nodes / 2), 7);
        }
        assertTrue(s.functions().size() <= Math.max(1, nodes / 2));
        return s;
    }
}
