package org.gridbench.ui.views;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.gridbench.market.MarketSnapshot;
import org.gridbench.market.MarketSnapshot.TaskState;
import org.gridbench.model.workflow.Job;
import org.gridbench.model.workflow.Task;
import org.gridbench.ui.run.MiddleEllipsis;

/**
 * One job's DAG as the market run goes: tasks in layers by their longest chain of predecessors, left to right, each
 * labelled with its id and coloured by its state (waiting, queued, placed, done, starved), each dependency an arrow
 * from the predecessor to the task, with the legend.
 */
final class JobDagCanvas {

    private static final int MARGIN = 10;
    private static final int RADIUS = 7;
    private static final int LABEL_ROOM = 32;
    private static final int LEGEND_ROW = 16;
    /** The line under each circle that holds its task's id. */
    private static final int LABEL_HEIGHT = 14;
    /** Pixels between two rows of a layer at most. */
    private static final int MAX_ROW_GAP = 80;
    private static final int[][] COLORS = { { 225, 225, 225 }, { 240, 180, 60 }, { 60, 120, 220 }, { 60, 170, 80 },
            { 210, 40, 40 } };

    private final Canvas canvas;
    private Job job;
    private int firstTask;
    private MarketSnapshot snapshot;
    private int[] layer = new int[0];
    private int[] row = new int[0];
    private int layers;
    private int rows;

