package org.gridbench.ui.views;

import java.util.List;
import java.util.Locale;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Display;
import org.gridbench.experiments.runs.RunDriver;
import org.gridbench.market.MarketSnapshot;
import org.gridbench.market.MarketSnapshot.ClusterLoad;

/**
 * The market as it runs: every cluster as a grid of its cores, filled where placed tasks hold them, and the queue,
 * job and value counts of the latest frame.
 */
public final class MarketPart extends SnapshotCanvasPart<MarketSnapshot> {

    private static final int LINE = 18;

    public MarketPart() {
        super(MarketSnapshot.class);
    }

    @Override
    boolean accept(RunDriver driver) {
        return true;
    }

    @Override
    String family() {
        return "market";
    }

    @Override
    void paint(GC gc, Point size, MarketSnapshot s) {
        Display display = canvas().getDisplay();
        gc.drawText(String.format(Locale.ROOT,
                "tick %,d   queued tasks %,d   jobs arrived %,d, completed %,d, starved %,d   value %.1f of %.1f",
                s.tick(), s.queuedTasks(), s.jobsArrived(), s.jobsCompleted(), s.jobsStarved(), s.valueCaptured(),
                s.valueOffered()), MARGIN, MARGIN, true);
        List<ClusterLoad> clusters = s.clusters();
        int rowHeight = Math.max(LINE * 2, (size.y - LINE * 2 - MARGIN) / Math.max(1, clusters.size()));
        Color busy = new Color(display, 200, 80, 40);
        Color free = new Color(display, 225, 235, 225);
        try {
            int y = MARGIN + LINE + 4;
            for (ClusterLoad c : clusters) {
                gc.setForeground(display.getSystemColor(SWT.COLOR_BLACK));
                gc.drawText(String.format(Locale.ROOT, "%s (%s): %d of %d cores busy", c.id(), c.kind(), c.busy(),
                        c.cores()), MARGIN, y, true);
                drawCores(gc, c, MARGIN, y + LINE, size.x - 2 * MARGIN, rowHeight - LINE - 6, busy, free);
                y += rowHeight;
            }
        } finally {
            busy.dispose();
            free.dispose();
        }
    }

    // The cores as square cells, as large as the area allows, busy ones first
    private static void drawCores(GC gc, ClusterLoad c, int x, int y, int width, int height, Color busy, Color free) {
        if (width < 4 || height < 4) {
            return;
        }
        int cell = (int) Math.floor(Math.sqrt((double) width * height / c.cores()));
        while (cell > 2 && (width / cell) * (long) (height / cell) < c.cores()) {
            cell--;
        }
        cell = Math.min(Math.max(cell, 2), 24);
        int perRow = Math.max(1, width / cell);
        for (int core = 0; core < c.cores(); core++) {
            int cx = x + (core % perRow) * cell;
            int cy = y + (core / perRow) * cell;
            if (cy + cell > y + height + cell) {
                break;
            }
            gc.setBackground(core < c.busy() ? busy : free);
            gc.fillRectangle(cx, cy, Math.max(1, cell - 1), Math.max(1, cell - 1));
        }
    }
}
