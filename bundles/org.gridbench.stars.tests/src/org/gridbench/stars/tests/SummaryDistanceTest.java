package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.gridbench.stars.availability.AvailabilitySummary;
import org.gridbench.stars.availability.IbpPolicy;
import org.gridbench.stars.availability.ParameterRanges;
import org.gridbench.stars.availability.ScalarSampledFunction;
import org.junit.jupiter.api.Test;

/** DIST (eq. 3.8), NORM (eq. 3.9) and the aggregated ranges, computed by hand. */
class SummaryDistanceTest {

    private final IbpPolicy ibp = new IbpPolicy();

    @Test
    void distanceIsTheWeightedSumOfNormalisedMse() {
        ParameterRanges ranges = ParameterRanges.of(new double[] {0, 0}, new double[] {10, 100});
        // memory MSE 2 / 10^2 + disk MSE 200 / 100^2
        assertEquals(0.04, ibp.distance(ibp.node(4, 50), ibp.node(2, 30), ranges), 1e-12);
    }

    @Test
    void parameterWithoutRangeIsLeftOut() {
        ParameterRanges ranges = ParameterRanges.of(new double[] {0, 5}, new double[] {10, 5});
        assertEquals(0.02, ibp.distance(ibp.node(4, 5), ibp.node(2, 5), ranges), 1e-12);
    }

    @Test
    void distanceIsSymmetric() {
        ParameterRanges ranges = ParameterRanges.of(new double[] {0, 0}, new double[] {10, 10});
        ScalarSampledFunction f = ibp.sum(ibp.node(4, 1), ibp.node(7, 9));
        ScalarSampledFunction g = ibp.node(3, 6);
        assertEquals(ibp.distance(f, g, ranges), ibp.distance(g, f, ranges), 1e-15);
    }

    @Test
    void aggregatedRangesAreMinOfMinsAndMaxOfMaxs() {
        AvailabilitySummary<ScalarSampledFunction> x = AvailabilitySummary.of(ibp, ibp.node(4, 50));
        AvailabilitySummary<ScalarSampledFunction> y = AvailabilitySummary.of(ibp, ibp.node(2, 70));
        AvailabilitySummary<ScalarSampledFunction> z = x.aggregate(y, 2);
        assertEquals(ParameterRanges.of(new double[] {2, 50}, new double[] {4, 70}), z.ranges());
        assertEquals(List.of(ibp.node(4, 50), ibp.node(2, 70)), z.functions());
        // 4-byte count + 2 x 2 doubles of ranges + 2 functions of 52 bytes
        assertEquals(4 + 32 + 2 * 52, z.sizeInBytes());
    }

    /** A function's own text: whole values without ".0", a fraction as it is. */
    @Test
    void aFunctionIsWrittenWithItsValuesAndItsNodes() {
        assertEquals("SF[1024, 81920]x1", ibp.node(1024, 81920).toString());
        assertEquals("SF[0.5, 3]x1", ibp.node(0.5, 3).toString());
        assertEquals("SF[4, 1]x2", ibp.sum(ibp.node(4, 1), ibp.node(7, 9)).toString(), "IBP keeps the least M and D");
    }
}
