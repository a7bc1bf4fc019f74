package org.gridbench.editing.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.gridbench.editing.curve.PointerPrecision;
import org.junit.jupiter.api.Test;

/** Values placed with the mouse are rounded to the decade of one pixel; hand-computed cases. */
class PointerPrecisionTest {

    @Test
    void roundsToTheDecadeAtOrBelowOnePixel() {
        assertEquals(4.03, PointerPrecision.round(4.033976124885216, 0.0123));
        assertEquals(4.034, PointerPrecision.round(4.033976124885216, 0.001));
        assertEquals(221_200, PointerPrecision.round(221_212.7, 250));
        assertEquals(221_213, PointerPrecision.round(221_212.7, 1));
        assertEquals(-0.5, PointerPrecision.round(-0.4987, 0.05));
    }

    @Test
    void leavesValuesAloneWhenThePixelSizeIsUnknown() {
        assertEquals(4.033976124885216, PointerPrecision.round(4.033976124885216, 0));
        assertEquals(4.033976124885216, PointerPrecision.round(4.033976124885216, Double.NaN));
        assertEquals(Double.POSITIVE_INFINITY, PointerPrecision.round(Double.POSITIVE_INFINITY, 0.01));
    }
}
