package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.gridbench.ui.properties.Property;
import org.gridbench.ui.run.HumanNumbers;
import org.junit.jupiter.api.Test;

/**
 * A number in a field or a Properties row ({@link Property#readable}) is rounded as the views round it
 * ({@link HumanNumbers#format}), without the grouping, so that it can be typed back. The expected texts are computed by
 * hand.
 */
class PropertyNumbersTest {

    @Test
    void handComputedCases() {
        assertEquals("0.3", Property.readable(0.30000000000000004));
        assertEquals("0.0000001", Property.readable(1e-7));
        assertEquals("123456789", Property.readable(123_456_789));
        assertEquals("12000000", Property.readable(12_000_000.25));
        assertEquals("0", Property.readable(-0.0));
        assertEquals("10", Property.readable(9.99995));
        assertEquals("1000", Property.readable(999.96));
        assertEquals("1.001", Property.readable(1.0005), "a tie in the file's digits rounds away from zero");
        assertEquals("1001", Property.readable(1000.5));
    }

    /** No field takes NaN or an infinity: the field is empty. */
    @Test
    void aValueThatIsNotAFiniteNumberIsEmpty() {
        assertEquals("", Property.readable(Double.NaN));
        assertEquals("", Property.readable(Double.POSITIVE_INFINITY));
        assertEquals("", Property.significant(Double.NEGATIVE_INFINITY));
    }

    /** The value curve's D_initial and D_final keep four significant digits at any magnitude. */
    @Test
    void significantKeepsFourDigitsAtAnyMagnitude() {
        assertEquals("2.875", Property.significant(2.8746318273645));
        assertEquals("12350", Property.significant(12_345));
        assertEquals("0.001235", Property.significant(0.0012345));
    }

    @Test
    void aFieldShowsWhatAViewShowsWithoutTheGrouping() {
        for (double x : new double[] {0.30000000000000004, 1e-7, 123_456_789, -0.0, 9.99995, 1.0005, 1000.5, -2.5,
                70_207_054.312, 0.000123456, 1e23}) {
            assertEquals(HumanNumbers.format(x).replace(",", ""), Property.readable(x), () -> "for " + x);
        }
    }
}
