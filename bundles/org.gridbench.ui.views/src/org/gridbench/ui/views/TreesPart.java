package org.gridbench.ui.views;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.DoubleFunction;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.graphics.Transform;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.ScrollBar;
import org.gridbench.runs.FamilySnapshot;
import org.gridbench.runs.RunDriver;
import org.gridbench.runs.TreesMetrics;
import org.gridbench.runs.TreesScenarioRun;
import org.gridbench.model.scenario.PlainNumbers;
import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.lp.SteadyState;
import org.gridbench.trees.sim.TreeSnapshot;
import org.gridbench.ui.run.HumanNumbers;

/**
 * The trees run as it goes (Beaumont et al.): the platform tree, each node filled green while it computes, ringed blue
 * while its port sends, the edge the task travels drawn thick blue; beside each node its buffered tasks and its
 * processor's and incoming link's use so far next to the LP optimum's (alpha_u and sent of linear program 3); per
 * application the observed rate (section 5.1.1, as the finished run reports it) beside the LP rate.
 */
public final class TreesPart extends SnapshotCanvasPart<TreeSnapshot> {

    private static final int LINE = 16;
    private static final int RADIUS = TreeRows.RADIUS;
    private static final int LABEL_GAP = 2;
    /** The widest line of a node's full label but its latency's: busy shares as percentages of the time so far. */
    private static final String FULL_LABEL_SAMPLE = "link 100% (LP 100%)";

    private TreesScenarioRun run;
    private TreeRows rows;
    /** Where each node was drawn last, in the drawing's pixels, for the tooltip of the node under the mouse. */
    private int[] drawnX = new int[0];
    private int[] drawnY = new int[0];
    private int drawnRadius = RADIUS;
    /** Whether the full labels drawn last give their link's latency (the tooltip always does). */
    private boolean latencyDrawn;
    private Point drawingSize = new Point(0, 0);
    private int labelsEnd;
    /** Where the labels were drawn last (x, y, width, height), for tests. */
    private final List<int[]> labelBoxes = new ArrayList<>();
    private TreeSnapshot drawn;

    @Override
    int scrolling() {
        return SWT.H_SCROLL | SWT.V_SCROLL;
    }

    @Override
    void configure(Canvas newCanvas) {
        newCanvas.addListener(SWT.MouseMove, e -> {
            Point origin = origin();
            newCanvas.setToolTipText(nodeAt(e.x + origin.x, e.y + origin.y));
        });
        newCanvas.addListener(SWT.MouseExit, e -> newCanvas.setToolTipText(null));
        newCanvas.getHorizontalBar().addListener(SWT.Selection, e -> newCanvas.redraw());
        newCanvas.getVerticalBar().addListener(SWT.Selection, e -> newCanvas.redraw());
    }

    // the full label of the node drawn at (px, py) of the drawing, every digit, or null away from every node
    private String nodeAt(int px, int py) {
        for (int u = 0; drawn != null && u < drawnX.length; u++) {
            if (Math.hypot(px - drawnX[u], py - drawnY[u]) <= drawnRadius + 2) {
                return label(drawn, u, true, true);
            }
        }
        return null;
    }

    @Override
    TreeSnapshot snapshot(FamilySnapshot detail) {
        return detail instanceof FamilySnapshot.Trees(TreeSnapshot s) ? s : null;
    }

    @Override
    boolean accept(RunDriver driver) {
        run = driver.run() instanceof TreesScenarioRun trees ? trees : null;
        drawn = null;
        if (run != null) {
            rows = new TreeRows(run.scenario().platform());
        }
        return run != null;
    }

    @Override
    String family() {
        return "trees";
    }

