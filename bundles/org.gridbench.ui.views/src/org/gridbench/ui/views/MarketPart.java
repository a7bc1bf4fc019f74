package org.gridbench.ui.views;

import java.util.List;
import java.util.Locale;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Display;
import org.gridbench.model.scenario.Plural;
import org.gridbench.runs.FamilySnapshot;
import org.gridbench.runs.RunDriver;
import org.gridbench.market.MarketSnapshot;
import org.gridbench.market.MarketSnapshot.ClusterLoad;
import org.gridbench.ui.run.HumanNumbers;

/**
 * The market as it runs: every cluster as a grid of its cores, filled where placed tasks hold them; the latest
 * auction's bids in rank order, the winners marked; and the queue, job and value counts of the latest frame.
 */
public final class MarketPart extends SnapshotCanvasPart<MarketSnapshot> {

    private static final int LINE = 18;
    private static final int AUCTION_WIDTH = 270;
    /** The least width of the cores' grids beside the auction; a narrower view lists the auction under them. */
    private static final int LEAST_CORES_WIDTH = 270;
    /** Under the clusters: a cluster's label and a strip of its cores at least, and the auction's lines at least. */
    private static final int LEAST_ROW = LINE + 10;
    private static final int AUCTION_LINES = 6;
    private static final int HEADER = MARGIN + 2 * LINE + 4;
    /** What a bid is: each policy ranks on its own score (section IV), so a bid has no unit of its own. */
    public static final String BID_UNIT = "bid: the policy's own score, no unit";

    @Override
    MarketSnapshot snapshot(FamilySnapshot detail) {
        return detail instanceof FamilySnapshot.Market(MarketSnapshot s) ? s : null;
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
        gc.drawText(String.format(Locale.ROOT, "tick %,d (minutes)   queued tasks %,d   value %s of %s", s.tick(),
                s.queuedTasks(), HumanNumbers.format(s.valueCaptured()), HumanNumbers.format(s.valueOffered())),
                MARGIN, MARGIN, true);
        gc.drawText(String.format(Locale.ROOT, "jobs: %,d arrived, %,d completed, %,d starved", s.jobsArrived(),
                s.jobsCompleted(), s.jobsStarved()), MARGIN, MARGIN + LINE, true);
        List<ClusterLoad> clusters = s.clusters();
        boolean beside = size.x >= AUCTION_WIDTH + LEAST_CORES_WIDTH;
        int auctionWidth = beside ? AUCTION_WIDTH : 0;
        int count = Math.max(1, clusters.size());
        int rowHeight;
        if (beside) {
            rowHeight = Math.max(LINE * 2, (size.y - HEADER - LINE) / count);
            drawAuction(gc, s, size.x - auctionWidth, HEADER, size.y, true);
        } else {
            // too narrow for both side by side (the Editing arrangement at 1280 x 800): each cluster gets its label
            // and up to two lines of cores, at least a strip, and the auction at least AUCTION_LINES under them,
            // without the queue, which the last line names
            int clustersHeight = Math.max(count * LEAST_ROW, Math.min(count * 3 * LINE, size.y - HEADER
                    - AUCTION_LINES * LINE));
            rowHeight = Math.max(LEAST_ROW, clustersHeight / count);
            drawAuction(gc, s, MARGIN, HEADER + count * rowHeight, size.y - LINE, false);
            gc.setForeground(display.getSystemColor(SWT.COLOR_DARK_GRAY));
            gc.drawText(QUEUE_NOTE, MARGIN, size.y - LINE, true);
        }
        Color busy = new Color(display, 200, 80, 40);
        Color free = new Color(display, 225, 235, 225);
        try {
            int y = HEADER;
            for (ClusterLoad c : clusters) {
                gc.setForeground(display.getSystemColor(SWT.COLOR_BLACK));
                gc.drawText(String.format(Locale.ROOT, "%s (%s): %,d of %,d cores busy", c.id(), c.kind(), c.busy(),
                        c.cores()), MARGIN, y, true);
                drawCores(gc, c, MARGIN, y + LINE, size.x - auctionWidth - 2 * MARGIN, rowHeight - LINE - 6, busy,
                        free);
                y += rowHeight;
            }
        } finally {
            busy.dispose();
            free.dispose();
        }
    }

