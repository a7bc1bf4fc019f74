package org.gridbench.ui.properties;

import java.math.BigDecimal;
import java.math.MathContext;

import org.eclipse.core.runtime.IStatus;

/**
 * One row of the Properties view (Eclipse's property sheet): a name, the value as the user would type it, its unit,
 * and the edit that sets it, or null when the property is read-only.
 *
 * @param unit the unit, empty for a name or a count
 */
public record Property(String name, String value, String unit, Edit edit) {

    private static final MathContext FOUR_DIGITS = new MathContext(4);

    /** Sets a property from typed text through the editor's undoable history. */
    @FunctionalInterface
    public interface Edit {
        /**
         * The outcome of the edit (refused edits change nothing and say why).
         *
         * @throws NumberFormatException when the text is not the number the property holds
         */
        IStatus apply(String text);
    }

    public static Property readOnly(String name, String value, String unit) {
        return new Property(name, value, unit, null);
    }

    public boolean editable() {
        return edit != null;
    }

    /** A number as it can be typed back: every digit, no exponent, no trailing zeros (9.017e7 is 90170000). */
    public static String plain(double x) {
        if (Double.isNaN(x) || Double.isInfinite(x)) {
            return "";
        }
        String s = BigDecimal.valueOf(x).stripTrailingZeros().toPlainString();
        return s.equals("-0") ? "0" : s;
    }

    /** A number to four significant digits, as it can be typed back: 2.875 for 2.8746318273645 (see {@link #plain}). */
    public static String significant(double x) {
        return Double.isNaN(x) || Double.isInfinite(x) ? "" : plain(new BigDecimal(x).round(FOUR_DIGITS).doubleValue());
    }
}
