package org.gridbench.ui.properties;

import java.math.BigDecimal;

import org.eclipse.core.runtime.IStatus;
import org.gridbench.model.scenario.PlainNumbers;
import org.gridbench.ui.run.HumanNumbers;

/**
 * One row of the Properties view (Eclipse's property sheet): a name, the value as the user would type it, its unit,
 * the edit that sets it, or null when the property is read-only, and the whole value when the row shows it rounded.
 *
 * @param unit the unit, empty for a name or a count
 * @param whole every digit of a rounded number (the row's tooltip), else {@code value}
 */
public record Property(String name, String value, String unit, Edit edit, String whole) {

    /** A property shown as it is held. */
    public Property(String name, String value, String unit, Edit edit) {
        this(name, value, unit, edit, value);
    }

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

    /** A number shown {@link #readable}, with every digit in its tooltip; typing the shown text back is no edit. */
    public static Property number(String name, double x, String unit, Edit edit) {
        return new Property(name, readable(x), unit, edit, plain(x));
    }

    /** A row's value is rounded for reading when its whole value has more digits. */
    public boolean rounded() {
        return !whole.equals(value);
    }

    public boolean editable() {
        return edit != null;
    }

    /**
     * A number as it can be typed back: every digit, no exponent, no trailing zeros (9.017e7 is 90170000), as
     * {@link PlainNumbers#exact} writes it; empty for NaN and the infinities, which no field takes.
     */
    public static String plain(double x) {
        return Double.isFinite(x) ? PlainNumbers.exact(x) : "";
    }

    /**
     * A number as people read it and can type it back: rounded as the views' numbers are ({@link HumanNumbers#rounded}:
     * 0.3 for 0.30000000000000004, 12000000 for 12000000.25) but without grouping, so that the text parses; empty for
     * NaN and the infinities, which no field takes.
     */
    public static String readable(double x) {
        return Double.isFinite(x) ? typed(HumanNumbers.rounded(x)) : "";
    }

    /** A number to four significant digits, as it can be typed back: 2.875 for 2.8746318273645 (see {@link #plain}). */
    public static String significant(double x) {
        return Double.isFinite(x) ? typed(HumanNumbers.significant(x)) : "";
    }

    // digits without an exponent or trailing zeros, as plain writes them
    private static String typed(BigDecimal rounded) {
        return rounded.stripTrailingZeros().toPlainString();
    }
}
