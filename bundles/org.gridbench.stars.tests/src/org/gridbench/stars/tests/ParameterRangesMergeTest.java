package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.gridbench.stars.availability.ParameterRanges;
import org.junit.jupiter.api.Test;

/** Section 3.2.2: merged ranges are the min of the mins and the max of the maxes; an input that holds both is reused. */
class ParameterRangesMergeTest {

    private static ParameterRanges ranges(double... minMax) {
        double[] min = new double[minMax.length / 2];
        double[] max = new double[minMax.length / 2];
        for (int i = 0; i < min.length; i++) {
            min[i] = minMax[2 * i];
            max[i] = minMax[2 * i + 1];
        }
        return ParameterRanges.of(min, max);
    }

    @Test
    void rangesWithinTheOtherGiveTheOtherItself() {
        ParameterRanges wide = ranges(0, 4, 10, 20);
        ParameterRanges narrow = ranges(1, 3, 12, 15);
        assertSame(wide, wide.merge(narrow));
        assertSame(wide, narrow.merge(wide));
        // equal bounds count as within
        ParameterRanges edge = ranges(0, 4, 10, 20);
        assertSame(wide, wide.merge(edge));
        assertSame(edge, edge.merge(wide));
    }

    @Test
    void overlappingRangesGiveNewBoundsPerParameter() {
        ParameterRanges a = ranges(0, 4, 10, 20);
        ParameterRanges b = ranges(2, 6, 5, 15);
        ParameterRanges merged = a.merge(b);
        assertNotSame(a, merged);
        assertNotSame(b, merged);
        assertEquals(ranges(0, 6, 5, 20), merged);
        assertEquals(0, merged.min(0));
        assertEquals(6, merged.max(0));
        assertEquals(5, merged.min(1));
        assertEquals(20, merged.max(1));
    }

    @Test
    void noNodesAddNothingAndSignedZerosStayAsMathMinGivesThem() {
        ParameterRanges some = ranges(1, 2, 3, 4);
        ParameterRanges none = ParameterRanges.empty(2);
        assertSame(some, some.merge(none));
        assertSame(some, none.merge(some));
        assertSame(none, none.merge(ParameterRanges.empty(2)));
        // Math.min(0.0, -0.0) is -0.0: the ranges holding 0.0 do not absorb -0.0
        ParameterRanges positiveZero = ranges(0.0, 1, 0.0, 1);
        ParameterRanges negativeZero = ranges(-0.0, 1, -0.0, 1);
        assertSame(negativeZero, positiveZero.merge(negativeZero));
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(
                negativeZero.merge(positiveZero).min(0)));
    }
}
