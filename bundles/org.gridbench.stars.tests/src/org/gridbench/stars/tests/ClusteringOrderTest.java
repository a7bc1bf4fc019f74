package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.stars.availability.AvailabilitySummary;
import org.gridbench.stars.availability.DistanceFunction;
import org.gridbench.stars.availability.Horizon;
import org.gridbench.stars.availability.IbpPolicy;
import org.gridbench.stars.availability.MmpPolicy;
import org.gridbench.stars.availability.ScalarPolicy;
import org.gridbench.stars.availability.ScalarSampledFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Algorithm 3.1: which pair merges first, and the incremental clustering against a naive rescan. */
class ClusteringOrderTest {

    private final IbpPolicy ibp = new IbpPolicy();

    private AvailabilitySummary<ScalarSampledFunction> summary(ScalarSampledFunction... nodes) {
        AvailabilitySummary<ScalarSampledFunction> s = AvailabilitySummary.of(ibp, nodes[0]);
        for (int i = 1; i < nodes.length; i++) {
            s = s.aggregate(AvailabilitySummary.of(ibp, nodes[i]), Integer.MAX_VALUE);
        }
        return s;
    }

    @Test
    void closestPairMergesFirst() {
        // ranges [0, 10] x [0, 10]: DIST(a, b) = 0.5/100, DIST(c, d) = 0.5/100 + 0.5/100, the rest far larger
        AvailabilitySummary<ScalarSampledFunction> x = summary(ibp.node(8, 8), ibp.node(1, 1), ibp.node(0, 0));
        AvailabilitySummary<ScalarSampledFunction> y = summary(ibp.node(9, 9), ibp.node(2, 1), ibp.node(10, 10));
        List<ScalarSampledFunction> five = x.aggregate(y, 5).functions();
        assertEquals(List.of(ibp.node(8, 8), ibp.sum(ibp.node(1, 1), ibp.node(2, 1)), ibp.node(0, 0), ibp.node(9, 9),
                ibp.node(10, 10)), five);
        List<ScalarSampledFunction> four = x.aggregate(y, 4).functions();
        assertEquals(ibp.sum(ibp.node(8, 8), ibp.node(9, 9)), four.get(0));
        assertEquals(4, four.size());
    }

    @Test
    void tiesGoToTheSmallestPair() {
        AvailabilitySummary<ScalarSampledFunction> x = summary(ibp.node(0, 0), ibp.node(1, 0));
        // range of memory [0, 2]: DIST(0, 1) = DIST(1, 2) = 0.5 / 4, DIST(0, 2) = 2 / 4; the pair (0, 1) wins
        assertEquals(List.of(ibp.sum(ibp.node(0, 0), ibp.node(1, 0)), ibp.node(2, 0)),
                x.aggregate(summary(ibp.node(2, 0)), 2).functions());
    }

    @Test
    void sfMaxOfOneSumsEveryNode() {
        AvailabilitySummary<ScalarSampledFunction> s = summary(ibp.node(3, 1), ibp.node(5, 2), ibp.node(1, 9));
        AvailabilitySummary<ScalarSampledFunction> one = s.aggregate(summary(ibp.node(4, 4)), 1);
        assertEquals(1, one.functions().size());
        assertEquals(4, one.nodeCount());
        assertEquals(1, one.functions().get(0).sample(IbpPolicy.MEMORY));
        assertEquals(1, one.functions().get(0).sample(IbpPolicy.DISK));
    }

    @ParameterizedTest
    @CsvSource({"IBP, 40, 40, 1", "IBP, 60, 20, 2", "MMP, 50, 30, 3", "MMP, 30, 30, 4"})
    void incrementalClusteringEqualsNaiveRescan(String policyName, int left, int sfMax, long seed) {
        ScalarPolicy policy = policyName.equals("IBP") ? ibp : new MmpPolicy();
        SplittableRandom random = new SplittableRandom(seed);
        AvailabilitySummary<ScalarSampledFunction> x = randomSummary(policy, left, random);
        AvailabilitySummary<ScalarSampledFunction> y = randomSummary(policy, sfMax, random);
        List<ScalarSampledFunction> all = new ArrayList<>(x.functions());
        all.addAll(y.functions());
        DistanceFunction<ScalarSampledFunction> dist = policy.distanceFor(x.ranges().merge(y.ranges()));
        assertEquals(NaiveClustering.cluster(policy, all, dist, Horizon.NONE, sfMax), x.aggregate(y, sfMax).functions());
    }

    private static AvailabilitySummary<ScalarSampledFunction> randomSummary(ScalarPolicy policy, int size,
            SplittableRandom random) {
        AvailabilitySummary<ScalarSampledFunction> s = null;
        for (int i = 0; i < 2 * size; i++) {
            double[] values = random.doubles(policy.parameters().size()).toArray();
            AvailabilitySummary<ScalarSampledFunction> node = AvailabilitySummary.of(policy, policy.node(values));
            s = s == null ? node : s.aggregate(node, size);
        }
        return s;
    }
}
