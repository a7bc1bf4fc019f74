package org.gridbench.ui.views;

import java.util.Map;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.TextLayout;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.gridbench.runs.FamilySnapshot;
import org.gridbench.runs.RunDriver;
import org.gridbench.runs.RunFrame;
import org.gridbench.ui.run.RunRefusal;
import org.gridbench.ui.run.RunSession;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * A live view that paints one family's snapshot on a canvas: it keeps the latest snapshot of that type the run
 * published and repaints when a new one arrives; a run of another family leaves it empty, and a scenario that cannot
 * run leaves it empty with a line saying so.
 *
 * @param <S> the family's snapshot type
 */
abstract class SnapshotCanvasPart<S> implements RunSession.Listener {

    @Inject
    private RunSession session;

    /** Pixels between the canvas's edges and what is drawn. */
    static final int MARGIN = 10;

    private Canvas canvas;
    private S shown;
    private Map<String, Double> measures = Map.of();

    @PostConstruct
    void create(Composite parent) {
        parent.setLayout(new FillLayout());
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED | scrolling());
        canvas.addListener(SWT.Paint, e -> paintCanvas(e.gc));
        configure(canvas);
        session.addListener(this);
        runChanged(session.driver().orElse(null));
    }

    @PreDestroy
    void dispose() {
        session.removeListener(this);
    }

    /** The snapshot on display, or null; for tests. */
    public final S shown() {
        return shown;
    }

    @Override
    public final void runChanged(RunDriver driver) {
        shown = null;
        if (driver != null && accept(driver)) {
            frame(driver, driver.frame());
        } else if (!canvas.isDisposed()) {
            canvas.redraw();
        }
    }


    @Override
    public final void frame(RunDriver driver, RunFrame frame) {
        S snapshot = snapshot(frame.detail());
        if (snapshot != null && !canvas.isDisposed()) {
            shown = snapshot;
            measures = frame.metrics();
            canvas.redraw();
        }
    }

    /** The measures of the frame on display, as {@code ./gridbench run} computes them; NaN for one it lacks. */
    final double measure(String name) {
        return measures.getOrDefault(name, Double.NaN);
    }

    final Canvas canvas() {
        return canvas;
    }

    /** The canvas's scroll bars ({@code SWT.H_SCROLL}, {@code SWT.V_SCROLL}); none by default. */
    int scrolling() {
        return SWT.NONE;
    }

    /** Adds what the view needs to its new canvas beyond painting (input listeners); nothing by default. */
    void configure(Canvas newCanvas) {
        // painting is all most views need
    }

    /** This view's family's snapshot in {@code detail}; null when the frame is of another family. */
    abstract S snapshot(FamilySnapshot detail);

    /** A new run: whether it is of this view's family; set up what its snapshots need. */
    abstract boolean accept(RunDriver driver);

    // A white canvas, then the snapshot, or the view's hint while it has none
    private void paintCanvas(GC gc) {
        Point size = canvas.getSize();
        gc.setBackground(canvas.getDisplay().getSystemColor(SWT.COLOR_WHITE));
        gc.fillRectangle(0, 0, size.x, size.y);
        gc.setForeground(canvas.getDisplay().getSystemColor(SWT.COLOR_BLACK));
        if (shown == null) {
            TextLayout hint = new TextLayout(canvas.getDisplay());
            hint.setFont(gc.getFont());
            hint.setText(hint());
            hint.setWidth(Math.max(1, size.x - 2 * MARGIN));
            hint.draw(gc, MARGIN, MARGIN);
            hint.dispose();
        } else {
            paint(gc, size, shown);
        }
    }

    /**
     * What the view says while it has no run of its family, or that it shows no run of a scenario that could not run;
     * drawn wrapped at words to the view's width; for tests too.
     */
    public final String hint() {
        return session.refusal().map(RunRefusal::line).orElse("No " + family() + " run: open a " + family()
                + " scenario and press Run or Step in the Run view");
    }

    /** The family's name as the hint of an empty view says it. */
    abstract String family();

    /** Paints {@code snapshot} on the white canvas of the given size. */
    abstract void paint(GC gc, Point size, S snapshot);
}