    @Override
    void paint(GC gc, Point size, TreeSnapshot snapshot) {
        Display display = canvas().getDisplay();
        TreePlatform platform = run.scenario().platform();
        Rectangle view = canvas().getClientArea();
        // a node's full label when the columns leave room for it, else its id (the legend above then says so)
        int labelWidth = widestLine(gc, platform) + RADIUS + 4;
        double column = rows.column(view.width, labelWidth);
        boolean full = column >= labelWidth + RADIUS;
        int reserve = full ? labelWidth : 3 * RADIUS;
        column = full ? column : rows.column(view.width, reserve);
        int top = MARGIN + (rateLines(snapshot).size() + 2) * LINE + LINE;
        // the deepest level's labels (id, then buf, cpu, link and the latency where the view's height has room for it,
        // in full) end at the bottom margin
        latencyDrawn = full;
        TreeRows.Placement at = rows.placement(view.width, view.height, top, column, reserve, gc.textExtent(full
                ? "P\ncpu\nlink\nlatency" : "P").y);
        if (full && at.height() > view.height) {
            latencyDrawn = false;
            at = rows.placement(view.width, view.height, top, column, reserve, gc.textExtent("P\ncpu\nlink").y);
        }
        drawnX = at.x();
        drawnY = at.y();
        drawnRadius = at.radius();
        drawingSize = new Point(at.width(), at.height());
        int[] room = LabelRoom.of(at.x(), at.y(), at.radius(), LABEL_GAP, at.width());
        drawn = snapshot;
        Point origin = scrollTo(at, view);
        Transform shift = new Transform(display);
        shift.translate(-origin.x, -origin.y);
        gc.setTransform(shift);
        Color computing = computingColour(display);
        Color idle = idleColour(display);
        Color sending = sendingColour(display);
        try {
            drawRates(gc, snapshot, full, at.width() > view.width || at.height() > view.height);
            // a task on its way down an edge: the edge drawn thick in the sending colour
            for (int u = 1; u < platform.size(); u++) {
                int p = platform.parent(u);
                boolean busy = snapshot.sendingTo()[p] == u;
                gc.setForeground(busy ? sending : display.getSystemColor(SWT.COLOR_GRAY));
                gc.setLineWidth(busy ? 4 : 1);
                gc.drawLine(at.x()[p], at.y()[p], at.x()[u], at.y()[u]);
            }
            gc.setLineWidth(1);
            labelsEnd = 0;
            labelBoxes.clear();
            for (int u = 0; u < platform.size(); u++) {
                labelsEnd = Math.max(labelsEnd, drawNode(gc, snapshot, u, new Point(at.x()[u], at.y()[u]),
                        new Color[] { computing, idle, sending }, full ? Integer.MAX_VALUE : room[u]));
            }
        } finally {
            gc.setTransform(null);
            shift.dispose();
            computing.dispose();
            idle.dispose();
            sending.dispose();
        }
    }

    // the widest line of a full label: the busy shares' or the widest latency's
    private int widestLine(GC gc, TreePlatform platform) {
        int widest = gc.textExtent(FULL_LABEL_SAMPLE).x;
        for (int u = 1; u < platform.size(); u++) {
            widest = Math.max(widest, gc.textExtent(latency(u, false)).x);
        }
        return widest;
    }

    // the scroll bars set for a drawing of the placement's size in the view; returns the drawing's point at the view's
    // top left
    private Point scrollTo(TreeRows.Placement at, Rectangle view) {
        scroll(canvas().getHorizontalBar(), at.width(), view.width);
        scroll(canvas().getVerticalBar(), at.height(), view.height);
        return origin();
    }

    private static void scroll(ScrollBar bar, int drawing, int shown) {
        if (drawing > shown) {
            bar.setValues(bar.getSelection(), 0, drawing, shown, LINE, shown);
        }
        bar.setVisible(drawing > shown);
    }

    // the drawing's point at the view's top left: where its scroll bars are, where they show
    private Point origin() {
        ScrollBar across = canvas().getHorizontalBar();
        ScrollBar down = canvas().getVerticalBar();
        return new Point(across.getVisible() ? across.getSelection() : 0, down.getVisible() ? down.getSelection() : 0);
    }

    // The lines over the tree, then what a node's label says and the legend, which says when the tree scrolls
    private void drawRates(GC gc, TreeSnapshot s, boolean full, boolean scrolls) {
        int y = MARGIN;
        for (String line : rateLines(s)) {
            gc.drawText(line, MARGIN, y, true);
            y += LINE;
        }
        gc.drawText(full ? "buf: tasks held; cpu, link: share of time busy (LP: optimum)"
                : "ids where room; point at a node or widen the view for buf, cpu, link", MARGIN, y, true);
        y += LINE;
        drawLegend(gc, y, scrolls);
    }

    // What the colours say, as drawNode draws them
    private void drawLegend(GC gc, int y, boolean scrolls) {
        Display display = canvas().getDisplay();
        Color computing = computingColour(display);
        Color idle = idleColour(display);
        Color sending = sendingColour(display);
        try {
            Legend legend = new Legend(gc, MARGIN, y, LINE).node(computing, "computing").node(idle, "idle")
                    .line(sending, 4, "sending a task down");
            if (scrolls) {
                legend.note("the tree scrolls");
            }
        } finally {
            computing.dispose();
            idle.dispose();
            sending.dispose();
        }
    }

    private static Color computingColour(Display display) {
        return new Color(display, 60, 170, 80);
    }

    private static Color idleColour(Display display) {
        return new Color(display, 225, 225, 225);
    }

    private static Color sendingColour(Display display) {
        return new Color(display, 40, 90, 220);
    }

