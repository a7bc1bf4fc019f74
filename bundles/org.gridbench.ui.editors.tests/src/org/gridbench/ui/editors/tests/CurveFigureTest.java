package org.gridbench.ui.editors.tests;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.draw2d.geometry.Rectangle;
import org.gridbench.editing.curve.CurveShape;
import org.gridbench.ui.editors.diagram.SvgWriter;
import org.gridbench.ui.editors.figures.CurveFigure;
import org.junit.jupiter.api.Test;

/** The value-curve page's axes as people read numbers: 52,342 and 0 on the value axis, 1 to 6 on SLR, no exponent. */
class CurveFigureTest {

    @Test
    void theAxesAreLabelledAsTheViewsWriteNumbersWithZeroAtTheFoot() {
        CurveFigure figure = new CurveFigure();
        figure.setBounds(new Rectangle(0, 0, 600, 300));
        figure.setShape(new CurveShape(52_342, 2, 6, List.of()), -1);
        SvgWriter svg = new SvgWriter();
        figure.writeSvg(svg);
        String text = svg.document(0, 0, 600, 300);
        assertTrue(text.contains(">52,342</text>"), "V_max as the views write it (\"%.3g\" gave 5.23e+04): " + text);
        assertTrue(text.contains(">0</text>"), "the foot of the value axis: " + text);
        for (String slr : List.of("1", "2", "3", "4", "5", "6")) {
            assertTrue(text.contains(">" + slr + "</text>"), "SLR tick " + slr + " (\"%.3g\" gave " + slr + ".00)");
        }
        assertFalse(text.contains("e+"), text);
    }
}
