package org.gridbench.runs;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Locale;

/**
 * Numbers as the headless commands print them for people (terminal summaries, tables and messages), and the one
 * rounding of every number shown rounded, which the views' HumanNumbers use too: the digits a file writes (the shortest
 * decimal that reads back, {@code BigDecimal.valueOf}) rounded half up. Beyond {@value #SCIENTIFIC_FROM}, and below
 * {@value #SCIENTIFIC_BELOW} for a readable number, four significant digits in scientific notation (1.214e+301, not
 * 301 digits). Files keep every digit.
 */
public final class TerminalNumbers {

    /** From this magnitude on, a number's digits are no one's to read (and more than a double holds). */
    public static final double SCIENTIFIC_FROM = 1e15;
    /** Below this magnitude (not 0), a readable number would start with more zeros than digits. */
    public static final double SCIENTIFIC_BELOW = 1e-4;

    /** Four significant digits, a tie rounded away from zero, as by hand. */
    private static final MathContext FOUR_DIGITS = new MathContext(4, RoundingMode.HALF_UP);

    /** From this magnitude on, a number is read as a whole number: 12,000,000, not 12,000,000.25. */
    private static final double WHOLE_FROM = 1000;

    private TerminalNumbers() {
    }

    /** {@code x} with {@code decimals} decimals ("%.1f"), or {@link #scientific} from {@value #SCIENTIFIC_FROM} on. */
    public static String fixed(double x, int decimals) {
        if (Double.isFinite(x) && Math.abs(x) >= SCIENTIFIC_FROM) {
            return scientific(x);
        }
        return String.format(Locale.ROOT, "%." + decimals + "f", x);
    }

    /** {@code x} as {@link #rounded}, without an exponent, or {@link #scientific} when huge or tiny: 0.3, 1.000e+300. */
    public static String readable(double x) {
        if (!Double.isFinite(x)) {
            return String.valueOf(x);
        }
        double magnitude = Math.abs(x);
        if (magnitude >= SCIENTIFIC_FROM || magnitude > 0 && magnitude < SCIENTIFIC_BELOW) {
            return scientific(x);
        }
        return rounded(x).toPlainString();
    }

    /** A finite {@code x}'s four significant digits in scientific notation: 1.214e+301, 1.000e+15, -2.500e-07. */
    public static String scientific(double x) {
        return String.format(Locale.ROOT, "%.3e", BigDecimal.valueOf(x));
    }

    /**
     * A finite {@code x} as people read it: its file digits rounded half up to four significant digits below 1,000
     * (0.3 for 0.30000000000000004, 2.001 for 2.0005), to the nearest whole number from 1,000 on (1001 for 1000.5).
     */
    public static BigDecimal rounded(double x) {
        return Math.abs(x) >= WHOLE_FROM ? BigDecimal.valueOf(x).setScale(0, RoundingMode.HALF_UP) : significant(x);
    }

    /** A finite {@code x} to four significant digits at any magnitude (see {@link #rounded}), no trailing zeros. */
    public static BigDecimal significant(double x) {
        return BigDecimal.valueOf(x).round(FOUR_DIGITS).stripTrailingZeros();
    }
}
