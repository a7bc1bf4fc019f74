package org.gridbench.ui.views;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Display;
import org.gridbench.runs.FamilySnapshot;
import org.gridbench.runs.RunDriver;
import org.gridbench.runs.TreesMetrics;
import org.gridbench.runs.TreesScenarioRun;
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
    private static final int RADIUS = 9;
    private static final int LABEL_GAP = 2;
    /** The widest line of a node's full label: its busy shares as percentages of the time so far. */
    private static final String FULL_LABEL_SAMPLE = "link 100% (LP 100%)";

    private TreesScenarioRun run;
    private double[] x = new double[0];
    private int[] depth = new int[0];
    private int depthMax;
    /** Where each node was drawn last, and the snapshot drawn, for the tooltip of the node under the mouse. */
    private int[] drawnX = new int[0];
    private int[] drawnY = new int[0];
    private int labelsEnd;
    /** Where the labels were drawn last (x, y, width, height), for tests. */
    private final List<int[]> labelBoxes = new ArrayList<>();
    private TreeSnapshot drawn;

    @Override
    void configure(Canvas newCanvas) {
        newCanvas.addListener(SWT.MouseMove, e -> newCanvas.setToolTipText(nodeAt(e.x, e.y)));
        newCanvas.addListener(SWT.MouseExit, e -> newCanvas.setToolTipText(null));
    }

    // the full label of the node drawn at (px, py), or null away from every node
    private String nodeAt(int px, int py) {
        for (int u = 0; drawn != null && u < drawnX.length; u++) {
            if (Math.hypot(px - drawnX[u], py - drawnY[u]) <= RADIUS + 2) {
                return label(drawn, u, true);
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
            layout(run.scenario().platform());
        }
        return run != null;
    }

    // Leaves side by side in depth-first order, a parent centred over its children, one row per depth
    private void layout(TreePlatform platform) {
        int n = platform.size();
        x = new double[n];
        depth = new int[n];
        depthMax = 0;
        place(platform, 0, 0, new double[] { 0 });
    }

    private void place(TreePlatform platform, int u, int d, double[] nextLeaf) {
        depth[u] = d;
        depthMax = Math.max(depthMax, d);
        List<Integer> children = platform.children(u);
        if (children.isEmpty()) {
            x[u] = nextLeaf[0]++;
            return;
        }
        for (int child : children) {
            place(platform, child, d + 1, nextLeaf);
        }
        x[u] = (x[children.get(0)] + x[children.get(children.size() - 1)]) / 2;
    }

    @Override
    String family() {
        return "trees";
    }

    @Override
    void paint(GC gc, Point size, TreeSnapshot snapshot) {
        Display display = canvas().getDisplay();
        TreePlatform platform = run.scenario().platform();
        double leaves = 0;
        for (double v : x) {
            leaves = Math.max(leaves, v);
        }
        // a node's full label when the columns leave room for it, else its id (the legend above then says so)
        int labelWidth = gc.textExtent(FULL_LABEL_SAMPLE).x + RADIUS + 4;
        double dx = (size.x - 2 * MARGIN - labelWidth) / Math.max(1, leaves);
        boolean full = dx >= labelWidth + RADIUS;
        if (!full) {
            dx = (size.x - 2 * MARGIN - 3 * RADIUS) / Math.max(1, leaves);
        }
        int top = MARGIN + drawRates(gc, snapshot, full) + LINE;
        // the deepest level's labels (id, then buf, cpu and link in full) end at the bottom margin
        int labelHeight = gc.textExtent(full ? "P\ncpu\nlink" : "P").y;
        double dy = (size.y - top - MARGIN - labelHeight) / (double) Math.max(1, depthMax);
        int[] px = new int[platform.size()];
        int[] py = new int[platform.size()];
        for (int u = 0; u < platform.size(); u++) {
            px[u] = MARGIN + RADIUS + (int) Math.round(x[u] * dx);
            py[u] = top + RADIUS + (int) Math.round(depth[u] * dy);
        }
        drawnX = px;
        drawnY = py;
        int[] room = LabelRoom.of(px, py, RADIUS, LABEL_GAP, size.x);
        drawn = snapshot;
        Color computing = computingColour(display);
        Color idle = idleColour(display);
        Color sending = sendingColour(display);
        try {
            // a task on its way down an edge: the edge drawn thick in the sending colour
            for (int u = 1; u < platform.size(); u++) {
                int p = platform.parent(u);
                boolean busy = snapshot.sendingTo()[p] == u;
                gc.setForeground(busy ? sending : display.getSystemColor(SWT.COLOR_GRAY));
                gc.setLineWidth(busy ? 4 : 1);
                gc.drawLine(px[p], py[p], px[u], py[u]);
            }
            gc.setLineWidth(1);
            labelsEnd = 0;
            labelBoxes.clear();
            for (int u = 0; u < platform.size(); u++) {
                labelsEnd = Math.max(labelsEnd, drawNode(gc, snapshot, u, new Point(px[u], py[u]),
                        new Color[] { computing, idle, sending }, full ? Integer.MAX_VALUE : room[u]));
            }
        } finally {
            computing.dispose();
            idle.dispose();
            sending.dispose();
        }
    }

    // The lines over the tree, then what a node's label says and the legend; returns the height they take
    private int drawRates(GC gc, TreeSnapshot s, boolean full) {
        int y = MARGIN;
        for (String line : rateLines(s)) {
            gc.drawText(line, MARGIN, y, true);
            y += LINE;
        }
        gc.drawText(full ? "buf: tasks held; cpu, link: share of time busy (LP: optimum)"
                : "ids where room; point at a node or widen the view for buf, cpu, link", MARGIN, y, true);
        y += LINE;
        drawLegend(gc, y);
        return y + LINE - MARGIN;
    }

    // What the colours say, as drawNode draws them
    private void drawLegend(GC gc, int y) {
        Display display = canvas().getDisplay();
        Color computing = computingColour(display);
        Color idle = idleColour(display);
        Color sending = sendingColour(display);
        try {
            new Legend(gc, MARGIN, y, LINE).node(computing, "computing").node(idle, "idle")
                    .line(sending, 4, "sending a task down");
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

    /** The centres (x, y) of the nodes drawn last and their circles' radius, for tests. */
    public int[][] nodeCentres() {
        return new int[][] { drawnX.clone(), drawnY.clone(), { RADIUS } };
    }

    // colors: computing, idle, sending; room: the pixels the label may take, Integer.MAX_VALUE for the full label, else
    // the id alone, left out where it would run into the next node; returns the pixel row where the node's label ends
    private int drawNode(GC gc, TreeSnapshot s, int u, Point at, Color[] colors, int room) {
        int cx = at.x;
        int cy = at.y;
        gc.setBackground(s.computing()[u] ? colors[0] : colors[1]);
        gc.fillOval(cx - RADIUS, cy - RADIUS, 2 * RADIUS, 2 * RADIUS);
        gc.setForeground(s.sending()[u] ? colors[2] : canvas().getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
        gc.setLineWidth(s.sending()[u] ? 3 : 1);
        gc.drawOval(cx - RADIUS, cy - RADIUS, 2 * RADIUS, 2 * RADIUS);
        gc.setLineWidth(1);
        gc.setForeground(canvas().getDisplay().getSystemColor(SWT.COLOR_BLACK));
        String label = label(s, u, room == Integer.MAX_VALUE);
        Point extent = gc.textExtent(label);
        if (extent.x > room) {
            return cy + RADIUS;
        }
        gc.drawText(label, cx + RADIUS + LABEL_GAP, cy - RADIUS, true);
        labelBoxes.add(new int[] { cx + RADIUS + LABEL_GAP, cy - RADIUS, extent.x, extent.y });
        return cy - RADIUS + extent.y;
    }

    // the node's id, and in full its buffered tasks and its processor's and incoming link's busy shares beside LP 3's
    private String label(TreeSnapshot s, int u, boolean full) {
        String text = run.scenario().platform().node(u).id();
        if (full) {
            double cpu = s.time() > 0 ? s.computeBusy()[u] / s.time() : 0;
            double link = s.time() > 0 ? s.linkBusy()[u] / s.time() : 0;
            text += String.format(Locale.ROOT, "  buf %d%ncpu %.0f%% (LP %.0f%%)", s.buffered()[u], 100 * cpu,
                    100 * lpCompute(u));
            if (u > 0) {
                text += String.format(Locale.ROOT, "%nlink %.0f%% (LP %.0f%%)", 100 * link, 100 * lpLink(u));
            }
        }
        return text;
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
