package org.gridbench.ui.parts;

import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.widgets.Control;

/** The width of a table column that holds short values: as wide as its widest expected text, or its title. */
final class ColumnWidths {

    /** Pixels around a cell's text, and around a column title (the GTK theme's margins on both sides). */
    private static final int CELL_PADDING = 14;
    private static final int TITLE_PADDING = 24;

    private ColumnWidths() {
    }

    /** The pixels a column titled {@code title} needs to show {@code widest} and its title whole in {@code table}. */
    static int fitted(Control table, String title, String widest) {
        GC gc = new GC(table);
        try {
            return Math.max(gc.textExtent(widest).x + CELL_PADDING, gc.textExtent(title).x + TITLE_PADDING);
        } finally {
            gc.dispose();
        }
    }
}
