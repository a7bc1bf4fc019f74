package org.gridbench.ui.views;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.graphics.TextLayout;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Display;
import org.gridbench.runs.FamilySnapshot;
import org.gridbench.runs.RunDriver;
import org.gridbench.runs.StarsScenarioRun;
import org.gridbench.stars.overlay.Overlay;
import org.gridbench.stars.sim.StarsSnapshot;
import org.gridbench.stars.sim.StarsSnapshot.Hop;
import org.gridbench.ui.run.HumanNumbers;

/**
 * Task routing on the STaRS overlay (Celaya, Figure 3.5): the tree from a chosen branch down a few levels, the
 * branches below drawn as one node coloured by their queued tasks; execution nodes coloured by queue length, red for
 * a minute after they fail; the latest request fragments as arrows between positions, labelled with their task
 * counts, the newest darkest, so a request is seen to climb and split. Click a node to zoom into its branch, click
 * the branch's root to go up; hover a node to read what it knows of availability (its children's summaries, or what
 * it reports); double-click to follow the newest request alone, and again to see all.
 */
public final class RoutingPart extends SnapshotCanvasPart<StarsSnapshot> {

    /** Levels drawn below the branch shown; the last holds whole subtrees. */
    private static final int LEVELS = 6;
    private static final int RADIUS = 7;
    /** Length and half-angle (radians) of a fragment's arrow head. */
    private static final int ARROW = 9;
    private static final double ARROW_ANGLE = 0.45;
    private static final double FAILURE_SHOWN = 60;
    /** The three lines of measures and the legend above the tree. */
    private static final int HEADER = 74;
    private static final int LINE = 16;
    /** The legend's older fragment is the oldest of this many. */
    private static final int LEGEND_AGES = 8;

    private Overlay overlay;
    private RunDriver driver;
    private int focus = Overlay.ROOT;
    private int hovered;
    /** The request whose fragments alone are drawn, -1 for all. */
    private long following = -1;
    /** The task counts the last paint wrote, for tests. */
    private List<CountLabel> counts = List.of();

    /** The branch drawn at the top, for tests. */
    public int focus() {
        return focus;
    }

    /** The boxes of the task counts (fragments' and queues') the last paint wrote; for tests. */
    public List<Rectangle> countBoxes() {
        return counts.stream().map(CountLabel::box).toList();
    }

    /** The request followed, -1 for none; for tests. */
    public long following() {
        return following;
    }

    @Override
    StarsSnapshot snapshot(FamilySnapshot detail) {
        return detail instanceof FamilySnapshot.Stars(StarsSnapshot s) ? s : null;
    }

    @Override
    boolean accept(RunDriver next) {
        focus = Overlay.ROOT;
        hovered = 0;
        following = -1;
        driver = next;
        overlay = next.run() instanceof StarsScenarioRun stars ? Overlay.balanced(stars.config().nodes()) : null;
        return overlay != null;
    }

    @Override
    void configure(Canvas newCanvas) {
        newCanvas.addListener(SWT.MouseDown, e -> zoom(e.x, e.y));
        newCanvas.addListener(SWT.MouseMove, e -> inspect(hit(e.x, e.y)));
        newCanvas.addListener(SWT.MouseExit, e -> inspect(0));
        newCanvas.addListener(SWT.MouseDoubleClick, e -> follow());
    }

    /** Shows what {@code position} knows of availability (0: nothing), from the next frame on. */
    public void inspect(int position) {
        if (overlay == null || position == hovered || !(driver.run() instanceof StarsScenarioRun stars)) {
            return;
        }
        hovered = Math.max(0, position);
        stars.inspect(hovered);
        driver.refresh();
    }

    /** Draws only the fragments of the newest request shown, or all again when one is followed. */
    public void follow() {
        StarsSnapshot s = shown();
        if (following >= 0 || s == null || s.hops().isEmpty()) {
            following = -1;
        } else {
            following = s.hops().get(s.hops().size() - 1).request();
        }
        canvas().redraw();
    }

