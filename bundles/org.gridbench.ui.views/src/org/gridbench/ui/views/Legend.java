package org.gridbench.ui.views;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;

/** One line of a canvas view's legend, drawn left to right: a node's fill or a line's colour, then what it means. */
final class Legend {

    private static final int MARK = 10;
    private static final int LINE_MARK = 18;
    private static final int GAP = 12;

    private final GC gc;
    private final int y;
    private final int middle;
    private int x;

    /** @param lineHeight the height of the view's text lines, so that marks sit in the middle of the text */
    Legend(GC gc, int x, int y, int lineHeight) {
        this.gc = gc;
        this.x = x;
        this.y = y;
        this.middle = y + lineHeight / 2 + 1;
    }

    /** A node drawn filled with {@code fill}, as the view draws its nodes, then its meaning. */
    Legend node(Color fill, String meaning) {
        gc.setBackground(fill);
        gc.fillOval(x, middle - MARK / 2, MARK, MARK);
        gc.setForeground(gc.getDevice().getSystemColor(SWT.COLOR_DARK_GRAY));
        gc.drawOval(x, middle - MARK / 2, MARK, MARK);
        return text(MARK + 4, meaning);
    }

    /** A line of {@code colour} and {@code width} pixels, as the view draws its edges, then its meaning. */
    Legend line(Color colour, int width, String meaning) {
        gc.setForeground(colour);
        gc.setLineWidth(width);
        gc.drawLine(x, middle, x + LINE_MARK, middle);
        gc.setLineWidth(1);
        return text(LINE_MARK + 4, meaning);
    }

    /** A word on its own, with no mark. */
    Legend note(String text) {
        return text(0, text);
    }

    private Legend text(int offset, String meaning) {
        gc.setForeground(gc.getDevice().getSystemColor(SWT.COLOR_BLACK));
        gc.drawText(meaning, x + offset, y, true);
        x += offset + gc.textExtent(meaning).x + GAP;
        return this;
    }
}
