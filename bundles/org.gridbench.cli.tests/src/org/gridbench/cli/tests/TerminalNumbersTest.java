package org.gridbench.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.gridbench.runs.TerminalNumbers;
import org.junit.jupiter.api.Test;

/** Numbers the headless commands print for people: hand-computed cases; files keep every digit. */
class TerminalNumbersTest {

    @Test
    void fixedDecimalsUntilTheDigitsAreNoOnesToRead() {
        assertEquals("0.5", TerminalNumbers.fixed(0.5, 1));
        assertEquals("7901", TerminalNumbers.fixed(7901, 0));
        assertEquals("999999999999999.9", TerminalNumbers.fixed(999_999_999_999_999.9, 1));
        // the 10 jobs' maximum value at valueDensity 1.9e292 (x 638,894 core-minutes): 299 digits and ".0" before
        assertEquals("1.214e+298", TerminalNumbers.fixed(1.2138985999999998e298, 1));
        assertEquals("1.000e+15", TerminalNumbers.fixed(1e15, 0));
        assertEquals("-2.000e+20", TerminalNumbers.fixed(-2e20, 2));
        assertEquals("Infinity", TerminalNumbers.fixed(Double.POSITIVE_INFINITY, 1));
    }

    @Test
    void readableNumbersAreRoundedAsTheViewsRoundThem() {
        assertEquals("1", TerminalNumbers.readable(1.0));
        assertEquals("0.3", TerminalNumbers.readable(0.30000000000000004));
        assertEquals("2.001", TerminalNumbers.readable(2.0005));
        assertEquals("12346", TerminalNumbers.readable(12_345.678));
        assertEquals("0", TerminalNumbers.readable(0));
        assertEquals("0.0001235", TerminalNumbers.readable(0.00012345));
        assertEquals("1.000e-07", TerminalNumbers.readable(1e-7));
        assertEquals("1.000e+300", TerminalNumbers.readable(1e300));
        assertEquals("NaN", TerminalNumbers.readable(Double.NaN));
    }

    @Test
    void scientificKeepsFourSignificantDigitsOfTheFilesDigits() {
        assertEquals("-2.500e-07", TerminalNumbers.scientific(-2.5e-7));
        // a tie in the file's digits (1.0005E20) rounds away from zero
        assertEquals("1.001e+20", TerminalNumbers.scientific(1.0005e20));
    }
}
