package org.gridbench.ui.views;

import java.util.List;
import java.util.Locale;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.layout.FillLayout;
import org.gridbench.experiments.runs.RunDriver;
import org.gridbench.experiments.runs.RunFrame;
import org.gridbench.market.MarketSnapshot;
import org.gridbench.market.MarketSnapshot.ClusterLoad;
import org.gridbench.ui.run.RunSession;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * The market as it runs: every cluster as a grid of its cores, filled where placed tasks hold them, and the queue,
 * job and value counts of the latest frame.
 */
public final class MarketPart implements RunSession.Listener {

    private static final int MARGIN = 8;
    private static final int LINE = 18;

    @Inject
    private RunSession session;

    private Canvas canvas;
    private MarketSnapshot shown;

    @PostConstruct
    void create(Composite parent) {
        parent.setLayout(new FillLayout());
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED);
        canvas.addListener(SWT.Paint, e -> paint(e.gc));
        session.addListener(this);
        session.driver().ifPresent(d -> frame(d, d.frame()));
    }

    @PreDestroy
    void dispose() {
        session.removeListener(this);
    }

    /** The snapshot on display, for tests. */
    public MarketSnapshot shown() {
        return shown;
    }

    @Override
    public void runChanged(RunDriver driver) {
        shown = null;
        if (driver != null) {
            frame(driver, driver.frame());
        } else if (!canvas.isDisposed()) {
            canvas.redraw();
        }
    }

    @Override
    public void frame(RunDriver driver, RunFrame frame) {
        if (frame.detail() instanceof MarketSnapshot snapshot && !canvas.isDisposed()) {
            shown = snapshot;
            canvas.redraw();
        }
    }

    private void paint(GC gc) {
        Display display = canvas.getDisplay();
        Point size = canvas.getSize();
        gc.setBackground(display.getSystemColor(SWT.COLOR_WHITE));
        gc.fillRectangle(0, 0, size.x, size.y);
        gc.setForeground(display.getSystemColor(SWT.COLOR_BLACK));
        if (shown == null) {
            gc.drawText("No market run: open a market scenario and press Run or Step in the Run view", MARGIN, MARGIN,
                    true);
            return;
        }
        MarketSnapshot s = shown;
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
