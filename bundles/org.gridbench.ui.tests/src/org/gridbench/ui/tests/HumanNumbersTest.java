package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.gridbench.ui.run.HumanNumbers;
import org.junit.jupiter.api.Test;

/**
 * Numbers in views: grouped thousands, no exponent, four significant digits below 1,000. The expected texts are
 * computed by hand from the digits a file writes.
 */
class HumanNumbersTest {

    /** The Run view read "1 decisions". */
    @Test
    void aCountAgreesWithItsNoun() {
        assertEquals("1 decision", HumanNumbers.count(1, "decision"));
        assertEquals("0 decisions", HumanNumbers.count(0, "decision"));
        assertEquals("1,703 events", HumanNumbers.count(1703, "event"));
    }

    /** The Trees view read "LP 0%" for trees-star's P3, whose processor the LP keeps busy 0.25 % of the time. */
    @Test
    void aShareThatIsNotZeroNeverReadsZeroPercentAndItsTooltipHasEveryDigit() {
        assertEquals("<1%", HumanNumbers.percent(0.0025));
        assertEquals("0.25%", HumanNumbers.percentExact(0.0025));
        assertEquals("0%", HumanNumbers.percent(0));
        assertEquals("1%", HumanNumbers.percent(0.005));
        assertEquals("100%", HumanNumbers.percent(1));
        assertEquals("12.345678%", HumanNumbers.percentExact(0.12345678));
        assertEquals("100%", HumanNumbers.percentExact(1));
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

    @Test
    void handComputedCases() {
        assertEquals("0.3", HumanNumbers.format(0.30000000000000004));
        assertEquals("0.0000001", HumanNumbers.format(1e-7), "no exponent");
        assertEquals("123,456,789", HumanNumbers.format(123_456_789));
        assertEquals("0", HumanNumbers.format(-0.0), "no -0");
        assertEquals("10", HumanNumbers.format(9.99995), "9.99995 to four digits is 10.00");
        assertEquals("-\u221e", HumanNumbers.format(Double.NEGATIVE_INFINITY));
    }

    /**
     * A tie in the digits the file shows is rounded away from zero, as by hand: 1.0005 (whose double is
     * 1.000499999...) read "1", 0.0012345 read "0.001234", and 1000.5 read "1,000" (Math.rint rounds half to even).
     */
    @Test
    void aTieInTheFilesDigitsRoundsAwayFromZero() {
        assertEquals("1.001", HumanNumbers.format(1.0005));
        assertEquals("0.001235", HumanNumbers.format(0.0012345));
        assertEquals("1,001", HumanNumbers.format(1000.5));
        assertEquals("-1,001", HumanNumbers.format(-1000.5));
        assertEquals("2,502", HumanNumbers.format(2501.5));
    }

    /** 1e23 read "99,999,999,999,999,991,611,392", the binary value's digits, where the file writes 1.0E23. */
    @Test
    void aNumberBeyond2To53ShowsTheFilesDigits() {
        assertEquals("100,000,000,000,000,000,000,000", HumanNumbers.format(1e23));
    }
}
