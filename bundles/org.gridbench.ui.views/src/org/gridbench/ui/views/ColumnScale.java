package org.gridbench.ui.views;

import java.util.List;

import org.gridbench.ui.run.HumanNumbers;

/**
 * The power of ten a table column's numbers are written in, as a paper's table says "× 10⁹" in a column's heading: a
 * column whose largest magnitude reaches a million is written in units of 10^(3k), the largest k that leaves its
 * largest value at 1 or more, so that its cells keep four significant digits in at most five characters (3.936 and
 * 12.65 for 3,936,297,000 and 12,649,480,000 under "× 10⁹"), never an exponent in a cell. Smaller columns (counts of
 * tasks, proportions) are written as they are.
 */
final class ColumnScale {

    /** The least largest magnitude of a column written in a power of ten. */
    static final double FROM = 1e6;
    private static final String SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹";

    private ColumnScale() {
    }

    /** The power of ten (0, 6, 9, 12, ...) of a column of the file's texts; a text that is not a number is left out. */
    static int exponent(List<String> cells) {
        double largest = 0;
        for (String cell : cells) {
            try {
                double value = Math.abs(Double.parseDouble(cell));
                largest = Double.isFinite(value) ? Math.max(largest, value) : largest;
            } catch (NumberFormatException e) {
                // an empty cell (a failed run) or a word has no magnitude
            }
        }
        return exponent(largest);
    }

    /** The power of ten (0, 6, 9, 12, ...) of numbers whose largest magnitude is {@code largest}. */
    static int exponent(double largest) {
        return largest < FROM ? 0 : 3 * (int) Math.floor(Math.log10(largest) / 3);
    }

    /** {@code value} in units of 10^exponent, four significant digits, as the Results view writes numbers. */
    static String cell(double value, int exponent) {
        return HumanNumbers.format(value / Math.pow(10, exponent));
    }

    /** The heading's line that says the power: "× 10⁹"; "" for none. */
    static String unit(int exponent) {
        if (exponent == 0) {
            return "";
        }
        StringBuilder power = new StringBuilder("× 10");
        for (char digit : Integer.toString(exponent).toCharArray()) {
            power.append(SUPERSCRIPTS.charAt(digit - '0'));
        }
        return power.toString();
    }
}
