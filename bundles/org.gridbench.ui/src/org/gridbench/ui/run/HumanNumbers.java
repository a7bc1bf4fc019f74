package org.gridbench.ui.run;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

import org.gridbench.model.scenario.Plural;
import org.gridbench.runs.TerminalNumbers;

/**
 * Numbers as views show them to people: thousands grouped, no exponent, four significant digits below 1,000 and
 * whole numbers above (70,207,054 and 0.0001235, never 7.02071e+07 or 1.235e-04). Files keep every digit instead.
 * The rounding ({@link #rounded}) is the one of every number the workbench shows rounded, grouped or not, and of the
 * numbers the command line prints ({@link TerminalNumbers}).
 */
public final class HumanNumbers {

    private HumanNumbers() {
    }

    public static String format(double x) {
        if (Double.isNaN(x)) {
            return "n/a";
        }
        if (Double.isInfinite(x)) {
            return x > 0 ? "\u221e" : "-\u221e";
        }
        return grouped(rounded(x));
    }

    /** A finite {@code x} as people read it ({@link TerminalNumbers#rounded}: 0.3, 2.001, 1001). */
    public static BigDecimal rounded(double x) {
        return TerminalNumbers.rounded(x);
    }

    /** A finite {@code x} to four significant digits at any magnitude ({@link TerminalNumbers#significant}). */
    public static BigDecimal significant(double x) {
        return TerminalNumbers.significant(x);
    }

    /** {@code x} rounded to at most {@code decimals} decimals, its trailing zeros dropped, grouped, no exponent. */
    public static String format(double x, int decimals) {
        return grouped(new BigDecimal(x).setScale(decimals, RoundingMode.HALF_EVEN).stripTrailingZeros());
    }

    /**
     * A share of time (0.0025 for a quarter of a percent) as a whole percentage ("12%"), except that a share that is
     * not zero never reads "0%": below half a percent it reads "<1%" (its digits in {@link #percentExact}).
     */
    public static String percent(double share) {
        long whole = Math.round(100 * share);
        return whole == 0 && share > 0 ? "<1%" : whole + "%";
    }

    /** A share of time as a percentage with every digit of the share ("0.25%" for 0.0025), for a tooltip. */
    public static String percentExact(double share) {
        return Double.isFinite(share) ? BigDecimal.valueOf(share).movePointRight(2).stripTrailingZeros()
                .toPlainString() + "%" : format(share);
    }

    /** A count with its noun, thousands grouped: "1 decision", "1,703 events". */
    public static String count(long n, String noun) {
        return String.format(Locale.ROOT, "%,d %s", n, Plural.noun(n, noun));
    }

    private static String grouped(BigDecimal value) {
        int decimals = Math.max(0, value.scale());
        DecimalFormat grouped = new DecimalFormat("#,##0", DecimalFormatSymbols.getInstance(Locale.ROOT));
        grouped.setMinimumFractionDigits(decimals);
        grouped.setMaximumFractionDigits(decimals);
        return grouped.format(value.signum() == 0 ? BigDecimal.ZERO : value);
    }
}
