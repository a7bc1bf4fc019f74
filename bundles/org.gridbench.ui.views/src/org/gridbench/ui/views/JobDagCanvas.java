package org.gridbench.ui.views;

import java.util.ArrayList;
import java.util.Comparator;
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
 * from the predecessor to the task, with the legend. An id is shortened only when its row has no room for it beside
 * the others.
 */
final class JobDagCanvas {

    private static final int MARGIN = 10;
    private static final int RADIUS = 7;
    private static final int LABEL_ROOM = 32;
    private static final int LEGEND_ROW = 16;
    /** The line under each circle that holds its task's id. */
    private static final int LABEL_HEIGHT = 14;
    /** The least pixels between two labels of a row, and between a label and the canvas's edge. */
    private static final int LABEL_GAP = 6;
    private static final int LABEL_EDGE = 2;
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
    private String[] labels = new String[0];

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

    // The ids of one row's tasks under their circles, each whole where the row has room for it beside the others
    // (RowLabels), else shortened in its middle to its share
    private void labelRow(GC gc, int r, Point size, int top) {
        List<Integer> inRow = new ArrayList<>();
        for (int t = 0; t < row.length; t++) {
            if (row[t] == r) {
                inRow.add(t);
            }
        }
        inRow.sort(Comparator.comparingInt(t -> layer[t]));
        int[] x = new int[inRow.size()];
        int[] width = new int[inRow.size()];
        for (int i = 0; i < x.length; i++) {
            x[i] = place(inRow.get(i), size, top).x;
            width[i] = gc.textExtent(job.tasks().get(inRow.get(i)).id()).x;
        }
        int[][] rooms = RowLabels.rooms(x, width, LABEL_EDGE, size.x - LABEL_EDGE, LABEL_GAP);
        for (int i = 0; i < x.length; i++) {
            int t = inRow.get(i);
            String label = MiddleEllipsis.fit(gc, job.tasks().get(t).id(), rooms[i][1] - rooms[i][0]);
            int w = gc.textExtent(label).x;
            gc.drawText(label, Math.max(rooms[i][0], Math.min(rooms[i][1] - w, x[i] - w / 2)), place(t, size, top).y
                    + RADIUS + 1, true);
            labels[t] = label;
        }
    }

    /** The tasks' labels as last drawn, in the job's task order: an id, or an id shortened in its middle. */
    List<String> labels() {
        return List.of(labels);
    }

    private void paint(GC gc) {
        Display display = canvas.getDisplay();
        Point size = canvas.getSize();
        gc.setBackground(display.getSystemColor(SWT.COLOR_WHITE));
        gc.fillRectangle(0, 0, size.x, size.y);
        labels = new String[0];
        if (job == null || snapshot == null) {
            return;
        }
        labels = new String[job.tasks().size()];
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
            }
            gc.setForeground(display.getSystemColor(SWT.COLOR_BLACK));
            for (int r = 0; r < rows; r++) {
                labelRow(gc, r, size, top);
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