    private static int depth(int position) {
        return 31 - Integer.numberOfLeadingZeros(position);
    }

    /** The position drawn for {@code position}: itself, or its ancestor on the last level drawn; -1 off the branch. */
    private int drawnAs(int position) {
        int below = depth(position) - depth(focus);
        if (below < 0) {
            return -1;
        }
        int cut = Math.min(below, LEVELS);
        int ancestor = position >>> (below - cut);
        return ancestor >>> cut == focus ? ancestor : -1;
    }

    private Point place(int position, Point size) {
        int level = depth(position) - depth(focus);
        int index = position - (focus << level);
        double width = size.x - 2 * MARGIN;
        // the last level's queue counts, written under the nodes, end at the bottom margin
        double dy = (size.y - 2 * MARGIN - HEADER - RADIUS - LINE) / (double) LEVELS;
        int x = MARGIN + (int) Math.round((index + 0.5) * width / (1 << level));
        int y = MARGIN + HEADER + (int) Math.round(level * dy);
        return new Point(x, y);
    }

    @Override
    String family() {
        return "STaRS";
    }

    @Override
    void paint(GC gc, Point size, StarsSnapshot s) {
        String shown = focus == 1 ? "whole overlay" : "branch at position " + focus;
        gc.drawText("time " + HumanNumbers.format(s.time()) + " s   " + shown + "   " + HumanNumbers.format(s.nodes())
                + " execution nodes", MARGIN, 4, true);
        gc.drawText("queued tasks " + HumanNumbers.format(s.queuedTasks()) + "   busy nodes "
                + HumanNumbers.format(s.busyNodes()) + (following >= 0 ? "   following request " + following : ""),
                MARGIN, 4 + LINE, true);
        gc.drawText("allocated requests " + HumanNumbers.format(s.allocatedRequests()) + "   fragments at the root "
                + HumanNumbers.format(s.routedAtRoot()), MARGIN, 4 + 2 * LINE, true);
        int[] queued = new int[2 * s.nodes()];
        boolean[] failed = new boolean[2 * s.nodes()];
        for (int u = 0; u < s.nodes(); u++) {
            int at = drawnAs(overlay.leaf(u));
            if (at > 0) {
                queued[at] += s.queued()[u];
                failed[at] |= s.time() - s.failedAt()[u] < FAILURE_SHOWN;
            }
        }
        drawLegend(gc, MARGIN, 4 + 3 * LINE);
        drawEdges(gc, size);
        List<CountLabel> labels = drawHops(gc, size, s.hops());
        labels.addAll(drawNodes(gc, size, queued, failed));
        drawCounts(gc, labels);
        drawSummary(gc, size, s);
    }

    // What the colours say: the execution nodes' states, then the fragments' age (their labels: task counts)
    private void drawLegend(GC gc, int x, int y) {
        Display display = canvas().getDisplay();
        Color idle = nodeColour(display, "idle");
        Color busy = nodeColour(display, "busy");
        Color down = nodeColour(display, "failed");
        Color older = hopColour(display, 0, LEGEND_AGES);
        Color newest = hopColour(display, LEGEND_AGES - 1, LEGEND_AGES);
        try {
            new Legend(gc, x, y, LINE).node(idle, "idle").node(busy, "busy").node(down, "failed")
                    .line(older, 2, "older").line(newest, 4, "newest fragment (its tasks)");
        } finally {
            for (Color colour : List.of(idle, busy, down, older, newest)) {
                colour.dispose();
            }
        }
    }

    // The i-th of n fragments drawn, oldest faintest (yellow) to newest darkest (red)
    private static Color hopColour(Display display, int i, int n) {
        int shade = 220 - (int) (200.0 * (i + 1) / n);
        return new Color(display, 255, shade, shade / 3);
    }