    /** Said under the auction when the view is too narrow to list the queue beside the cores. */
    static final String QUEUE_NOTE = "Queue by latest bid: widen or maximize the view (double-click its tab)";

    // Section III-C: the latest auction's bids in rank order within each kind's market (each kind clears on its own),
    // the winners in green, the first that did not fit, which closed that kind's market, in red; then the queue
    private void drawAuction(GC gc, MarketSnapshot s, int x, int top, int bottom, boolean withQueue) {
        Display display = canvas().getDisplay();
        int half = withQueue ? top + (bottom - top) / 2 : bottom;
        int room = Math.max(0, (half - top) / LINE - 2 - kinds(s).size());
        gc.setForeground(display.getSystemColor(SWT.COLOR_BLACK));
        gc.drawText(auctionHeader(s.auctionTick(), s.auction().size(), room), x, top, true);
        gc.setForeground(display.getSystemColor(SWT.COLOR_DARK_GRAY));
        gc.drawText(BID_UNIT, x, top + LINE, true);
        int y = top + 2 * LINE;
        int shown = 0;
        for (String kind : kinds(s)) {
            gc.setForeground(display.getSystemColor(SWT.COLOR_BLACK));
            gc.drawText(kind + " market:", x, y, true);
            y += LINE;
            int rank = 1;
            for (MarketSnapshot.Bid bid : s.auction()) {
                if (!bid.kind().equals(kind) || shown >= room) {
                    continue;
                }
                gc.setForeground(display.getSystemColor(bid.won() ? SWT.COLOR_DARK_GREEN : SWT.COLOR_DARK_RED));
                gc.drawText(String.format(Locale.ROOT, "%2d. %s/%s  bid %s  %s", rank++, bid.jobId(),
                        bid.taskId(), HumanNumbers.format(bid.bid()), bid.won() ? "placed" : "did not fit"), x, y,
                        true);
                y += LINE;
                shown++;
            }
        }
        if (withQueue) {
            drawQueue(gc, s, x, Math.max(y, half) + LINE / 2, bottom);
        }
    }

    /** The auction's heading: how many bids it ranked, and how many of them the {@code room} lets the view list. */
    public static String auctionHeader(long tick, int bids, int room) {
        return tick < 0 ? "No auction yet" : bids == 0 ? String.format(Locale.ROOT, "Auction at tick %,d: no bid to"
                + " rank", tick) : String.format(Locale.ROOT, "Auction at tick %,d: %s ranked%s", tick,
                Plural.of(bids, "bid"), bids > room ? " (first " + room + " shown)" : "");
    }

    // The kinds whose markets the latest auction held, in the order they first ranked a bid
    private static List<String> kinds(MarketSnapshot s) {
        return s.auction().stream().map(MarketSnapshot.Bid::kind).distinct().toList();
    }

    // The queue ranked on each task's latest bid under the run's policy, with the tick that bid was for
    private void drawQueue(GC gc, MarketSnapshot s, int x, int top, int bottom) {
        Display display = canvas().getDisplay();
        gc.setForeground(display.getSystemColor(SWT.COLOR_BLACK));
        gc.drawText(String.format(Locale.ROOT, "Queue by latest bid: %d of %,d tasks", s.queue().size(),
                s.queuedTasks()), x, top, true);
        gc.setForeground(display.getSystemColor(SWT.COLOR_DARK_BLUE));
        int y = top + LINE;
        int rank = 1;
        for (MarketSnapshot.QueuedBid bid : s.queue()) {
            if (y + LINE > bottom) {
                break;
            }
            gc.drawText(Double.isNaN(bid.bid())
                    ? String.format(Locale.ROOT, "%2d. %s/%s  no bid yet", rank++, bid.jobId(), bid.taskId())
                    : String.format(Locale.ROOT, "%2d. %s/%s  bid %s (tick %,d)", rank++, bid.jobId(),
                            bid.taskId(), HumanNumbers.format(bid.bid()), bid.tick()), x, y, true);
            y += LINE;
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