    /**
     * The lines over the tree: the time and the rates' unit said once, the fair throughputs, and per application its
     * tasks done, rho_k of section 5.1.1 so far (the frame's measure) and the LP's alpha(k). With the unit on every
     * line they ran past the view's edge at 1280 x 800.
     */
    public List<String> rateLines(TreeSnapshot s) {
        SteadyState lp = run.lp();
        List<BagApplication> apps = run.scenario().applications();
        List<String> lines = new ArrayList<>();
        lines.add("time " + HumanNumbers.format(s.time()) + " time units; rates in tasks per time unit");
        lines.add("fair throughput: experimental " + HumanNumbers.format(measure(
                TreesMetrics.EXPERIMENTAL_FAIR_THROUGHPUT)) + ", LP " + HumanNumbers.format(lp.fairThroughput()));
        for (int k = 0; k < apps.size(); k++) {
            String id = apps.get(k).id();
            lines.add(String.format(Locale.ROOT, "%s: %,d of %,d tasks, rate %s observed, %s LP", id, s.done()[k],
                    s.totals()[k], HumanNumbers.format(measure(TreesMetrics.observedRate(id))),
                    HumanNumbers.format(lp.alpha(k))));
        }
        return lines;
    }

    /** The lowest pixel row that the last drawing's node labels reach, for tests. */
    public int labelsEnd() {
        return labelsEnd;
    }

    /** The rectangles (x, y, width, height) of the node labels drawn last, for tests. */
    public List<int[]> labelBoxes() {
        return List.copyOf(labelBoxes);
    }

    /** The centres (x, y) of the nodes drawn last and their circles' radius, in the drawing's pixels, for tests. */
    public int[][] nodeCentres() {
        return new int[][] { drawnX.clone(), drawnY.clone(), { drawnRadius } };
    }

    /** The size of the drawing, at least the view's; the view scrolls over a larger one. For tests. */
    public Point drawingSize() {
        return drawingSize;
    }

    // colors: computing, idle, sending; room: the pixels the label may take, Integer.MAX_VALUE for the full label, else
    // the id alone, left out where it would run into the next node; returns the pixel row where the node's label ends
    private int drawNode(GC gc, TreeSnapshot s, int u, Point at, Color[] colors, int room) {
        int cx = at.x;
        int cy = at.y;
        int r = drawnRadius;
        gc.setBackground(s.computing()[u] ? colors[0] : colors[1]);
        gc.fillOval(cx - r, cy - r, 2 * r, 2 * r);
        gc.setForeground(s.sending()[u] ? colors[2] : canvas().getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
        gc.setLineWidth(s.sending()[u] ? 3 : 1);
        gc.drawOval(cx - r, cy - r, 2 * r, 2 * r);
        gc.setLineWidth(1);
        gc.setForeground(canvas().getDisplay().getSystemColor(SWT.COLOR_BLACK));
        String label = label(s, u, room == Integer.MAX_VALUE, false);
        Point extent = gc.textExtent(label);
        if (extent.x > room) {
            return cy + r;
        }
        gc.drawText(label, cx + r + LABEL_GAP, cy - r, true);
        labelBoxes.add(new int[] { cx + r + LABEL_GAP, cy - r, extent.x, extent.y });
        return cy - r + extent.y;
    }

    // the node's id, and in full its buffered tasks, its processor's and incoming link's busy shares beside LP 3's,
    // and its link's latency (drawn where the height has room); exact: every digit and the latency (the tooltip's),
    // else shares in whole percent, never 0% for one not 0
    private String label(TreeSnapshot s, int u, boolean full, boolean exact) {
        String text = run.scenario().platform().node(u).id();
        if (full) {
            DoubleFunction<String> percent = exact ? HumanNumbers::percentExact : HumanNumbers::percent;
            double cpu = s.time() > 0 ? s.computeBusy()[u] / s.time() : 0;
            double link = s.time() > 0 ? s.linkBusy()[u] / s.time() : 0;
            text += "  buf " + s.buffered()[u] + "\ncpu " + percent.apply(cpu) + " (LP " + percent.apply(lpCompute(u))
                    + ")";
            if (u > 0) {
                text += "\nlink " + percent.apply(link) + " (LP " + percent.apply(lpLink(u)) + ")";
                text += exact || latencyDrawn ? "\n" + latency(u, exact) : "";
            }
        }
        return text;
    }

    // the latency of the link into u, with its unit (linear program 3 charges it per task sent)
    private String latency(int u, boolean exact) {
        double latency = run.scenario().platform().latency(u);
        return "latency " + (exact ? PlainNumbers.exact(latency) : HumanNumbers.format(latency)) + " time units";
    }

    // Linear program 3: node u computes alpha_u(k) tasks of type k per time unit, each w_k / s_u long
    private double lpCompute(int u) {
        List<BagApplication> apps = run.scenario().applications();
        double use = 0;
        for (int k = 0; k < apps.size(); k++) {
            use += run.lp().alphaU(u, k) * apps.get(k).flops() / run.scenario().platform().speed(u);
        }
        return use;
    }

    // Linear program 3: the link into v carries sent(v, k) tasks of type k per time unit, each b_k / bw_v long
    private double lpLink(int v) {
        List<BagApplication> apps = run.scenario().applications();
        double use = 0;
        for (int k = 0; k < apps.size(); k++) {
            use += run.lp().sent(v, k) * apps.get(k).bytes() / run.scenario().platform().bandwidth(v);
        }
        return use;
    }
}