    private static Color nodeColour(Display display, String state) {
        return switch (state) {
            case "busy" -> new Color(display, 240, 160, 40);
            case "failed" -> new Color(display, 210, 40, 40);
            default -> new Color(display, 225, 225, 225);
        };
    }

    // What the hovered position knows (section 3.2), wrapped to the view's width over a plain ground: at the foot, or
    // under the header when the position is drawn in the lower half, so that the text never hides it
    private void drawSummary(GC gc, Point size, StarsSnapshot s) {
        if (s.inspected() == 0 || s.summary().isEmpty()) {
            return;
        }
        TextLayout text = new TextLayout(canvas().getDisplay());
        try {
            text.setFont(gc.getFont());
            text.setWidth(Math.max(1, size.x - 2 * MARGIN));
            int position = s.inspected();
            text.setText((overlay.isLeaf(position) ? "execution node " + overlay.player(position)
                    + " (overlay position " + position + ")" : "routing node at overlay position " + position
                    + ", played by node " + overlay.player(position)) + "\n" + String.join("\n", s.summary()));
            int height = text.getBounds().height;
            int drawn = drawnAs(position);
            boolean low = drawn > 0 && place(drawn, size).y > size.y / 2;
            int y = low ? HEADER : size.y - MARGIN - height;
            gc.setBackground(canvas().getBackground());
            gc.fillRectangle(MARGIN - 2, y - 2, size.x - 2 * MARGIN + 4, height + 4);
            gc.setForeground(canvas().getDisplay().getSystemColor(SWT.COLOR_BLACK));
            text.draw(gc, MARGIN, y);
        } finally {
            text.dispose();
        }
    }

    private void drawEdges(GC gc, Point size) {
        gc.setForeground(canvas().getDisplay().getSystemColor(SWT.COLOR_GRAY));
        forEachDrawn(position -> {
            if (position != focus) {
                Point a = place(position >>> 1, size);
                Point b = place(position, size);
                gc.drawLine(a.x, a.y, b.x, b.y);
            }
        });
    }

    // The latest fragments, oldest faintest; each from where it came to where it went, as drawn; their task counts
    // are returned to be drawn over the nodes
    private List<CountLabel> drawHops(GC gc, Point size, List<Hop> hops) {
        Display display = canvas().getDisplay();
        List<CountLabel> labels = new ArrayList<>();
        for (int i = 0; i < hops.size(); i++) {
            Hop hop = hops.get(i);
            if (following >= 0 && hop.request() != following) {
                continue;
            }
            int from = hop.from() < 0 ? -1 : drawnAs(hop.from());
            int to = drawnAs(hop.to());
            if (from <= 0 || to <= 0 || from == to) {
                continue;
            }
            Color color = hopColour(display, i, hops.size());
            try {
                Point a = place(from, size);
                Point b = place(to, size);
                gc.setForeground(color);
                gc.setLineWidth(i == hops.size() - 1 ? 4 : 2);
                gc.drawLine(a.x, a.y, b.x, b.y);
                gc.setLineWidth(1);
                arrowHead(gc, a, b, color);
                String text = " " + hop.tasks() + " ";
                Point extent = gc.textExtent(text);
                labels.add(0, new CountLabel(text, new Rectangle((a.x + b.x) / 2 + 3, (a.y + b.y) / 2 - 14,
                        extent.x, extent.y), true));
            } finally {
                color.dispose();
            }
        }
        return labels;
    }

    // The fragments' task counts, boxed and newest first, then the queues' under their nodes: a count that would
    // come within CountLabel.GAP of one already written is left out, so that two neighbouring counts ("11" and "11",
    // "14" and "2") never read as one number ("1111", "142"); a node left without its count keeps its colour
    private void drawCounts(GC gc, List<CountLabel> labels) {
        counts = CountLabel.apart(labels);
        gc.setBackground(canvas().getBackground());
        gc.setForeground(canvas().getDisplay().getSystemColor(SWT.COLOR_BLACK));
        for (CountLabel count : counts) {
            gc.drawText(count.text(), count.box().x, count.box().y, !count.boxed());
        }
    }

