package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.gridbench.ui.run.HumanNumbers;
import org.junit.jupiter.api.Test;

/** Numbers in views: grouped thousands, no exponent, four significant digits below 1,000. */
class HumanNumbersTest {

    /** The Run view read "1 decisions". */
    @Test
    void aCountAgreesWithItsNoun() {
        assertEquals("1 decision", HumanNumbers.count(1, "decision"));
        assertEquals("0 decisions", HumanNumbers.count(0, "decision"));
        assertEquals("1,703 events", HumanNumbers.count(1703, "event"));
    }

    @Test
    void largeNumbersAreWholeAndGrouped() {
        assertEquals("70,207,054", HumanNumbers.format(70_207_054.312));
        assertEquals("1,235", HumanNumbers.format(1234.6));
        assertEquals("-90,171,700", HumanNumbers.format(-9.01717e7));
    }

    @Test
    void smallNumbersKeepFourSignificantDigitsWithoutAnExponent() {
        assertEquals("0.0001235", HumanNumbers.format(0.000123456));
        assertEquals("0.3381", HumanNumbers.format(0.338123));
        assertEquals("89.35", HumanNumbers.format(89.35));
        assertEquals("5", HumanNumbers.format(5.0));
        assertEquals("1,000", HumanNumbers.format(999.96));
        assertEquals("-2.5", HumanNumbers.format(-2.5));
        assertEquals("0", HumanNumbers.format(0));
    }

    @Test
    void aNumberToGivenDecimalsDropsItsTrailingZeros() {
        assertEquals("1,234.57", HumanNumbers.format(1234.5678, 2));
        assertEquals("2.5", HumanNumbers.format(2.5, 3));
        assertEquals("0", HumanNumbers.format(-0.0001, 2), "a negative value rounded to zero is 0, not -0");
        assertEquals("12,000", HumanNumbers.format(12_000.4, 0));
    }

    @Test
    void valuesThatAreNotNumbersSaySo() {
        assertEquals("n/a", HumanNumbers.format(Double.NaN));
        assertEquals("\u221e", HumanNumbers.format(Double.POSITIVE_INFINITY));
    }
}
