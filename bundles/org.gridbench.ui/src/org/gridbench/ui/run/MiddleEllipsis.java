package org.gridbench.ui.run;

import org.eclipse.swt.graphics.GC;

/**
 * A text shortened to a width by leaving out its middle ("ana\u2026eA", "market-po\u2026sweep.json"): texts that
 * share a start stay apart, and what ends them (a task's number, a file's kind) stays.
 */
public final class MiddleEllipsis {

    private MiddleEllipsis() {
    }

    /** The text whole when it fits {@code room} pixels in the GC's font, else its start, an ellipsis and its end. */
    public static String fit(GC gc, String text, int room) {
        if (gc.textExtent(text).x <= room) {
            return text;
        }
        for (int keep = text.length() - 1; keep > 1; keep--) {
            String shown = text.substring(0, (keep + 1) / 2) + "\u2026" + text.substring(text.length() - keep / 2);
            if (gc.textExtent(shown).x <= room) {
                return shown;
            }
        }
        return text.charAt(0) + "\u2026";
    }
}