    JobDagCanvas(Composite parent) {
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED);
        canvas.addListener(SWT.Paint, e -> paint(e.gc));
    }

    Canvas control() {
        return canvas;
    }

    /** Shows {@code shown}, whose first task has ordinal {@code first} in the workload, as {@code s} has it. */
    void show(Job shown, int first, MarketSnapshot s) {
        if (shown != job) {
            job = shown;
            layout();
        }
        firstTask = first;
        snapshot = s;
        canvas.redraw();
    }

    // Layer of a task: one more than its deepest predecessor (relaxed until stable: tasks need not come in
    // topological order); rows in task order within a layer
    private void layout() {
        List<Task> tasks = job == null ? List.of() : job.tasks();
        layer = new int[tasks.size()];
        row = new int[tasks.size()];
        boolean changed = true;
        for (int pass = 0; changed && pass <= tasks.size(); pass++) {
            changed = false;
            for (int t = 0; t < tasks.size(); t++) {
                for (int p : tasks.get(t).predecessors()) {
                    if (layer[t] < layer[p] + 1) {
                        layer[t] = layer[p] + 1;
                        changed = true;
                    }
                }
            }
        }
        List<Integer> perLayer = new ArrayList<>();
        for (int t = 0; t < tasks.size(); t++) {
            while (perLayer.size() <= layer[t]) {
                perLayer.add(0);
            }
            row[t] = perLayer.get(layer[t]);
            perLayer.set(layer[t], row[t] + 1);
        }
        layers = perLayer.size();
        rows = perLayer.stream().mapToInt(Integer::intValue).max().orElse(0);
    }

    // Room is left on the right for the last layer's labels, above for the legend's rows, below for the ids; rows
    // are at most MAX_ROW_GAP apart, centred, so that a tall view does not set a layer's tasks far from each other
    private Point place(int t, Point size, int top) {
        int width = size.x - 2 * MARGIN - 2 * RADIUS - LABEL_ROOM;
        int height = size.y - top - 2 * MARGIN - 2 * RADIUS - LABEL_HEIGHT;
        int x = MARGIN + RADIUS + (layers <= 1 ? width / 2 : width * layer[t] / (layers - 1));
        int gap = rows <= 1 ? 0 : Math.min(MAX_ROW_GAP, height / (rows - 1));
        int y = top + MARGIN + RADIUS + (height - gap * (rows - 1)) / 2 + gap * row[t];
        return new Point(x, y);
    }

    // the room between two layers, for the labels centred under their circles
    private int columnWidth(Point size) {
        int width = size.x - 2 * MARGIN - 2 * RADIUS - LABEL_ROOM;
        return layers <= 1 ? width : width / (layers - 1) - 4;
    }

    // A dependency from circle a to circle b, ending in a filled head at b's rim
    private static void arrow(GC gc, Point a, Point b) {
        double length = Math.hypot(b.x - a.x, b.y - a.y);
        if (length <= 2 * RADIUS) {
            return;
        }
        double ux = (b.x - a.x) / length;
        double uy = (b.y - a.y) / length;
        double tipX = b.x - ux * RADIUS;
        double tipY = b.y - uy * RADIUS;
        double baseX = tipX - ux * 8;
        double baseY = tipY - uy * 8;
        gc.drawLine((int) Math.round(a.x + ux * RADIUS), (int) Math.round(a.y + uy * RADIUS), (int) Math.round(baseX),
                (int) Math.round(baseY));
        gc.fillPolygon(new int[] { (int) Math.round(tipX), (int) Math.round(tipY),
                (int) Math.round(baseX - uy * 4), (int) Math.round(baseY + ux * 4),
                (int) Math.round(baseX + uy * 4), (int) Math.round(baseY - ux * 4) });
    }

    // The states' colours in rows that fit the width; returns the height they take
    private int legend(GC gc, Color[] colors, int width) {
        int x = MARGIN;
        int y = MARGIN;
        gc.setForeground(canvas.getDisplay().getSystemColor(SWT.COLOR_BLACK));
        for (TaskState state : TaskState.values()) {
            String name = state.name().toLowerCase(Locale.ROOT);
            int item = 13 + gc.textExtent(name).x + 10;
            if (x > MARGIN && x + item > width - MARGIN) {
                x = MARGIN;
                y += LEGEND_ROW;
            }
            gc.setBackground(colors[state.ordinal()]);
            gc.fillRectangle(x, y, 10, 10);
            gc.drawText(name, x + 13, y - 3, true);
            x += item;
        }
        return y + LEGEND_ROW - MARGIN;
    }

    private void paint(GC gc) {
        Display display = canvas.getDisplay();
        Point size = canvas.getSize();
        gc.setBackground(display.getSystemColor(SWT.COLOR_WHITE));
        gc.fillRectangle(0, 0, size.x, size.y);
        if (job == null || snapshot == null) {
            return;
        }
        List<Task> tasks = job.tasks();
        Color[] colors = new Color[COLORS.length];
        try {
            for (int i = 0; i < colors.length; i++) {
                colors[i] = new Color(display, COLORS[i][0], COLORS[i][1], COLORS[i][2]);
            }
            int top = legend(gc, colors, size.x);
            gc.setForeground(display.getSystemColor(SWT.COLOR_GRAY));
            gc.setBackground(display.getSystemColor(SWT.COLOR_GRAY));
            for (int t = 0; t < tasks.size(); t++) {
                Point b = place(t, size, top);
                for (int p : tasks.get(t).predecessors()) {
                    arrow(gc, place(p, size, top), b);
                }
            }
            for (int t = 0; t < tasks.size(); t++) {
                Point p = place(t, size, top);
                gc.setBackground(colors[snapshot.state(firstTask + t).ordinal()]);
                gc.fillOval(p.x - RADIUS, p.y - RADIUS, 2 * RADIUS, 2 * RADIUS);
                gc.setForeground(display.getSystemColor(SWT.COLOR_DARK_GRAY));
                gc.drawOval(p.x - RADIUS, p.y - RADIUS, 2 * RADIUS, 2 * RADIUS);
                gc.setForeground(display.getSystemColor(SWT.COLOR_BLACK));
                // the label keeps to its column: from halfway to the layer before to halfway to the one after
                int half = columnWidth(size) / 2;
                int left = layer[t] == 0 ? 2 : p.x - half;
                int right = layer[t] == layers - 1 ? size.x - 2 : p.x + half;
                String label = MiddleEllipsis.fit(gc, tasks.get(t).id(), right - left);
                int w = gc.textExtent(label).x;
                gc.drawText(label, Math.max(left, Math.min(right - w, p.x - w / 2)), p.y + RADIUS + 1, true);
            }
        } finally {
            for (Color c : colors) {
                if (c != null) {
                    c.dispose();
                }
            }
        }
    }
}