    // The fragment's direction: a head where it meets its destination's circle
    private static void arrowHead(GC gc, Point from, Point to, Color colour) {
        double angle = Math.atan2(to.y - from.y, to.x - from.x);
        double tipX = to.x - RADIUS * Math.cos(angle);
        double tipY = to.y - RADIUS * Math.sin(angle);
        int[] head = new int[6];
        head[0] = (int) Math.round(tipX);
        head[1] = (int) Math.round(tipY);
        for (int side = 0; side < 2; side++) {
            double wing = angle + (side == 0 ? ARROW_ANGLE : -ARROW_ANGLE);
            head[2 + 2 * side] = (int) Math.round(tipX - ARROW * Math.cos(wing));
            head[3 + 2 * side] = (int) Math.round(tipY - ARROW * Math.sin(wing));
        }
        Color ground = gc.getBackground();
        gc.setBackground(colour);
        gc.fillPolygon(head);
        gc.setBackground(ground);
    }

    // The nodes; their queue counts are returned, left to right, to be written once every node is drawn
    private List<CountLabel> drawNodes(GC gc, Point size, int[] queued, boolean[] failed) {
        Display display = canvas().getDisplay();
        List<CountLabel> labels = new ArrayList<>();
        Color idle = nodeColour(display, "idle");
        Color busy = nodeColour(display, "busy");
        Color down = nodeColour(display, "failed");
        try {
            forEachDrawn(position -> {
                Point p = place(position, size);
                boolean subtree = !overlay.isLeaf(position) && depth(position) - depth(focus) == LEVELS;
                boolean execution = overlay.isLeaf(position) || subtree;
                gc.setBackground(!execution ? display.getSystemColor(SWT.COLOR_WHITE)
                        : failed[position] ? down : queued[position] > 0 ? busy : idle);
                int r = subtree ? RADIUS + 2 : RADIUS;
                gc.fillOval(p.x - r, p.y - r, 2 * r, 2 * r);
                gc.setForeground(display.getSystemColor(SWT.COLOR_DARK_GRAY));
                gc.drawOval(p.x - r, p.y - r, 2 * r, 2 * r);
                if (execution && queued[position] > 0) {
                    String text = Integer.toString(queued[position]);
                    Point extent = gc.textExtent(text);
                    labels.add(new CountLabel(text, new Rectangle(p.x - r, p.y + r, extent.x, extent.y), false));
                }
            });
            return labels;
        } finally {
            idle.dispose();
            busy.dispose();
            down.dispose();
        }
    }

    private void forEachDrawn(IntConsumer action) {
        int limit = 2 * overlay.size();
        for (int level = 0, first = focus; level <= LEVELS && first < limit; level++, first <<= 1) {
            for (int position = first; position < Math.min(limit, first + (1 << level)); position++) {
                action.accept(position);
            }
        }
    }

    // The drawn position under (x, y), 0 for none
    private int hit(int x, int y) {
        if (overlay == null) {
            return 0;
        }
        Point size = canvas().getSize();
        int[] hit = { 0 };
        forEachDrawn(position -> {
            Point p = place(position, size);
            if (Math.abs(p.x - x) <= RADIUS + 2 && Math.abs(p.y - y) <= RADIUS + 2) {
                hit[0] = position;
            }
        });
        return hit[0];
    }

    // A click on a node shows its branch; on the branch's root, the branch above
    private void zoom(int x, int y) {
        int position = hit(x, y);
        if (position == focus && focus != Overlay.ROOT) {
            focus = focus >>> 1;
        } else if (position > 0 && !overlay.isLeaf(position)) {
            focus = position;
        }
        canvas().redraw();
    }
}
