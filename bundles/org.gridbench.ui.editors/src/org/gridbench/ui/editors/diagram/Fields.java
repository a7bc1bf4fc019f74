package org.gridbench.ui.editors.diagram;

import org.gridbench.ui.run.HumanNumbers;

/** Quantities as the diagrams label them: grouped digits, no exponent, and the unit. */
public final class Fields {

    /** Tree platforms measure time in time units (docs/formats/scenario.md); labels write "tu". */
    public static final String TIME_UNIT = "tu";

    private Fields() {
    }

    /** {@code x} for people with its unit: 90,170,000 flop/tu, never 9.017e+07; "?" when unknown. */
    public static String quantity(double x, String unit) {
        return Double.isNaN(x) ? "?" : HumanNumbers.format(x) + " " + unit;
    }
}
