package org.gridbench.ui.views;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.graphics.Rectangle;

/**
 * A number a canvas view writes at a place, in a box: on a plain ground ({@code boxed}) or over what is drawn there.
 * Labels are kept apart ({@link #apart}), so that neighbouring counts ("11" and "11") never read as one ("1111").
 */
record CountLabel(String text, Rectangle box, boolean boxed) {

    /** The least space, in pixels, between two labels kept. */
    static final int GAP = 4;

    /** The labels kept, in the order given: one whose box comes within {@link #GAP} of one kept before is left out. */
    static List<CountLabel> apart(List<CountLabel> labels) {
        List<CountLabel> kept = new ArrayList<>();
        for (CountLabel label : labels) {
            if (kept.stream().noneMatch(label::near)) {
                kept.add(label);
            }
        }
        return kept;
    }

    /** Whether the two boxes are closer than {@link #GAP} pixels, or overlap. */
    boolean near(CountLabel other) {
        Rectangle grown = new Rectangle(box.x - GAP, box.y - GAP, box.width + 2 * GAP, box.height + 2 * GAP);
        return grown.intersects(other.box);
    }
}
