package org.gridbench.editing.curve;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * A value placed with the mouse keeps only the precision the pointer has: rounded to the power of ten at or below one
 * pixel in data units, so a dragged curve point is stored as 4.03, not 4.033976124885216.
 */
public final class PointerPrecision {

    private PointerPrecision() {
    }

    /** {@code value} rounded to the decade of {@code resolution}: (4.033976, 0.0123) gives 4.03, (221212, 250) 221200. */
    public static double round(double value, double resolution) {
        if (!(resolution > 0) || !Double.isFinite(resolution) || !Double.isFinite(value)) {
            return value;
        }
        int decade = (int) Math.floor(Math.log10(resolution));
        return new BigDecimal(value).setScale(-decade, RoundingMode.HALF_EVEN).doubleValue();
    }
}
