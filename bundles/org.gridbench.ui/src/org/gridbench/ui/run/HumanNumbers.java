package org.gridbench.ui.run;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

import org.gridbench.model.scenario.Plural;

/**
 * Numbers as views show them to people: thousands grouped, no exponent, four significant digits below 1,000 and
 * whole numbers above (70,207,054 and 0.0001235, never 7.02071e+07 or 1.235e-04). Files keep every digit instead.
 */
public final class HumanNumbers {

    private static final MathContext FOUR_DIGITS = new MathContext(4);

    private HumanNumbers() {
    }

    public static String format(double x) {
        if (Double.isNaN(x)) {
            return "n/a";
        }
        if (Double.isInfinite(x)) {
            return x > 0 ? "\u221e" : "-\u221e";
        }
        BigDecimal value = Math.abs(x) >= 1000 ? new BigDecimal(Math.rint(x))
                : new BigDecimal(x).round(FOUR_DIGITS).stripTrailingZeros();
        return grouped(value);
    }

    /** {@code x} rounded to at most {@code decimals} decimals, its trailing zeros dropped, grouped, no exponent. */
    public static String format(double x, int decimals) {
        return grouped(new BigDecimal(x).setScale(decimals, RoundingMode.HALF_EVEN).stripTrailingZeros());
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
